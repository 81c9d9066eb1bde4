import { when } from 'mobx'
import type { OrderSource } from '../../../contract/orders'
import type { AddressBook } from './address-book'
import type { CheckoutLine } from './checkout'

/**
 * What resuming needs of the orders store: its own shape, so this lazily loaded module does not import the store
 * that loads it.
 */
export interface ResumableOrders {
  readonly addresses: AddressBook | null
  start(source: OrderSource, lines: CheckoutLine[]): Promise<void>
  editAddress(addressId: string | null): Promise<void>
}

/**
 * After a reload (or on another page of the site), the checkout the visitor
 * was on opens again with the same lines (a Buy now item, or the cart's), and
 * the address form over it if it was open (the widget puts back what was
 * typed in it). Kept data that does not read as a checkout is ignored.
 */
export async function resumeCheckout(orders: ResumableOrders, kept: unknown): Promise<void> {
  const value = kept as { source?: unknown; lines?: unknown; form?: unknown; editing?: unknown } | null
  if (!value || (value.source !== 'cart' && value.source !== 'direct_buy')) return
  if (!Array.isArray(value.lines) || !value.lines.every(isLine)) return
  await orders.start(value.source, value.lines)
  if (value.form !== true) return
  const editing = typeof value.editing === 'string' ? value.editing : null
  // An address being edited is looked up in the book, which loads with the checkout.
  if (editing) await when(() => orders.addresses?.status !== 'loading', { timeout: 10_000 }).catch(() => undefined)
  orders.editAddress(editing && orders.addresses?.byId(editing) ? editing : null)
}

function isLine(line: unknown): line is CheckoutLine {
  const value = line as Partial<CheckoutLine> | null
  return (
    typeof value?.key === 'string' &&
    typeof value.itemId === 'string' &&
    typeof value.name === 'string' &&
    typeof value.quantity === 'number' &&
    typeof value.shippable === 'boolean' &&
    typeof value.input?._id === 'string'
  )
}
