import { createRoot } from 'react-dom/client'
import { HANDOVER_FRAGMENT } from '../../contract/owner-team'
import type { Language } from '../../contract/language'
import { OwnerRoot } from './components/OwnerRoot'
import { socketIo } from '../client/socket/socket-bus'
import { CONVERSATION_PARAM, followOwnerHistory } from './owner-history'
import { applyOwnerLanguage } from './owner-language'
import { registerOwnerWorker } from './pwa/register-worker'
import { reportViewing } from './pwa/report-viewing'
import { OWNER_TABS, OwnerApp, type OwnerTab } from './stores/owner-app'
import './owner.css'

/** Widths at which the owner app opens on Insights rather than the inbox. */
const LAPTOP_QUERY = '(min-width: 1024px)'

/**
 * Entry of the owner app's chunk (the page entry imports it only at
 * `/owner`): builds the root store, asks who is signed in, follows the
 * browser history (Back from a conversation to the list, the open
 * conversation in the URL), reports what it shows for the pushes, registers
 * the service worker (installable, offline shell, pushes), and renders the
 * app over the server's shell in `root`. The live link opens after sign-in.
 */
export function mountOwner(root: HTMLElement): void {
  // On a laptop the first screen is Insights (what happened today); on a phone the inbox, Insights one tap away. An
  // address that names a conversation or a tab opens that instead.
  const params = new URLSearchParams(location.search)
  const named = params.has(CONVERSATION_PARAM) || params.has('tab')
  const firstTab = !named && matchMedia(LAPTOP_QUERY).matches ? 'insights' : 'inbox'
  const app = new OwnerApp({ socket: socketIo(), handoverToken: takeHandoverToken(), firstTab })
  app.start()
  followOwnerHistory(app)
  reportViewing(app)
  registerOwnerWorker()
  // A notification's link may name a tab (`?tab=leads`).
  const tab = params.get('tab')
  if (OWNER_TABS.includes(tab as OwnerTab)) app.selectTab(tab as OwnerTab)
  const render = () => createRoot(root).render(<OwnerRoot app={app} />)
  // The shell is in its reader's language (`<html lang>`, chosen by the server); another than English loads first.
  const lang = document.documentElement.lang
  if (lang && lang !== 'en') void applyOwnerLanguage(app.i18n, lang as Language).then(render, render)
  else render()
}

/** The hand-over token of `#handover=<token>`, taken out of the address bar at once (it works only once anyway). */
function takeHandoverToken(): string | undefined {
  const token = new URLSearchParams(window.location.hash.slice(1)).get(HANDOVER_FRAGMENT) ?? undefined
  if (token !== undefined) window.history.replaceState(window.history.state, '', window.location.pathname)
  return token
}
