import { sql, type Kysely } from 'kysely'

/**
 * E-mail to owners (sent only when `SMTP_URL` is set).
 *
 * - `owner_email_settings`: an owner's address and what they chose to get
 *   (an e-mail per new order, a daily digest); no row: nothing.
 * - `email_sends`: which event each owner was e-mailed about, so an event
 *   delivered again (after a crash, or by another process) is sent once.
 * - `email_digests`: the daily digest of a site, one row per local day,
 *   taken by the one process that sends it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('owner_email_settings')
    .addColumn('owner_id', 'text', (col) => col.primaryKey().references('site_owners.id').onDelete('cascade'))
    .addColumn('site_id', 'text', (col) => col.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('address', 'text')
    .addColumn('new_orders', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('daily_digest', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute()
  await db.schema.createIndex('owner_email_settings_site').on('owner_email_settings').columns(['site_id']).execute()
  await db.schema
    .createTable('email_sends')
    .addColumn('event_id', 'text', (col) => col.notNull())
    .addColumn('owner_id', 'text', (col) => col.notNull().references('site_owners.id').onDelete('cascade'))
    .addColumn('sent_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('email_sends_pk', ['event_id', 'owner_id'])
    .execute()
  await db.schema
    .createTable('email_digests')
    .addColumn('site_id', 'text', (col) => col.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('email_digests_pk', ['site_id', 'day'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['email_digests', 'email_sends', 'owner_email_settings'])
    await db.schema.dropTable(table).execute()
}
