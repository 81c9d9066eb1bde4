import type { OwnerLeadEvent, OwnerMessageEvent, OwnerOrderEvent, OwnerReadEvent } from '../../contract/owner-inbox'
import type { OwnerLive } from './owner-api'

/** Payload of each `OwnerLive` event (`reconnected` has none). */
export interface OwnerEventMap {
  message: OwnerMessageEvent
  read: OwnerReadEvent
  order: OwnerOrderEvent
  lead: OwnerLeadEvent
  reconnected: undefined
}
export type OwnerEventName = keyof OwnerEventMap

type Handler = (payload: never) => void

/**
 * The owner app's live events: the parts subscribe (`on`, which returns the
 * unsubscribe), the socket (owner-socket.ts) emits already-decoded events
 * into it. One object for the app's lifetime, whether or not a socket is
 * open (it opens after sign-in), so the panels can subscribe at any time.
 * Tests emit into it as the server would.
 *
 * @example
 * const live = new OwnerEvents()
 * const stop = live.on('message', ({ customerId }) => console.log(customerId))
 * live.emit('message', { customerId: 'c1', message })
 * stop()
 */
export class OwnerEvents implements OwnerLive {
  private readonly handlers = new Map<OwnerEventName, Set<Handler>>()

  on(event: 'message', handler: (event: OwnerMessageEvent) => void): () => void
  on(event: 'read', handler: (event: OwnerReadEvent) => void): () => void
  on(event: 'order', handler: (event: OwnerOrderEvent) => void): () => void
  on(event: 'lead', handler: (event: OwnerLeadEvent) => void): () => void
  on(event: 'reconnected', handler: () => void): () => void
  on(event: OwnerEventName, handler: Handler): () => void {
    let set = this.handlers.get(event)
    if (!set) this.handlers.set(event, (set = new Set()))
    set.add(handler)
    return () => void set.delete(handler)
  }

  emit<E extends OwnerEventName>(event: E, ...payload: OwnerEventMap[E] extends undefined ? [] : [OwnerEventMap[E]]): void {
    for (const handler of [...(this.handlers.get(event) ?? [])]) (handler as (value?: unknown) => void)(payload[0])
  }
}
