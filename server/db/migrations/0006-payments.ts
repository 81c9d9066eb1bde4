import { sql, type Kysely } from 'kysely'
import { demoManualPayment } from '../seed/demo-payment.js'

/**
 * Payments.
 *
 * - `payments` rows become payment attempts: the milestone they pay, a
 *   manual payment's reference (UTR) and screenshot, and a refund flag for a
 *   payment that arrived for a cancelled (or already paid) order. Status
 *   only moves forward: created | reported → paid | failed → paid, and
 *   paid / refund_required are final.
 * - `payment_events`: the webhook events already applied (idempotency by
 *   the gateway's event id).
 * - The offline sandbox gateway's own books: the orders it was asked to
 *   create and the payments made in its test dialog, standing for what
 *   Razorpay keeps on its side, so the reconciler asks both the same way.
 * - The demo site gets its manual payment details (the seeder sets them on
 *   a new database).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const now = (col: any) => col.notNull().defaultTo(sql`now()`)

  await db.schema
    .alterTable('payments')
    .addColumn('milestone_id', 'text')
    .addColumn('reference', 'text')
    .addColumn('screenshot_url', 'text')
    .addColumn('needs_refund', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', now)
    .execute()
  await db.schema
    .createIndex('payments_gateway_order')
    .on('payments')
    .columns(['gateway', 'gateway_order_id'])
    .unique()
    .execute()
  await db.schema.createIndex('payments_pending').on('payments').columns(['status', 'created_at']).execute()

  await db.schema
    .createTable('payment_events')
    .addColumn('site_id', 'text', (col) => col.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('event_id', 'text', (col) => col.notNull())
    .addColumn('received_at', 'timestamptz', now)
    .addPrimaryKeyConstraint('payment_events_pkey', ['site_id', 'event_id'])
    .execute()

  await db.schema
    .createTable('sandbox_orders')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('receipt', 'text', (col) => col.notNull())
    .addColumn('notes', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', now)
    .execute()
  await db.schema
    .createTable('sandbox_payments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) => col.notNull().references('sandbox_orders.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', now)
    .execute()
  await db.schema.createIndex('sandbox_payments_order').on('sandbox_payments').column('order_id').execute()

  await sql`update sites set payment_settings = ${JSON.stringify({ manual: demoManualPayment })}::jsonb
    where subdomain = 'demo' and payment_settings = '{}'::jsonb`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sandbox_payments').execute()
  await db.schema.dropTable('sandbox_orders').execute()
  await db.schema.dropTable('payment_events').execute()
  await db.schema.dropIndex('payments_pending').execute()
  await db.schema.dropIndex('payments_gateway_order').execute()
  await db.schema
    .alterTable('payments')
    .dropColumn('milestone_id')
    .dropColumn('reference')
    .dropColumn('screenshot_url')
    .dropColumn('needs_refund')
    .dropColumn('updated_at')
    .execute()
}
