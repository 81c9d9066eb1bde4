import { HttpError } from '../../http/errors.js'
import { serverText } from '../../text/server-text.js'
import type { StoredOrder } from '../order/index.js'

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
