import { createRoot } from 'react-dom/client'
import { HttpClient } from '../client/http/http-client'
import { OwnerCookiePolicy } from '../client/http/owner-cookie-policy'
import { createSignupI18n, signupT } from './i18n'
import { SignupStore } from './signup-store'
import { StartApp } from './StartApp'
import './start.css'

/**
 * Entry of the sign-up's chunk (the page entry imports it only at `/start`
 * on the platform host): builds the store, asks whether sign-up is open and
 * renders over the server's shell. Its calls are same-origin and carry no
 * credential (the policy never has a token).
 */
export function mountStart(root: HTMLElement): void {
  const i18n = createSignupI18n()
  const store = new SignupStore({
    api: new HttpClient({ policy: new OwnerCookiePolicy() }),
    t: signupT(i18n),
    navigate: (url) => window.location.assign(url),
  })
  void store.load()
  createRoot(root).render(<StartApp store={store} i18n={i18n} />)
}
