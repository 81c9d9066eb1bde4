import { lazy } from 'react'
import { definePlugin } from '../../engine/plugin'
import en from '../../../locales/en/orders.json'
import type split from '../../../locales/en/checkoutSplit.json'
import { cartPlugin } from '../cart'
import { cataloguePlugin } from '../catalogue'
import { ProceedToCheckout } from './components/ProceedToCheckout'
import { OrdersStore } from './orders-store'

// The order UI loads when first shown, keeping the widget chunk small.
const CheckoutPanel = lazy(() =>
  import('./components/CheckoutPanel').then((module) => ({ default: module.CheckoutPanel })),
)
const AddressFormPanel = lazy(() =>
  import('./components/AddressFormPanel').then((module) => ({ default: module.AddressFormPanel })),
)
const CartLineShipping = lazy(() =>
  import('./components/CheckoutPanel').then((module) => ({ default: module.CartLineShipping })),
)
const OrderHistoryTab = lazy(() =>
  import('./components/OrderHistoryTab').then((module) => ({ default: module.OrderHistoryTab })),
)

/**
 * Orders (docs/product.md): the signed-in cart's Proceed to Checkout and
 * direct_buy's Buy now open the `checkout` panel (address picker, server
 * totals with shipping, Create Order); the `addressForm` panel adds and
 * edits delivery addresses with the pincode lookup; the History tab lists,
 * searches, filters and cancels orders, live over the socket.
 */
export const ordersPlugin = definePlugin({
  id: 'orders',
  dependsOn: [cataloguePlugin, cartPlugin],
  setup: (engine) => new OrdersStore(engine),
  panels: {
    checkout: { component: CheckoutPanel, back: 'cartSummary' },
    addressForm: { component: AddressFormPanel, back: 'checkout' },
  },
  tabs: { history: OrderHistoryTab },
  cartActions: [ProceedToCheckout],
  cartLineNotes: [CartLineShipping],
  locales: { en },
})

export { OrdersStore, type BuyNowChoice } from './orders-store'

declare module '../../engine/plugin' {
  interface PluginStores {
    orders: OrdersStore
  }
}

declare module '../../engine/names' {
  interface PluginPanelViews {
    checkout: 'orders'
    addressForm: 'orders'
  }
}

declare module '../../engine/i18n' {
  interface WidgetResources {
    orders: typeof en
    /** Added when a checkout or a cart line's shipping note first shows (`split-strings.ts`). */
    checkoutSplit: typeof split
  }
}
