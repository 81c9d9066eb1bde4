/**
 * The orders plugin's working parts, loaded on first use (a checkout, the
 * History tab, an order looked up by its id) so the widget chunk carries only `OrdersStore`.
 */
export { AddressBook } from './address-book'
export { Checkout } from './checkout'
export { OrderDirectory } from './order-directory'
export { OrderHistory } from './order-history'
