import type { BootData } from '../boot/boot-data'
import { createTranslator } from '../i18n/translate'
import { openWhenCalm } from './calm-open'
import './palette.css'
import './toggle.css'
import { drawToggle } from './toggle-placeholder'
import { keepLinkedDiscountCode } from './discount-link'

/** Width at and below which the widget is the full-screen chat page (docs/product.md). */
export const MOBILE_QUERY = '(max-width: 768px)'
const OPENED_FLAG = 'chatWidgetOpened'
/** `WIDGET_STATE_KEY` of `continuity/session-state.ts` (not imported: that would bring the module into the page). */
const WIDGET_STATE = 'vitrineWidget'
/** Storage keys that mean the visitor has signed in to the chat on this browser (engine/session/storage.ts). */
const SESSION_KEYS = ['chatSession', 'userAccessToken']

/**
 * Part of the page's boot script (`boot/boot.ts`), kept tiny: decides when to fetch the chat
 * widget chunk. At once when the visitor asked for the chat (`?chat=open`,
 * a `source`, `/chat`), on a first visit on a wide screen (the widget opens
 * by itself beside the page then) or when the chat was left open on another
 * page of the site; when the browser is idle for a visitor with a chat
 * session (its socket brings replies and the unread count); and otherwise
 * when the visitor reaches for the toggle, drawn here without the chunk
 * (hovering or focusing it starts the download, a click opens the chat).
 * A first visit on a phone, where the open chat fills the screen, gets that
 * toggle too, and the chat opens by itself at a calm moment (`openWhenCalm`):
 * the chunk is fetched then, so the page's first seconds are the page's alone.
 *
 * Never on the owner inbox (`/owner`).
 *
 * `/chat` on a desktop is not a page: it goes back to the referring page (or
 * `/`) with `chat=open` (docs/product.md, 'Screens and routes'). Without widget settings, `/chat` sends the
 * visitor to the base home.
 */
export function scheduleWidget(data: BootData): void {
  const settings = data.chat
  if (data.route === 'chat') {
    if (!settings) return location.replace('/')
    if (matchMedia(`not all and ${MOBILE_QUERY}`).matches) return location.replace(desktopChatTarget())
  }
  if (!settings || !data.subdomain || data.editMode || data.route === 'owner') return
  const chunk = () => import('./mount')
  let mounting = false
  const load = (open = false) => {
    if (mounting) return
    mounting = true
    void chunk().then((widget) => widget.mountWidget(data, settings, { open }))
  }
  const params = new URLSearchParams(location.search)
  keepLinkedDiscountCode(params)
  const firstVisit = isFirstVisit()
  const wide = !matchMedia(MOBILE_QUERY).matches
  const asked = data.route === 'chat' || params.get('chat') === 'open' || params.has('source')
  if (asked || leftOpen() || (firstVisit && wide)) return load()
  // A disabled widget shows its own greyed toggle; it is rare enough to keep loading on idle.
  if (hasChatSession(data.subdomain) || !settings.allowedAllActions) {
    if ('requestIdleCallback' in window) requestIdleCallback(() => load(), { timeout: 3000 })
    else setTimeout(load, 1500)
    return
  }
  const label = createTranslator(data.strings)('chat.openChat')
  const cancelCalm = firstVisit ? openWhenCalm(window, () => load(true)) : () => undefined
  const onOpen = () => {
    cancelCalm()
    load(true)
  }
  drawToggle({ themeColor: settings.themeColor, label, onIntent: () => void chunk(), onOpen })
}

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

/** This browser never opened the widget (the engine's `ui.isFirstVisit`); no storage at all is not a first visit. */
function isFirstVisit(): boolean {
  try {
    return localStorage.getItem(OPENED_FLAG) === null
  } catch {
    return false
  }
}

/** The chat was left open on another page of the site or before a reload (`continuity/session-state.ts`). */
function leftOpen(): boolean {
  try {
    return /"open":true/.test(sessionStorage.getItem(WIDGET_STATE)!)
  } catch {
    return false
  }
}

function hasChatSession(subdomain: string): boolean {
  return [...SESSION_KEYS, `userAccessToken:${subdomain}`].some((key) => stored(key) !== null)
}

/** The referring page of this site (or `/`) with `chat=open`, keeping a `source` and its deep-linked `item`. */
function desktopChatTarget(): string {
  const referrer = document.referrer ? new URL(document.referrer) : null
  const target =
    referrer && referrer.origin === location.origin && referrer.pathname !== '/chat'
      ? referrer
      : new URL('/', location.origin)
  target.searchParams.set('chat', 'open')
  const params = new URLSearchParams(location.search)
  for (const name of ['source', 'item']) {
    const value = params.get(name)
    if (value) target.searchParams.set(name, value)
  }
  return target.pathname + target.search + target.hash
}
