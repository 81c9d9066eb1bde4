import type { OwnerLeadEvent, OwnerMessageEvent, OwnerOrderEvent, OwnerReadEvent } from '../../../../contract/owner-inbox'
import type { OwnerLive } from '../../owner-api'

interface LiveEvents {
  message: OwnerMessageEvent
  read: OwnerReadEvent
  order: OwnerOrderEvent
  lead: OwnerLeadEvent
  reconnected: undefined
}
type LiveName = keyof LiveEvents

/**
 * An `OwnerLive` for tests: `emit` hands an event to every handler listening
 * to it now; `listeners(name)` says how many there are (to check that a
 * panel unsubscribes). Test code only.
 *
 * @example
 * const live = new FakeLive()
 * act(() => live.emit('order', { customerId: 'cust-1', order }))
 */
export class FakeLive implements OwnerLive {
  private readonly handlers = new Map<LiveName, Set<(event: never) => void>>()

  on(event: 'message', handler: (event: OwnerMessageEvent) => void): () => void
  on(event: 'read', handler: (event: OwnerReadEvent) => void): () => void
  on(event: 'order', handler: (event: OwnerOrderEvent) => void): () => void
  on(event: 'lead', handler: (event: OwnerLeadEvent) => void): () => void
  on(event: 'reconnected', handler: () => void): () => void
  on(event: LiveName, handler: (event: never) => void): () => void {
    const set = this.handlers.get(event) ?? new Set()
    set.add(handler)
    this.handlers.set(event, set)
    return () => set.delete(handler)
  }

  emit<N extends LiveName>(event: N, ...payload: LiveEvents[N] extends undefined ? [] : [LiveEvents[N]]): void {
    for (const handler of [...(this.handlers.get(event) ?? [])]) (handler as (event: LiveEvents[N] | undefined) => void)(payload[0])
  }

  listeners(event: LiveName): number {
    return this.handlers.get(event)?.size ?? 0
  }
}
