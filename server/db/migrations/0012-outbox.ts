import { sql, type Kysely } from 'kysely'

/**
 * The outbox of domain events (server/events/).
 *
 * - `outbox_events`: one row per event, inserted in the transaction (or the
 *   statement) of the change it records. The id is made by the writer, so it
 *   can hand the event to its own dispatcher right after the commit.
 *   `lease_until`: until then, the process holding the event (its writer, or
 *   the poller that claimed it) delivers it; after, any process may claim it
 *   again (so a crashed process's events are delivered by the others).
 *   `delivered_at`: null while the event waits; `attempts` and `last_error`
 *   count and explain failed deliveries.
 * - `outbox_events_pending`: only the events still to deliver (a partial
 *   index, small while delivery keeps up), in lease order, for the poll.
 * - `outbox_events_delivered`: delivered events by time, for the sweep that
 *   deletes old ones.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('outbox_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('site_id', 'text')
    .addColumn('payload', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('lease_until', 'timestamptz', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .execute()
  await db.schema
    .createIndex('outbox_events_pending')
    .on('outbox_events')
    .columns(['lease_until', 'created_at'])
    .where(sql.ref('delivered_at'), 'is', null)
    .execute()
  await db.schema
    .createIndex('outbox_events_delivered')
    .on('outbox_events')
    .column('delivered_at')
    .where(sql.ref('delivered_at'), 'is not', null)
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbox_events').execute()
}
