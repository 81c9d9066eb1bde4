import type { i18n } from 'i18next'
import signup from '../../locales/en/signup.json'
import { createAppI18n, namespaceT, useNamespaceT } from '../client/app-i18n'
import type { BundleKey, TranslateValues } from '../client/i18n-keys'

/** The sign-up's namespace (`locales/en/signup.json`). */
export const SIGNUP_NS = 'signup'

export type SignupKey = BundleKey<typeof signup>
export type SignupT = (key: SignupKey, values?: TranslateValues) => string

/**
 * The sign-up app's i18next instance, created with its chunk: the page's own translator never carries these strings.
 */
export function createSignupI18n(lng = 'en'): i18n {
  return createAppI18n(SIGNUP_NS, signup, lng)
}

/** A `t` over the sign-up namespace of `instance` (for the store's error lines). */
export function signupT(instance: i18n): SignupT {
  return namespaceT<SignupT>(instance, SIGNUP_NS)
}

/** The sign-up namespace's `t` from the nearest `I18nextProvider`, keys typed from `locales/en/signup.json`. */
export function useSignupT(): SignupT {
  return useNamespaceT<SignupT>(SIGNUP_NS)
}
