import { sql, type Kysely } from 'kysely'

/**
 * The forgotten-cart reminder: the shop's delay (`sites.cart_reminder_hours`, null: off), and one row per reminder
 * sent, keyed by the cart's last change so that the same cart is never reminded twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sites')
    .addColumn('cart_reminder_hours', 'integer', (col) =>
      col.check(sql`cart_reminder_hours is null or cart_reminder_hours between 1 and 48`),
    )
    .execute()
  await db.schema
    .createTable('cart_reminders')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('site_id', 'text', (col) => col.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('cart_changed_at', 'timestamptz', (col) => col.notNull())
    .addColumn('sent_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('cart_reminders_once_per_cart', ['site_id', 'customer_id', 'cart_changed_at'])
    .execute()
  await db.schema.createIndex('cart_reminders_by_site').on('cart_reminders').columns(['site_id', 'sent_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cart_reminders').execute()
  await db.schema.alterTable('sites').dropColumn('cart_reminder_hours').execute()
}
