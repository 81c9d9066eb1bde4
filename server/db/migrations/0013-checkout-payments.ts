import type { Kysely } from 'kysely'

/**
 * Paying a whole checkout at once.
 *
 * - `orders.checkout_id`: the orders one Create Order made share it (null for orders made before), so the customer can
 *   pay them together.
 * - `payments.checkout_id`: a payment of a whole checkout (an online gateway order or a reported UPI payment of the
 *   sum); its `order_id` is the first order's and its `milestone_id` is null.
 * - `payment_parts`: what such a payment credits: one milestone (and its amount) of each order of the checkout. The
 *   ledger credits every part in one transaction, or none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('checkout_id', 'text').execute()
  await db.schema.createIndex('orders_checkout').on('orders').columns(['site_id', 'checkout_id']).execute()
  await db.schema.alterTable('payments').addColumn('checkout_id', 'text').execute()
  await db.schema
    .createTable('payment_parts')
    .addColumn('payment_id', 'text', (col) => col.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('site_id', 'text', (col) => col.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('milestone_id', 'text', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('payment_parts_pkey', ['payment_id', 'order_id'])
    .execute()
  await db.schema.createIndex('payment_parts_order').on('payment_parts').columns(['site_id', 'order_id']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_parts').execute()
  await db.schema.alterTable('payments').dropColumn('checkout_id').execute()
  await db.schema.dropIndex('orders_checkout').execute()
  await db.schema.alterTable('orders').dropColumn('checkout_id').execute()
}
