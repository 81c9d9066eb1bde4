import { lazy } from 'react'
import { definePlugin, type SourceHandler } from '../../engine/plugin'
import en from '../../../locales/en/cart.json'
import { cataloguePlugin } from '../catalogue'
import { CartStore } from './cart-store'
import { LINKED_ITEM_KEY } from './linked-item-key'
import { AddToCartAction } from './components/AddToCartAction'
import { CartButton } from './components/CartButton'
import './cart.css'

// Loaded when the cart is first shown, keeping the widget chunk small.
const CartPanel = lazy(() => import('./components/CartSummary').then((module) => ({ default: module.CartPanel })))
const LoggedOutCartState = lazy(() =>
  import('./components/CartSummary').then((module) => ({ default: module.LoggedOutCartState })),
)

/** `?source=cart_summary`: the cart (signed out, the logged-out cart screen). */
const cartSummary: SourceHandler = {
  loggedOut: 'without-login-cart-summary',
  run: (engine) => {
    engine.ui.setTab('chat')
    engine.ui.openPanel('cartSummary')
  },
}

/**
 * The cart (docs/product.md): the visitor's local cart and the customer's
 * server cart, merged on sign-in; 'Your Cart (n)' as the `cartSummary` side
 * panel and, for `?source=cart_summary` signed out, the logged-out cart
 * screen; Add to Cart and the quantity stepper on the catalogue's item cards;
 * a header button with the count.
 */
export const cartPlugin = definePlugin({
  id: 'cart',
  dependsOn: [cataloguePlugin],
  setup: (engine) => new CartStore(engine),
  panels: { cartSummary: { component: CartPanel, back: 'catalogue' } },
  states: { 'without-login-cart-summary': { component: LoggedOutCartState, fillsTab: true } },
  itemCardActions: { addToCart: AddToCartAction },
  headerActions: [CartButton],
  sources: {
    cart_summary: cartSummary,
    // A product page's Add to Cart: the cart opens as `cart_summary` does and, shown, takes the item (linked-item.ts).
    add_to_cart: { ...cartSummary, linkItem: (engine, slug) => engine.storage.setItem(LINKED_ITEM_KEY, slug) },
  },
  locales: { en },
})

export { CART_QUANTITY_DEBOUNCE_MS, CartStore } from './cart-store'
export { cartTotals, lineKey, lineKeyOf, toCartItem, type CartTotals, type LineChoice } from './cart-line'

declare module '../../engine/plugin' {
  interface PluginStores {
    cart: CartStore
  }
}

declare module '../../engine/names' {
  interface PluginPanelViews {
    cartSummary: 'cart'
  }
  interface PluginChatStates {
    'without-login-cart-summary': 'cart'
  }
  interface PluginSources {
    cart_summary: 'cart'
    add_to_cart: 'cart'
  }
  interface PluginItemCardActions {
    addToCart: 'cart'
  }
}

declare module '../../engine/i18n' {
  interface WidgetResources {
    cart: typeof en
  }
}
