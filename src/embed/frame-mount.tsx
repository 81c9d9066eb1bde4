import { createRoot } from 'react-dom/client'
import type { EmbedFrameData } from '../../contract/embed'
import { decode } from '../../contract/decode'
import { WidgetSettings } from '../../contract/page'
import { ChatEngine, EngineProvider } from '../engine'
import { HttpClient } from '../client/http/http-client'
import { safeStorage } from '../engine/session/storage'
import { TokenStore } from '../engine/session/token-store'
import { socketIoFactory } from '../engine/transport/widget-socket'
import { Widget } from '../widget/components/Widget'
import { widgetPlugins } from '../widget/plugins'
import { EmbedTokenPolicy } from './embed-token-policy'
import '../styles/global.css'
import '../widget/palette.css'
import '../widget/widget.css'
import './embed.css'

export { connectBridge } from './bridge'

/**
 * Builds the widget's engine inside the iframe (its calls marked as the embed's, so the refresh cookie is one a
 * third-party frame keeps) and renders the widget, closed, filling the frame when open. A path the widget would
 * navigate to opens in a new top-level tab (the host page is not the site's); `/logout` is nothing to open: the
 * widget is signed out already. Null when the site has no widget to show.
 */
export function mountEmbeddedWidget(data: EmbedFrameData): ChatEngine | null {
  const decoded = decode(WidgetSettings, data.settings, 'settings')
  if (!decoded.ok || !decoded.value.allowedAllActions) return null
  const raw = browserStorage()
  const storage = safeStorage(raw)
  const engine = new ChatEngine({
    site: { subdomain: data.subdomain, hostname: location.hostname, settings: decoded.value, clientId: data.siteId },
    transport: new HttpClient({ policy: new EmbedTokenPolicy(new TokenStore(storage, data.subdomain)) }),
    socket: socketIoFactory(),
    storage: raw,
    fallbackStorage: null,
    plugins: widgetPlugins,
    navigate: (path) => {
      if (path !== '/logout') window.open(new URL(path, location.origin).href, '_blank', 'noopener')
    },
  })
  const container = document.body.appendChild(document.createElement('div'))
  createRoot(container).render(
    <EngineProvider engine={engine}>
      <Widget fullPage={false} openedByVisitor />
    </EngineProvider>,
  )
  return engine
}

function browserStorage():
  | Storage
  | { getItem(key: string): string | null; setItem(key: string, value: string): void; removeItem(key: string): void } {
  try {
    return localStorage
  } catch {
    // Storage blocked by the browser (some refuse it to third-party frames): the visit works in memory.
    const items = new Map<string, string>()
    return {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    }
  }
}
