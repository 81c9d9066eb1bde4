import { sql, type Kysely } from 'kysely'

/**
 * Web push.
 *
 * - `push_subscriptions`: one row per device and site (its Push API
 *   endpoint, unique per site), an owner's (`owner_id`) or a customer's
 *   (`customer_id`), never both; removed when the push service answers 404
 *   or 410, at logout, or with its owner or customer.
 * - `owner_push_settings`: an owner's choices (the kinds pushed, quiet
 *   hours); no row: every kind, no quiet hours.
 * - `push_sends`: which event each device was sent (so an event delivered
 *   again, after a crash or from another process, is not pushed twice);
 *   rows older than a day are deleted.
 * - `push_buzzes`: when each device last buzzed for a conversation or an
 *   order (`tag`), so it buzzes at most once a minute per tag.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('site_id', 'text', (col) => col.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('owner_id', 'text', (col) => col.references('site_owners.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (col) => col.references('customers.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (col) => col.notNull())
    .addColumn('p256dh', 'text', (col) => col.notNull())
    .addColumn('auth', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('push_subscriptions_one_holder', sql`(owner_id is null) <> (customer_id is null)`)
    .addUniqueConstraint('push_subscriptions_site_endpoint', ['site_id', 'endpoint'])
    .execute()
  await db.schema.createIndex('push_subscriptions_owner').on('push_subscriptions').columns(['owner_id']).execute()
  await db.schema.createIndex('push_subscriptions_customer').on('push_subscriptions').columns(['customer_id']).execute()
  await db.schema
    .createTable('owner_push_settings')
    .addColumn('owner_id', 'text', (col) => col.primaryKey().references('site_owners.id').onDelete('cascade'))
    .addColumn('kinds', 'jsonb', (col) => col.notNull())
    .addColumn('quiet_hours', 'jsonb')
    .execute()
  await db.schema
    .createTable('push_sends')
    .addColumn('subscription_id', 'text', (col) =>
      col.notNull().references('push_subscriptions.id').onDelete('cascade'),
    )
    .addColumn('event_id', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('push_sends_pk', ['subscription_id', 'event_id'])
    .execute()
  await db.schema.createIndex('push_sends_sent_at').on('push_sends').columns(['sent_at']).execute()
  await db.schema
    .createTable('push_buzzes')
    .addColumn('subscription_id', 'text', (col) =>
      col.notNull().references('push_subscriptions.id').onDelete('cascade'),
    )
    .addColumn('tag', 'text', (col) => col.notNull())
    .addColumn('buzzed_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('push_buzzes_pk', ['subscription_id', 'tag'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['push_buzzes', 'push_sends', 'owner_push_settings', 'push_subscriptions'])
    await db.schema.dropTable(table).execute()
}
