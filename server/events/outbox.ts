import { randomUUID } from 'node:crypto'
import { sql, type Kysely, type RawBuilder } from 'kysely'
import {
  decodeEventPayload,
  type DomainEvent,
  type EventOf,
  type EventPayload,
  type EventType,
} from '../../contract/events.js'
import { json, type Database } from '../db/schema.js'

/**
 * A new event of `type`, with its id (made here, so the writer can hand it to
 * its dispatcher right after the commit without reading it back). The payload
 * is typed by the event map of `contract/events.ts` and checked against its
 * codec here: a payload that is not what the map says throws, naming its
 * fields, before anything is recorded.
 *
 * @example
 * const event = newEvent('lead.received', { siteId, lead })
 */
export function newEvent<Type extends EventType>(
  type: Type,
  payload: EventPayload<Type>,
  now = new Date(),
): EventOf<Type> {
  const checked = decodeEventPayload(type, payload)
  if (!checked.ok) {
    const fields = checked.errors.map((error) => `${error.path} (${error.message})`).join(', ')
    throw new TypeError(`A '${type}' event was refused: ${fields}`)
  }
  return { id: randomUUID(), type, payload, occurredAt: now.toISOString() } as EventOf<Type>
}

/**
 * An outbox row as its subscribers get it, its payload decoded by the event map (a row written by an older
 * version that no longer decodes is an error the dispatcher logs and retries, never a wrong shape handed on).
 */
export function storedEvent(row: { id: string; type: string; payload: unknown; createdAt: Date }): DomainEvent {
  const type = row.type as EventType
  const decoded = decodeEventPayload(type, row.payload)
  if (!decoded.ok) throw new TypeError(`The stored '${row.type}' event ${row.id} does not decode`)
  const occurredAt = new Date(row.createdAt).toISOString()
  return { id: row.id, type, payload: decoded.value, occurredAt } as DomainEvent
}

/** `now() + leaseMs`, in the database's clock (every process compares leases with that one clock). */
export const leaseFromNow = (leaseMs: number): RawBuilder<Date> =>
  sql<Date>`now() + ${leaseMs} * interval '1 millisecond'`

/**
 * Inserts `events` into the outbox (one statement), leased to the writer
 * for `leaseMs`: until then only the writer delivers them (right after its
 * commit); after, any process's poll may. Call it with the transaction of
 * the change the events record.
 */
export async function insertEvents(
  trx: Kysely<Database>,
  events: readonly DomainEvent[],
  leaseMs: number,
): Promise<void> {
  if (events.length === 0) return
  await trx
    .insertInto('outboxEvents')
    .values(
      events.map((event) => ({
        id: event.id,
        type: event.type,
        siteId: event.payload.siteId,
        payload: json(event.payload),
        createdAt: event.occurredAt,
        leaseUntil: leaseFromNow(leaseMs),
      })),
    )
    .execute()
}

/**
 * The columns `outboxSelect` fills, in its order:
 * `insert into outbox_events ${OUTBOX_COLUMNS} select ${outboxSelect(event)} from ...`.
 */
export const OUTBOX_COLUMNS = sql`(id, type, site_id, payload, created_at, lease_until)`

/**
 * The select list of one outbox row, for a statement that inserts the event
 * only when its change happened (a common table expression selecting from
 * the change's `returning` rows): the chat's send stores the message and its
 * event in one statement.
 */
export function outboxSelect(event: DomainEvent, leaseMs: number): RawBuilder<unknown> {
  const payload = sql`${json(event.payload)}::jsonb`
  const lease = leaseFromNow(leaseMs)
  const site = event.payload.siteId
  return sql`${event.id}, ${event.type}, ${site}, ${payload}, ${event.occurredAt}::timestamptz, ${lease}`
}
