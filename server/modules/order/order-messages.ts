import { formatPaise, localeOf } from '../../../contract/format.js'
import type { Language } from '../../../contract/language.js'
import { serverText, type ServerTextKey } from '../../text/server-text.js'
import type { ServiceSlot } from '../../../contract/service-slot.js'
import type { StoredOrder } from './order-details.js'

/** Paise as the chat shows them ('₹1,234.50'): the formatter the widget and the owner app use too. */
export { formatPaise }

/** The key of each order status's word in the customer's language (`Cancelled` → 'रद्द' in Hindi). */
export const STATUS_KEYS = {
  Draft: 'orders.statusDraft',
  Active: 'orders.statusActive',
  Completed: 'orders.statusCompleted',
  Cancelled: 'orders.statusCancelled',
} as const

const SLOT_KEYS = {
  morning: 'orders.slotMorning',
  afternoon: 'orders.slotAfternoon',
  evening: 'orders.slotEvening',
} as const

/**
 * A preferred date and slot as the chat and the owner read it.
 *
 * @example
 * slotText({ date: '2026-12-01', slot: 'morning' }) // 'Tue, 1 Dec 2026, Morning (9 am–12 pm)'
 */
export function slotText(slot: ServiceSlot, language: Language = 'en'): string {
  const day = new Intl.DateTimeFormat(localeOf(language), {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(`${slot.date}T00:00:00Z`))
  return `${day}, ${serverText(SLOT_KEYS[slot.slot], {}, language)}`
}

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  )

/**
 * What a new order waits for, as its message in the chat says: the payment while any of it is due (nothing is paid
 * when an order is placed: an online payment, a UPI transfer the customer reports or cash all come after), else the
 * business's confirmation. Never 'confirmed': the business has not seen the order yet.
 *
 * @example
 * placedKey({ finalAmount: 43390, paymentStatus: 'Pending' }) // 'orders.placedAwaitingPayment'
 */
export function placedKey(order: Pick<StoredOrder, 'finalAmount' | 'paymentStatus'>): ServerTextKey {
  return order.paymentStatus !== 'Paid' && order.finalAmount > 0
    ? 'orders.placedAwaitingPayment'
    : 'orders.placedAwaitingConfirmation'
}

/**
 * The message a new order gets in the chat (docs/product.md, 'States and transitions'), as a `component` message:
 * that it is placed and what it waits for (`placedKey`), its items, delivery, discount code and total, in `language`,
 * in the text-only HTML
 * component messages may hold (`contract/component-html.ts`); every text escaped. The root names the order
 * (`data-order-id`): the widget places the order's actions (Pay) under the message.
 *
 * @example
 * confirmationHtml(order)
 * // '<div data-order-id="KK-1001"><p><strong>Order KK-1001 placed, awaiting payment</strong></p>
 * // <ul><li>Jaipuri Garam Masala · 100 g × 2: ₹333.90</li></ul>…'
 */
export function confirmationHtml(
  order: StoredOrder,
  pickup: { pickupAddress: string; pickupHours: string } | null = null,
  language: Language = 'en',
): string {
  const text = (key: ServerTextKey, values?: Record<string, string>) => escapeHtml(serverText(key, values, language))
  const money = (paise: number) => escapeHtml(formatPaise(paise, localeOf(language)))
  const items = order.details.items
    .map((item) => `<li>${escapeHtml(item.description)} × ${item.quantity}: ${money(item.amount)}</li>`)
    .join('')
  const shipping =
    order.details.shippingCost > 0 ? `<p>${text('orders.carrier')}: ${money(order.details.shippingCost)}</p>` : ''
  const code = order.details.discountCode
  const discount = code ? `<p>${text('orders.discountCode', { code: code.code })}: −${money(code.amount)}</p>` : ''
  const slot = order.details.serviceSlot
    ? `<p>${text('orders.preferredTime')}: ${escapeHtml(slotText(order.details.serviceSlot, language))}</p>`
    : ''
  const collect = pickup?.pickupAddress.trim()
    ? `<p>${text('orders.pickupAt')}: ${escapeHtml(pickup.pickupAddress.trim())}</p>` +
      (pickup.pickupHours.trim()
        ? `<p>${text('orders.pickupHours')}: ${escapeHtml(pickup.pickupHours.trim())}</p>`
        : '')
    : ''
  return (
    `<div data-order-id="${escapeHtml(order.orderId)}">` +
    `<p><strong>${text(placedKey(order), { orderId: order.orderId })}</strong></p>` +
    `<ul>${items}</ul>${shipping}${discount}${collect}${slot}` +
    `<p>${text('orders.total')}: <strong>${money(order.finalAmount)}</strong></p></div>`
  )
}
