import signup from '../../locales/en/signup.json'
import { appI18n } from '../client/app-i18n'
import type { BundleKey, TranslateValues } from '../client/i18n-keys'

/** The sign-up's namespace (`locales/en/signup.json`). */
export const SIGNUP_NS = 'signup'

export type SignupKey = BundleKey<typeof signup>
export type SignupT = (key: SignupKey, values?: TranslateValues) => string

const signupI18n = appI18n<SignupT>(SIGNUP_NS, signup)

/** The sign-up app's i18next instance, created with its chunk. */
export const createSignupI18n = signupI18n.create

/** A `t` over the sign-up namespace of `instance` (for the store's error lines). */
export const signupT = signupI18n.fixedT

/** The sign-up namespace's `t` from the nearest `I18nextProvider`, keys typed from `locales/en/signup.json`. */
export const useSignupT = signupI18n.useT
