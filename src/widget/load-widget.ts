import type { AppData } from '../app/app-data'

/** Width at and below which the widget is the full-screen chat page (§2, §9). */
export const MOBILE_QUERY = '(max-width: 768px)'
const OPENED_FLAG = 'chatWidgetOpened'

/**
 * Part of the page's initial JS, kept tiny: decides when to fetch the chat
 * widget chunk. At once when the visitor asked for the chat (`?chat=open`,
 * a `source`, `/chat`) or on a first visit (the widget opens by itself then);
 * otherwise when the browser is idle, so the page paints first.
 *
 * `/chat` on a desktop is not a page: it goes back to the referring page (or
 * `/`) with `chat=open` (§2). Without widget settings, `/chat` sends the
 * visitor to the base home.
 */
export function scheduleWidget(data: AppData): void {
  const settings = data.page?.installedWidgets.chatWidget
  if (data.route === 'chat') {
    if (!settings) return location.replace('/')
    if (matchMedia(`not all and ${MOBILE_QUERY}`).matches) return location.replace(desktopChatTarget())
  }
  if (!settings || !data.subdomain || data.editMode) return
  const load = () => void import('./mount').then((widget) => widget.mountWidget(data, settings))
  const params = new URLSearchParams(location.search)
  const wanted = data.route === 'chat' || params.get('chat') === 'open' || params.has('source') || firstVisit()
  if (wanted) load()
  else if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 3000 })
  else setTimeout(load, 1500)
}

function firstVisit(): boolean {
  try {
    return localStorage.getItem(OPENED_FLAG) === null
  } catch {
    return false
  }
}

/** The referring page of this site (or `/`) with `chat=open`, keeping a `source` and its deep-linked `item`. */
function desktopChatTarget(): string {
  const referrer = document.referrer ? new URL(document.referrer) : null
  const target = referrer && referrer.origin === location.origin && referrer.pathname !== '/chat' ? referrer : new URL('/', location.origin)
  target.searchParams.set('chat', 'open')
  const params = new URLSearchParams(location.search)
  for (const name of ['source', 'item']) {
    const value = params.get(name)
    if (value) target.searchParams.set(name, value)
  }
  return target.pathname + target.search + target.hash
}
