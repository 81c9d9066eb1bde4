import i18next, { type i18n } from 'i18next'
import { useTranslation } from 'react-i18next'

/** An app's translations (see `appI18n`), its `t` typed `T`. */
export interface AppI18n<T> {
  /** The app's i18next instance, in `lng` (English by default). */
  create(lng?: string): i18n
  /** A `t` over the app's namespace of `instance` (for the stores' error lines). */
  fixedT(instance: i18n): T
  /** The app's `t` from the nearest `I18nextProvider`. */
  useT(): T
}

/**
 * The translations of an app loaded as a chunk of its own (the owner app, the sign-up): its i18next instance is
 * created with its chunk, so the page's own translator never carries these strings; one namespace `ns`, its English
 * `bundle`.
 *
 * @example
 * const signupI18n = appI18n<SignupT>(SIGNUP_NS, signup)
 * export const useSignupT = signupI18n.useT
 */
export function appI18n<T>(ns: string, bundle: object): AppI18n<T> {
  return {
    create(lng = 'en') {
      const instance = i18next.createInstance()
      void instance.init({
        lng,
        fallbackLng: 'en',
        resources: { en: { [ns]: bundle } },
        ns: [ns],
        defaultNS: ns,
        initAsync: false,
        interpolation: { escapeValue: false },
      })
      return instance
    },
    fixedT: (instance) => instance.getFixedT(null, ns as never) as unknown as T,
    useT() {
      const { t } = useTranslation(ns as never)
      return t as unknown as T
    },
  }
}
