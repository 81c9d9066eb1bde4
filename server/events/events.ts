import type { Transaction } from 'kysely'
import type { DomainEvent, EventPayload, EventType } from '../../contract/events.js'
import type { Database } from '../db/schema.js'

/**
 * A database transaction that records events: `db` is the transaction (use
 * it for every query of the change), `emit` records an event of it. The
 * events are written to the outbox in the same transaction, just before it
 * commits, and handed to the dispatcher right after.
 */
export interface EventTransaction {
  readonly db: Transaction<Database>
  emit<Type extends EventType>(type: Type, payload: EventPayload<Type>): DomainEvent
}

/**
 * Receives every event, at least once (after a crash or a failed delivery it
 * may come again, from any process): it must be idempotent by `event.id`
 * (the realtime pushes are: the widget and the inbox keep messages and
 * orders by id). A handler that throws is retried later with the event.
 */
export interface Subscriber {
  /** Names it in logs (`'realtime'`, `'web-push'`, ...). */
  readonly name: string
  /**
   * Handed each committed event at once, before the others (the sockets: an open widget or inbox shows it now). The
   * others take the process's committed events a few at a time, so a burst of commits does not take every database
   * connection from the calls under way.
   */
  readonly live?: boolean
  handle(event: DomainEvent): void | Promise<void>
}

/**
 * `app.events`, decorated by the `events` plugin: how modules record events
 * and how subscribers hear them.
 *
 * @example
 * const order = await app.events.transaction(async (tx) => {
 *   const changed = await new OrderRepository(tx.db).save(...)
 *   tx.emit('order.changed', { siteId, customerId, order: toWireOrder(changed), action: 'advance' })
 *   return changed
 * })
 * app.events.subscribe({ name: 'audit', handle: (event) => log.info(event) })
 */
export interface Events {
  /** Runs `work` in one transaction; the events it emits are written in it and dispatched after the commit. */
  transaction<Result>(work: (tx: EventTransaction) => Promise<Result>): Promise<Result>
  /**
   * Hands events already written to the outbox by a committed statement of
   * the caller's own (`outboxSelect`, the chat's send) to the dispatcher.
   */
  committed(events: readonly DomainEvent[]): void
  /** Adds a subscriber; subscribe before the app is ready (the dispatcher starts then). */
  subscribe(subscriber: Subscriber): void
  /** How long a writer holds its events before any process may deliver them (`outboxSelect` needs it). */
  readonly leaseMs: number
}
