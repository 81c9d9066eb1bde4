import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { HttpError } from '../../http/errors.js'
import type { RequestCustomer } from '../../identity/customer.js'
import { serverText } from '../../text/server-text.js'
import { OrderRepository, type StoredOrder } from '../order/index.js'
import { PaymentRepository } from './payment-repository.js'

/**
 * The milestone a payment of `order` pays: its first Pending one; 409 for a cancelled order or one with nothing left to
 * pay.
 */
export function payableMilestone(order: StoredOrder) {
  if (order.status === 'Cancelled')
    throw new HttpError(409, serverText('payment.orderClosed', { status: order.status.toLowerCase() }), 'ORDER_CLOSED')
  const milestone = order.details.paymentMilestones.find((candidate) => candidate.status === 'Pending')
  if (!milestone) throw new HttpError(409, serverText('payment.nothingToPay'), 'NOTHING_TO_PAY')
  return milestone
}

/**
 * What one payment of a whole checkout pays: the first Pending milestone of each of its `orders` still open (cancelled
 * and paid orders are left out). 404 when the checkout is not the customer's, 409 when nothing of it is left to pay.
 */
export function checkoutParts(
  orders: readonly StoredOrder[],
): { order: StoredOrder; milestoneId: string; amount: number }[] {
  if (orders.length === 0) throw new HttpError(404, serverText('orders.notFound'), 'NOT_FOUND')
  const parts = orders.flatMap((order) => {
    const milestone = order.details.paymentMilestones.find((candidate) => candidate.status === 'Pending')
    return order.status === 'Cancelled' || !milestone
      ? []
      : [{ order, milestoneId: milestone.id, amount: milestone.amount }]
  })
  if (parts.length === 0) throw new HttpError(409, serverText('payment.nothingToPay'), 'NOTHING_TO_PAY')
  return parts
}

/**
 * Starts a payment of one of the customer's orders: locks the order (404 when it is not theirs), finds the milestone
 * it pays (`payableMilestone`) and records the attempt for its amount, `created` at a gateway or `reported` by hand.
 */
export async function startMilestonePayment(
  trx: Kysely<Database>,
  customer: RequestCustomer,
  orderId: string,
  attempt: Pick<Parameters<PaymentRepository['insert']>[0], 'gateway' | 'status' | 'reference' | 'screenshotUrl'>,
) {
  const order = await new OrderRepository(trx).lock({ siteId: customer.siteId, customerId: customer.id }, orderId)
  if (!order) throw new HttpError(404, serverText('orders.notFound'), 'NOT_FOUND')
  const milestone = payableMilestone(order)
  const payment = await new PaymentRepository(trx).insert({
    siteId: customer.siteId,
    customerId: customer.id,
    orderId: order.id,
    milestoneId: milestone.id,
    amount: milestone.amount,
    ...attempt,
  })
  return { order, milestone, payment }
}
