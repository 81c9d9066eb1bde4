import type { WidgetSettings } from '../../contract/page'
import { ChatEngine } from './chat-engine'
import type { AnyPlugin } from './plugin'
import { safeStorage, type StorageLike } from './session/storage'
import { TokenStore } from './session/token-store'
import { CustomerTokenPolicy } from '../client/http/customer-token-policy'
import { HttpClient } from '../client/http/http-client'
import { socketIoFactory } from './transport/widget-socket'

export interface BrowserEngineOptions {
  subdomain: string
  settings: WidgetSettings
  plugins: readonly AnyPlugin[]
  navigate(path: string): void
  /** Default `location.hostname`. */
  hostname?: string
  /** Default `localStorage` (an in-memory stand-in when the browser refuses storage). */
  storage?: StorageLike
  /** Site id of `ChatMessage.clientId`, if the page knows it. */
  clientId?: string
  /** API origin; default same origin. */
  baseUrl?: string
  /** Socket origin; default same origin. */
  socketUrl?: string
}

/**
 * Wires a `ChatEngine` for the browser: localStorage (sessionStorage as the
 * local cart's fallback), the token store, the fetch transport and
 * socket.io. The composition root calls this with its plugin list; tests use
 * `createTestEngine` instead.
 *
 * @example
 * const engine = createChatEngine({
 *   subdomain,
 *   settings,
 *   plugins: [authPlugin, topicsPlugin],
 *   navigate: (path) => location.assign(path),
 * })
 * void engine.start({ source: params.get('source') })
 */
export function createChatEngine(options: BrowserEngineOptions): ChatEngine {
  const raw = options.storage ?? browserStorage('localStorage')
  const storage = safeStorage(raw)
  const tokens = new TokenStore(storage, options.subdomain)
  return new ChatEngine({
    site: {
      subdomain: options.subdomain,
      hostname: options.hostname ?? location.hostname,
      settings: options.settings,
      clientId: options.clientId,
    },
    transport: new HttpClient({ policy: new CustomerTokenPolicy(tokens), baseUrl: options.baseUrl }),
    socket: socketIoFactory(options.socketUrl),
    storage: raw,
    fallbackStorage: browserStorage('sessionStorage'),
    plugins: options.plugins,
    navigate: options.navigate,
  })
}

function browserStorage(kind: 'localStorage' | 'sessionStorage'): StorageLike {
  try {
    return globalThis[kind]
  } catch {
    // Storage blocked by the browser: keep the visit working in memory.
    const items = new Map<string, string>()
    return {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    }
  }
}
