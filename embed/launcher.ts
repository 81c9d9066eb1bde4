/** The site's launcher as the server filled it into the loader (server/modules/embed/frame-routes.ts). */
export interface LauncherConfig {
  site: string
  color: string
  label: string
  title: string
}

/** The launcher and the iframe's holder, drawn in a closed shadow root on the host page. */
export interface Surface {
  host: HTMLElement
  button: HTMLButtonElement
  holder: HTMLDivElement
  badge: HTMLSpanElement
}

/** Below this width the open widget fills the screen, as on the site itself. */
export const PHONE_QUERY = '(max-width: 768px)'

/**
 * The shadow root's stylesheet, adopted (a constructed sheet, which a host page's `style-src` does not govern): the
 * page's own CSS cannot reach in, nor this out. The holder takes no space and no click until the widget is shown.
 */
const CSS = `
:host{all:initial}
button{position:fixed;right:20px;bottom:20px;z-index:2147483646;width:56px;height:56px;border:0;border-radius:50%;
color:#fff;background:var(--c);cursor:pointer;box-shadow:0 4px 14px rgba(0,0,0,.25);display:grid;place-items:center;
padding:0}
button:focus-visible{outline:3px solid #1a73e8;outline-offset:3px}
button[hidden]{display:none}
svg{width:28px;height:28px}
span{position:absolute;top:-4px;right:-4px;min-width:20px;height:20px;border-radius:10px;background:#b91c1c;color:#fff;
font:600 12px/20px system-ui,sans-serif;text-align:center;padding:0 4px;box-sizing:border-box}
span[hidden]{display:none}
div{position:fixed;right:20px;bottom:88px;z-index:2147483647;width:0;height:0;overflow:hidden;pointer-events:none;
opacity:0;border-radius:16px;box-shadow:0 8px 32px rgba(0,0,0,.3)}
div.shown{width:min(400px,calc(100vw - 40px));height:min(640px,calc(100vh - 108px));pointer-events:auto;opacity:1}
iframe{border:0;width:100%;height:100%;display:block;color-scheme:normal}
@media ${PHONE_QUERY}{div.shown{inset:0;width:100%;height:100%;border-radius:0}}
`

const ICON =
  'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2zm3 6v2h2v-2H7zm4 0v2h2v-2h-2zm4 0v2h2v-2h-2z'

/** Draws the launcher (a button with the site's colour and an accessible name) and the empty holder. */
export function drawSurface(config: LauncherConfig, onClick: () => void): Surface {
  const host = document.createElement('vitrine-embed')
  const root = host.attachShadow({ mode: 'closed' })
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(CSS)
  root.adoptedStyleSheets = [sheet]
  // Set through the CSSOM, which a host's CSP allows (a `style` attribute it may refuse).
  host.style.setProperty('--c', config.color)
  const button = document.createElement('button')
  button.type = 'button'
  button.setAttribute('aria-label', config.label)
  button.setAttribute('aria-expanded', 'false')
  button.addEventListener('click', onClick)
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg')
  svg.setAttribute('viewBox', '0 0 24 24')
  svg.setAttribute('aria-hidden', 'true')
  svg.setAttribute('fill', 'currentColor')
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path')
  path.setAttribute('d', ICON)
  svg.append(path)
  const badge = document.createElement('span')
  badge.hidden = true
  button.append(svg, badge)
  const holder = document.createElement('div')
  root.append(holder, button)
  return { host, button, holder, badge }
}

/** The unread count on the launcher (hidden at 0); the button's name says it too. */
export function showUnread(surface: Surface, config: LauncherConfig, count: number): void {
  surface.badge.hidden = count <= 0
  surface.badge.textContent = count > 99 ? '99+' : String(count)
  surface.button.setAttribute('aria-label', count > 0 ? `${config.label} (${count})` : config.label)
}
