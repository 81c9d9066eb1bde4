import { orderView } from '../../../contract/order-status'
import type { Order } from '../../../contract/orders'
import type { WidgetSettings } from '../../../contract/page'

/**
 * Whether an order is offered 'Pay' (docs/product.md): payment is switched on in the
 * widget settings, and the order's one status model (`orderView`) has something due:
 * never on a cancelled order, nor one whose money is being refunded.
 *
 * @example
 * offersPay({ payment: { isEnabled: true, selectedGatewayId: 'sandbox' } }, order)
 * // true for an Active order with a Pending milestone
 */
export function offersPay(settings: Pick<WidgetSettings, 'payment'>, order: Order): boolean {
  return settings.payment?.isEnabled === true && orderView(order).due !== null
}
