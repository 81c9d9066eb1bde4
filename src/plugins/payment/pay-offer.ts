import type { Order } from '../../../contract/orders'
import type { WidgetSettings } from '../../../contract/page'

/**
 * Whether an order is offered 'Pay' (docs/product.md): payment is switched on in the
 * widget settings, the order is not Cancelled, and a milestone is Pending.
 *
 * @example
 * offersPay({ payment: { isEnabled: true, selectedGatewayId: 'sandbox' } }, order)
 * // true for an Active order with a Pending milestone
 */
export function offersPay(
  settings: Pick<WidgetSettings, 'payment'>,
  order: Pick<Order, 'status' | 'paymentMilestones'>,
): boolean {
  return (
    settings.payment?.isEnabled === true &&
    order.status !== 'Cancelled' &&
    order.paymentMilestones.some((milestone) => milestone.status === 'Pending')
  )
}
