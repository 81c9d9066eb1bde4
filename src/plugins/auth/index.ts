import { definePlugin } from '../../engine/plugin'
import { AuthStore } from './auth-store'
import { CodeEntry } from './components/CodeEntry'
import { PhoneEntry } from './components/PhoneEntry'
import en from '../../../locales/en/auth.json'
import './auth.css'

/**
 * Sign-in by phone number and one-time code (docs/product.md): the `phone-entry`
 * and `code-verification` states. On success it hands the answer to
 * `engine.signIn`, which stores the token and session and moves on.
 */
export const authPlugin = definePlugin({
  id: 'auth',
  setup: (engine) => new AuthStore(engine),
  states: { 'phone-entry': { component: PhoneEntry }, 'code-verification': { component: CodeEntry } },
  locales: { en },
})

export { AuthStore } from './auth-store'
export { DEFAULT_COUNTRY_CODE, DIAL_CODES, type DialCode } from './dial-codes'

declare module '../../engine/plugin' {
  interface PluginStores {
    auth: AuthStore
  }
}

declare module '../../engine/i18n' {
  interface WidgetResources {
    auth: typeof en
  }
}
