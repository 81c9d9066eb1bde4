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
