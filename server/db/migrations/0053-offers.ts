import { sql, type Kysely } from 'kysely'

/**
 * Offers to customers who asked for them: the customer's opt-in (`customers.offers_opted_in_at`, null: not opted in,
 * or unsubscribed), the owner's offers (one row each, with what it carried), and one row per customer an offer
 * reached, with when they opened it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customers').addColumn('offers_opted_in_at', 'timestamptz').execute()
  await db.schema
    .createTable('offers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('site_id', 'text', (col) => col.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('photo', 'text')
    .addColumn('item_id', 'text')
    .addColumn('item_name', 'text')
    .addColumn('code', 'text')
    .addColumn('sent_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('offers_by_site').on('offers').columns(['site_id', 'sent_at']).execute()
  await db.schema
    .createTable('offer_recipients')
    .addColumn('offer_id', 'text', (col) => col.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('site_id', 'text', (col) => col.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('opened_at', 'timestamptz')
    .addPrimaryKeyConstraint('offer_recipients_pkey', ['offer_id', 'customer_id'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('offer_recipients').execute()
  await db.schema.dropTable('offers').execute()
  await db.schema.alterTable('customers').dropColumn('offers_opted_in_at').execute()
}
