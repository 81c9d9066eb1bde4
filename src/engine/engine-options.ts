import type { i18n } from 'i18next'
import type { WidgetSettings } from '../../contract/page'
import type { CustomerHttpClient } from '../client/http/customer-token-policy'
import type { AnyPlugin } from './plugin'
import type { SessionCrypto } from './session/session-crypto'
import type { StorageLike } from './session/storage'
import type { WidgetSocketFactory } from './transport/widget-socket'

/** The site the widget is embedded in. */
export interface SiteInfo {
  subdomain: string
  /** `location.hostname`; sessions are bound to it (docs/product.md, 'States and transitions'). */
  hostname: string
  settings: WidgetSettings
  /**
   * This site's id as messages carry it (`ChatMessage.clientId`), when the page knows it; otherwise learned (see
   * `MessageSync`).
   */
  clientId?: string
}

export interface ChatEngineOptions {
  site: SiteInfo
  transport: CustomerHttpClient
  socket: WidgetSocketFactory
  storage: StorageLike
  /** Where data goes when a write to `storage` fails (sessionStorage in the browser, the local cart's fallback). */
  fallbackStorage?: StorageLike | null
  plugins: readonly AnyPlugin[]
  /** Leaves the widget for a route; called with '/logout' (docs/product.md). */
  navigate(path: string): void
  /** Epoch ms; default `Date.now`. */
  now?(): number
  /** Default: `createWidgetI18n(plugins)`. */
  i18n?: i18n
  /** Default: `crypto.randomUUID()`; ids of pending messages. */
  newId?(): string
  sessionCrypto?: SessionCrypto
}
