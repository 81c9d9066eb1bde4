type Handler = (payload: never) => void

/** The arguments of `emit` for an event: its payload, or none when it carries `undefined`. */
export type PayloadArgs<T> = [T] extends [undefined] ? [] : [T]

/**
 * A typed event emitter: `on` returns the unsubscribe, `emit` calls every
 * handler of that event with its payload. The socket bus is one; tests emit
 * into one as the server would.
 *
 * @example
 * const bus = new EventBus<{ lead: OwnerLeadEvent; reconnected: undefined }>()
 * const stop = bus.on('lead', (lead) => console.log(lead.customerId))
 * bus.emit('reconnected')
 * stop()
 */
export class EventBus<Events extends object> {
  private readonly handlers = new Map<keyof Events, Set<Handler>>()

  on<E extends keyof Events>(event: E, handler: (payload: Events[E]) => void): () => void {
    let set = this.handlers.get(event)
    if (!set) this.handlers.set(event, (set = new Set()))
    set.add(handler as Handler)
    return () => void set.delete(handler as Handler)
  }

  /** How many handlers listen to `event` now (tests check that a part unsubscribes). */
  listeners(event: keyof Events): number {
    return this.handlers.get(event)?.size ?? 0
  }

  emit<E extends keyof Events>(event: E, ...payload: PayloadArgs<Events[E]>): void {
    for (const handler of [...(this.handlers.get(event) ?? [])]) (handler as (value?: unknown) => void)(payload[0])
  }
}
