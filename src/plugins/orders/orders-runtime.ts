/**
 * The orders plugin's working parts, loaded on first use (a checkout, the
 * History tab) so the widget chunk carries only `OrdersStore`.
 */
export { AddressBook } from './address-book'
export { Checkout } from './checkout'
export { OrderHistory } from './order-history'
