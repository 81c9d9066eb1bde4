import i18next, { type i18n } from 'i18next'
import { useTranslation } from 'react-i18next'
import signup from '../../locales/en/signup.json'
import type { BundleKey, TranslateValues } from '../client/i18n-keys'

/** The sign-up's namespace (`locales/en/signup.json`). */
export const SIGNUP_NS = 'signup'

export type SignupKey = BundleKey<typeof signup>
export type SignupT = (key: SignupKey, values?: TranslateValues) => string

/**
 * The sign-up app's i18next instance, created with its chunk: the page's own translator never carries these strings.
 */
export function createSignupI18n(lng = 'en'): i18n {
  const instance = i18next.createInstance()
  void instance.init({
    lng,
    fallbackLng: 'en',
    resources: { en: { [SIGNUP_NS]: signup } },
    ns: [SIGNUP_NS],
    defaultNS: SIGNUP_NS,
    initAsync: false,
    interpolation: { escapeValue: false },
  })
  return instance
}

/** A `t` over the sign-up namespace of `instance` (for the store's error lines). */
export function signupT(instance: i18n): SignupT {
  return instance.getFixedT(null, SIGNUP_NS as never) as unknown as SignupT
}

/** The sign-up namespace's `t` from the nearest `I18nextProvider`, keys typed from `locales/en/signup.json`. */
export function useSignupT(): SignupT {
  const { t } = useTranslation(SIGNUP_NS as never)
  return t as unknown as SignupT
}
