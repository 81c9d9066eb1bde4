import { when } from 'mobx'
import { lazy } from 'react'
import { definePlugin } from '../../engine/plugin'
import { AuthStore } from './auth-store'
import en from '../../../locales/en/auth.json'
import './auth.css'

// The forms (and the list of dial codes) are a chunk of their own, out of the widget chunk's budget: fetched as
// soon as the chat may show them, so they are there by the time the visitor reads the phone prompt.
const loadForms = () => import('./components/sign-in-states')
const PhoneEntry = lazy(() => loadForms().then((module) => ({ default: module.PhoneEntry })))
const CodeEntry = lazy(() => loadForms().then((module) => ({ default: module.CodeEntry })))

/**
 * Sign-in by phone number and one-time code (docs/product.md): the `phone-entry`
 * and `code-verification` states. On success it hands the answer to
 * `engine.signIn`, which stores the token and session and moves on.
 */
export const authPlugin = definePlugin({
  id: 'auth',
  setup: (engine) => {
    when(
      () => engine.state === 'phone-entry' || engine.state === 'code-verification',
      () => void loadForms(),
    )
    return new AuthStore(engine)
  },
  states: { 'phone-entry': { component: PhoneEntry }, 'code-verification': { component: CodeEntry } },
  locales: { en },
})

export { AuthStore } from './auth-store'

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
