import type { Kysely } from 'kysely'

/**
 * Partial refunds in the sandbox gateway, as Razorpay allows them: a captured
 * payment keeps what has gone back (`amount_refunded`) and becomes `refunded`
 * once all of it has. A checkout's payment is refunded one order's share at a
 * time (each share is a `payments` row of its order, written when the
 * checkout's payment is credited: no column of its own).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sandbox_payments')
    .addColumn('amount_refunded', 'integer', (column) => column.notNull().defaultTo(0))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sandbox_payments').dropColumn('amount_refunded').execute()
}
