import { sql, type Kysely } from 'kysely'

/**
 * Quotes: an owner's answer to an enquiry, which the customer accepts (making
 * the order) or declines.
 *
 * - `lines`: jsonb list of `{ itemId, optionId, name, quantity, unitPrice, kind }`,
 *   prices in paise, all taxes included.
 * - `valid_until`: the last day (YYYY-MM-DD, Indian time) it may be accepted.
 * - `status`: open, accepted or declined (expired is read from `valid_until`).
 * - `order_ids`: the human ids of the orders its acceptance made.
 * - `quote_number`: per site, from the same sequence idea as orders ('Q-1001').
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('quotes')
    .addColumn('id', 'text', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('site_id', 'text', (col) => col.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('quote_number', 'text', (col) => col.notNull())
    .addColumn('lines', 'jsonb', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('valid_until', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
    .addColumn('order_ids', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('quotes_site_customer').on('quotes').columns(['site_id', 'customer_id']).execute()
  await db.schema.createIndex('quotes_site_number').on('quotes').columns(['site_id', 'quote_number']).unique().execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('quotes').execute()
}
