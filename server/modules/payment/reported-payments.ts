import type { Kysely } from 'kysely'
import type { Order } from '../../../contract/orders.js'
import type { OwnerCustomerOrder, ReportedPayment } from '../../../contract/owner-inbox.js'
import { toRupees } from '../../../contract/pricing.js'
import type { Database } from '../../db/schema.js'
import { PaymentRepository, type PaymentAttempt } from './payment-repository.js'

/**
 * Orders as the owner sees them beside a conversation: each with the manual
 * payments (docs/product.md, 'Roles and permissions') its customer reported and the owner has not confirmed yet
 * (payment attempts with status 'reported'), oldest first; amounts in
 * rupees like the order's milestones.
 *
 * @example
 * await withReportedPayments(app.db, site.id, [toWireOrder(order)])
 * // [{ ...order, reportedPayments: [{ milestoneId: 'm1', reference: 'UTR123', amount: 499, ... }] }]
 */
export async function withReportedPayments(
  db: Kysely<Database>,
  siteId: string,
  orders: readonly Order[],
): Promise<OwnerCustomerOrder[]> {
  const reported = await new PaymentRepository(db).reportedForOrders(
    siteId,
    orders.map((order) => order._id),
  )
  return orders.map((order) => ({
    ...order,
    reportedPayments: reported.filter((attempt) => attempt.orderId === order._id).map(toReportedPayment),
  }))
}

/** The site's orders (`_id`) with a manual payment the owner has not confirmed yet: they need the owner's action. */
export function ordersWithReports(db: Kysely<Database>, siteId: string): Promise<string[]> {
  return new PaymentRepository(db).ordersWithReports(siteId)
}

function toReportedPayment(attempt: PaymentAttempt): ReportedPayment {
  return {
    milestoneId: attempt.milestoneId ?? '',
    reference: attempt.reference ?? '',
    screenshotUrl: attempt.screenshotUrl,
    amount: toRupees(attempt.amount),
    reportedAt: attempt.createdAt.toISOString(),
  }
}
