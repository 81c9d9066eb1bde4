/**
 * The orders plugin's working parts, loaded on first use (a checkout, the
 * History tab, an order looked up by its id, a checkout resumed after a
 * reload) so the widget chunk carries only `OrdersStore`.
 */
export { AddressBook } from './address-book'
export { CartShipping } from './cart-shipping'
export { addSplitStrings } from './split-strings'
export { Checkout } from './checkout'
export { OrderDirectory } from './order-directory'
export { OrderHistory } from './order-history'
export { resumeCheckout } from './resume-checkout'
