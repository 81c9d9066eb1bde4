/**
 * The order module's public face: orders as stored and as the wire shows them, how the chat words money, and the
 * orders of an accepted quote, and the shipping rules (the owner's delivery check reuses them).
 * Other modules import this folder only through this file.
 */
export { fromRow, toWireOrder, type StoredOrder } from './order-details.js'
export { applyChange, type CustomerText } from './order-changes.js'
export { escapeHtml, formatPaise, slotText, STATUS_KEYS } from './order-messages.js'
export { linkQuotedLines, placeQuotedOrder, type LinkedLine, type QuotedLine } from './quoted-order.js'
export { checkedSlot } from './service-slot.js'
export { likePattern, OrderRepository } from './order-repository.js'
export { dispatchRules, firstServing, shippingCharge, shipsFrom, type DispatchRule } from './shipping.js'
export { unitsOrdered } from './units-ordered.js'
