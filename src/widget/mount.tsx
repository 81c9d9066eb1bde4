import { createRoot } from 'react-dom/client'
import type { WidgetSettings } from '../../contract/page'
import type { Language } from '../../contract/language'
import type { BootData } from '../boot/boot-data'
import { createChatEngine, EngineProvider } from '../engine'
import { Widget } from './components/Widget'
import { widgetPlugins } from './plugins'
import { WIDGET_ROOT_ID } from './toggle-placeholder'
import './widget.css'

/**
 * Entry of the lazily loaded widget chunk: builds the engine for this site,
 * opens it when asked (`open`: the visitor clicked the toggle drawn before
 * the chunk loaded, or a first visit on a phone reached its calm moment; or on
 * a first visit), loads its continuity (reload, Back: `./continuity`), removes `chat`, `source` and a
 * deep link's `item` from the URL once read (the source's plugin keeps the
 * item where it reads it), and renders the widget in its own root (the one
 * that drawn toggle sits in, which React then replaces), in the page's language.
 */
export function mountWidget(
  data: Pick<BootData, 'route' | 'subdomain' | 'siteId'>,
  settings: WidgetSettings,
  options: { open?: boolean } = {},
): void {
  const params = new URLSearchParams(location.search)
  const chatOpen = params.get('chat') === 'open'
  const source = params.get('source')
  const item = params.get('item')
  if (params.has('chat') || params.has('source')) {
    params.delete('chat')
    params.delete('source')
    if (source) params.delete('item')
    const query = params.toString()
    history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`)
  }

  const engine = createChatEngine({
    subdomain: data.subdomain!,
    clientId: data.siteId ?? undefined,
    settings,
    plugins: widgetPlugins,
    navigate: (path) => location.assign(path),
  })
  const fullPage = data.route === 'chat'
  const drawn = document.getElementById(WIDGET_ROOT_ID)
  const container = drawn ?? document.body.appendChild(document.createElement('div'))
  container.id = WIDGET_ROOT_ID
  // A disabled widget (allowedAllActions false) shows its toggle and does nothing else. A first visit opens it
  // at once on a wide screen; on a phone, where it fills the screen, the boot script loads it open at a calm moment.
  if (settings.allowedAllActions) {
    const wide = !matchMedia('(max-width: 768px)').matches
    if (chatOpen || fullPage || source !== null || options.open || (engine.ui.isFirstVisit && wide)) engine.ui.open()
    void engine.start({ source, item })
    void import('./continuity').then((continuity) => continuity.keepContinuity(engine, container, fullPage))
  }

  if (drawn) takeOverDrawnToggle(drawn)
  const render = () =>
    createRoot(container).render(
      <EngineProvider engine={engine}>
        <Widget fullPage={fullPage} openedByVisitor={options.open === true} />
      </EngineProvider>,
    )
  // The page is in its reader's language (`<html lang>`, chosen by the server); another than English loads first.
  const lang = document.documentElement.lang
  if (lang && lang !== 'en')
    void import('./language').then((language) => language.readIn(engine, lang as Language)).then(render)
  else render()
}

/**
 * Once React has replaced the toggle drawn before the chunk loaded, the root
 * sheds that toggle's class and colours (the widget's own `.vw` carries
 * them), and the widget's toggle takes the focus if the drawn one had it
 * and the opening panel has not taken it.
 */
function takeOverDrawnToggle(root: HTMLElement): void {
  const drawnToggle = root.firstElementChild
  const hadFocus = drawnToggle !== null && drawnToggle === document.activeElement
  const observer = new MutationObserver(() => {
    if (drawnToggle?.isConnected) return
    observer.disconnect()
    root.removeAttribute('class')
    root.removeAttribute('style')
    const taken = document.activeElement !== null && document.activeElement !== document.body
    if (hadFocus && !taken) root.querySelector<HTMLButtonElement>('.vw-toggle')?.focus()
  })
  observer.observe(root, { childList: true })
}
