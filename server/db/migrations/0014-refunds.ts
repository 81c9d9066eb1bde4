import type { Kysely } from 'kysely'

/**
 * Refunds, per payment attempt: how the money went back (`gateway` through
 * the gateway's refund API, `upi` by the owner with a reference), the
 * gateway's refund id, and where it is (`pending` until the gateway says
 * `processed` or `failed`). A refunded attempt has status `refunded`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('payments')
    .addColumn('refund_method', 'text')
    .addColumn('refund_status', 'text')
    .addColumn('refund_reference', 'text')
    .addColumn('gateway_refund_id', 'text')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('payments')
    .dropColumn('refund_method')
    .dropColumn('refund_status')
    .dropColumn('refund_reference')
    .dropColumn('gateway_refund_id')
    .execute()
}
