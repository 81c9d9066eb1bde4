import { sql, type Kysely } from 'kysely'

/**
 * Discount codes: the owner's codes per site (a code once per site, kept in capitals), how many times each was used,
 * and one redemption per checkout that used one (released when its orders are cancelled, giving the use back).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('discount_codes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('site_id', 'text', (col) => col.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('code', 'text', (col) => col.notNull())
    // The rule as the owner wrote it: kind, value, items and categories, minimum, dates, limits (contract codec).
    .addColumn('rule', 'jsonb', (col) => col.notNull())
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('use_limit', 'integer')
    .addColumn('uses', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('discount_codes_site_code', ['site_id', 'code'])
    .addCheckConstraint('discount_codes_uses_not_negative', sql`uses >= 0`)
    .execute()
  await db.schema
    .createTable('discount_redemptions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('site_id', 'text', (col) => col.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('code_id', 'text', (col) => col.notNull().references('discount_codes.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('checkout_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('released_at', 'timestamptz')
    .execute()
  await db.schema
    .createIndex('discount_redemptions_by_customer')
    .on('discount_redemptions')
    .columns(['code_id', 'customer_id'])
    .execute()
  await db.schema
    .createIndex('discount_redemptions_by_checkout')
    .on('discount_redemptions')
    .columns(['site_id', 'checkout_id'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('discount_redemptions').execute()
  await db.schema.dropTable('discount_codes').execute()
}
