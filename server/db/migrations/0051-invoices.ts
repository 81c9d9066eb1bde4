import { sql, type Kysely } from 'kysely'

/**
 * Invoices and credit notes of paid orders: the owner's GST settings (`sites.invoice_settings`), one counter per site,
 * series and Indian financial year (`invoice_series`: the last number given; raised in the transaction that writes
 * the document, so numbers have no gap and no repeat), and the documents themselves with what they say, frozen when
 * they were made (`invoices.document`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sites').addColumn('invoice_settings', 'jsonb').execute()
  await db.schema
    .createTable('invoice_series')
    .addColumn('site_id', 'text', (col) => col.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('series', 'text', (col) => col.notNull().check(sql`series in ('invoice', 'credit-note')`))
    .addColumn('financial_year', 'text', (col) => col.notNull())
    .addColumn('last_number', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('invoice_series_pkey', ['site_id', 'series', 'financial_year'])
    .execute()
  await db.schema
    .createTable('invoices')
    .addColumn('id', 'text', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('site_id', 'text', (col) => col.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (col) => col.notNull())
    .addColumn('series', 'text', (col) => col.notNull())
    .addColumn('financial_year', 'text', (col) => col.notNull())
    .addColumn('number', 'integer', (col) => col.notNull())
    /** What makes the document (the order for an invoice, the refund for a credit note): made once. */
    .addColumn('source_key', 'text', (col) => col.notNull())
    .addColumn('document', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('invoices_number_once', ['site_id', 'series', 'financial_year', 'number'])
    .addUniqueConstraint('invoices_source_once', ['site_id', 'source_key'])
    .execute()
  await db.schema.createIndex('invoices_by_order').on('invoices').columns(['site_id', 'order_id']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invoices').execute()
  await db.schema.dropTable('invoice_series').execute()
  await db.schema.alterTable('sites').dropColumn('invoice_settings').execute()
}
