import { toRupees } from '../../../contract/pricing.js'
import { serverText } from '../../text/server-text.js'
import type { StoredOrder } from './order-details.js'

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** Paise as the chat shows them ('₹1,234.50'). */
export const formatPaise = (paise: number) => rupees.format(toRupees(paise))

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  )

/**
 * The confirmation of a new order (docs/product.md, 'States and transitions'), as a `component` message: its
 * items, total and status, in the text-only HTML component messages may
 * hold (`contract/component-html.ts`); every text escaped. The root names
 * the order (`data-order-id`): the widget places the order's actions (Pay)
 * under the message.
 *
 * @example
 * confirmationHtml(order)
 * // '<div data-order-id="KK-1001"><p><strong>Order KK-1001 confirmed</strong></p>
 * // <ul><li>Jaipuri Garam Masala · 100 g × 2: ₹333.90</li></ul>…'
 */
export function confirmationHtml(order: StoredOrder): string {
  const items = order.details.items
    .map(
      (item) => `<li>${escapeHtml(item.description)} × ${item.quantity}: ${escapeHtml(formatPaise(item.amount))}</li>`,
    )
    .join('')
  const shipping =
    order.details.shippingCost > 0
      ? `<p>${escapeHtml(serverText('orders.carrier'))}: ${escapeHtml(formatPaise(order.details.shippingCost))}</p>`
      : ''
  return (
    `<div data-order-id="${escapeHtml(order.orderId)}">` +
    `<p><strong>${escapeHtml(serverText('orders.confirmed', { orderId: order.orderId }))}</strong></p>` +
    `<ul>${items}</ul>${shipping}` +
    `<p>${escapeHtml(serverText('orders.total'))}: <strong>${escapeHtml(formatPaise(order.finalAmount))}</strong></p>` +
    `<p>${escapeHtml(serverText('orders.status'))}: ${escapeHtml(order.status)}</p></div>`
  )
}
