import { CART_UPDATED_EVENT, CartUpdatedEvent } from '../../../contract/cart'
import type { ChatEngine } from '../../engine/chat-engine'
import { LOCAL_CART_KEY } from './local-cart'

/**
 * What the cart follows outside itself, until the returned stop: the server cart changed (another tab or device, a
 * checkout), the page going away (a quantity changed just before still reaches the server), and another tab's local
 * cart (every tab shows the one local cart; a null key: another tab cleared the storage).
 */
export function followCartOutside(
  engine: ChatEngine,
  cart: { serverChanged(): void; leaving(): void; localChanged(): void },
): () => void {
  const stopPushes = engine.realtime.subscribe(CART_UPDATED_EVENT, CartUpdatedEvent, () => cart.serverChanged())
  return listenToPage(stopPushes, {
    pagehide: () => cart.leaving(),
    storage: (event) => {
      if (event.key === LOCAL_CART_KEY || event.key === null) cart.localChanged()
    },
  })
}

/** Listens to window events while there is a window (not during SSR); returns the way to stop them and `stop`. */
function listenToPage(
  stop: () => void,
  handlers: { pagehide: () => void; storage: (event: StorageEvent) => void },
): () => void {
  if (typeof window === 'undefined') return stop
  window.addEventListener('pagehide', handlers.pagehide)
  window.addEventListener('storage', handlers.storage)
  return () => {
    stop()
    window.removeEventListener('pagehide', handlers.pagehide)
    window.removeEventListener('storage', handlers.storage)
  }
}
