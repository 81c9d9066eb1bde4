import { sql, type Kysely } from 'kysely'

/**
 * Webhooks (server/modules/webhooks/).
 *
 * - `webhook_endpoints`: a site's endpoint URLs, the events each asks for
 *   (a jsonb array of names), its signing secret sealed with the
 *   installation's key, and whether it is on. `failing_since`: its
 *   deliveries fail since then (null: the last one went through); after a
 *   day it is switched off (`disabled_reason` 'failing').
 * - `webhook_deliveries`: one row per endpoint and event (unique: a second
 *   delivery of the event to the subscriber adds nothing), sent in `seq`
 *   order per endpoint. `lease_until`: the process sending it holds it until
 *   then (claimed with `FOR UPDATE SKIP LOCKED`); `next_attempt_at`: when a
 *   failed one is tried again. `response_code`, `error`: the last attempt's.
 * - `webhook_deliveries_pending`: only what is still to send, per endpoint
 *   in order, for the sender's claim.
 *
 * And business events in the conversation (the same release): an order or
 * payment message the system writes is `kind` 'event' with its `event`
 * (`{ name, orderId }`, contract/chat.ts), shown as an event, never as the
 * owner's words. It is unread for the owner until the conversation is
 * opened: `owner_read_at` (its `read_at` stays the customer's), with the
 * partial index `messages_events_unread_by_owner` beside the customers'.
 * Event messages stored before are found by their fixed wording (the
 * English texts of that time) and marked read by the owner.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', 'text', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('site_id', 'text', (col) => col.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('events', 'jsonb', (col) => col.notNull())
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('disabled_reason', 'text')
    .addColumn('failing_since', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('webhook_endpoints_site').on('webhook_endpoints').column('site_id').execute()
  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'text', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('seq', 'bigserial', (col) => col.notNull())
    .addColumn('endpoint_id', 'text', (col) => col.notNull().references('webhook_endpoints.id').onDelete('cascade'))
    .addColumn('site_id', 'text', (col) => col.notNull())
    .addColumn('event_id', 'text', (col) => col.notNull())
    .addColumn('event_type', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('lease_until', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_attempt_at', 'timestamptz')
    .addColumn('response_code', 'integer')
    .addColumn('error', 'text')
    .addUniqueConstraint('webhook_deliveries_event', ['endpoint_id', 'event_id'])
    .execute()
  await db.schema
    .createIndex('webhook_deliveries_pending')
    .on('webhook_deliveries')
    .columns(['endpoint_id', 'seq'])
    .where(sql.ref('status'), '=', 'pending')
    .execute()
  await db.schema
    .createIndex('webhook_deliveries_log')
    .on('webhook_deliveries')
    .columns(['endpoint_id', 'created_at'])
    .execute()
  await eventMessages(db)
}

/** The wording of each event message stored before this migration, as a LIKE pattern. */
const PAST_EVENTS: [name: string, like: string][] = [
  ['placed', '<div data-order-id=%'],
  ['cancelledByBusiness', 'Your order % has been cancelled by %'],
  ['cancelledByCustomer', 'Your order % has been cancelled.'],
  ['advanced', 'Update on your order %: %'],
  ['completed', 'Your order % is complete. Thank you!'],
  ['paymentReported', 'Thanks! We have your payment reference % for order %'],
  ['paymentReceived', 'Payment of % received for your order %'],
  ['refund', 'We received % for your order %'],
  ['refund', 'A refund of % for your order %'],
  ['refund', 'The refund of % for your order %'],
  ['refund', 'Refunded % for your order %'],
]

async function eventMessages(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('messages').addColumn('event', 'jsonb').addColumn('owner_read_at', 'timestamptz').execute()
  for (const [name, like] of PAST_EVENTS) {
    const orderId = sql`coalesce(
      substring(message from 'data-order-id="([^"]+)"'),
      substring(message from 'order ([A-Za-z0-9-]+)')
    )`
    await sql`
      update messages set kind = 'event', owner_read_at = created_at,
        event = jsonb_build_object('name', ${name}::text, 'orderId', ${orderId})
      where sender = 'system' and kind is null and message like ${like}
        and ${orderId} is not null
    `.execute(db)
  }
  await db.schema
    .createIndex('messages_events_unread_by_owner')
    .on('messages')
    .columns(['site_id', 'customer_id'])
    .where(sql.ref('kind'), '=', 'event')
    .where(sql.ref('owner_read_at'), 'is', null)
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('messages_events_unread_by_owner').execute()
  await sql`update messages set kind = null where kind = 'event'`.execute(db)
  await db.schema.alterTable('messages').dropColumn('event').dropColumn('owner_read_at').execute()
  await db.schema.dropTable('webhook_deliveries').execute()
  await db.schema.dropTable('webhook_endpoints').execute()
}
