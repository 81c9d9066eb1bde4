import { lazy } from 'react'
// Only the Pay button's strings ride in the widget chunk (named imports of the JSON are tree-shaken);
// the rest of the namespace is added when a payment starts (payment-runtime.ts).
import type en from '../../../locales/en/payment.json'
import { pay, payOrder } from '../../../locales/en/payment.json'
import { definePlugin } from '../../engine/plugin'
import { mediaPlugin } from '../media'
import { ordersPlugin } from '../orders'
import { PaymentStore } from './payment-store'
import './pay-action.css'

// The Pay button loads when an order is first shown, the sheet (with the flow) when a payment starts: the widget chunk
// stays small.
const PayAction = lazy(() => import('./components/PayAction').then((module) => ({ default: module.PayAction })))
const PaymentSheet = lazy(() => import('./payment-runtime').then((module) => ({ default: module.PaymentSheet })))

/**
 * Payment (docs/product.md): 'Pay ₹x' on unpaid orders (an order action:
 * the History card, the order's confirmation in the chat) opens the
 * `payment` side panel: the site's online gateway (Razorpay's checkout, or
 * the offline sandbox with the same browser contract), verified by our
 * server; or manual payment by UPI, QR code or phone, reported with its
 * reference (UTR) and maybe a screenshot for the business to confirm. Paid orders show Paid
 * through the orders plugin.
 */
export const paymentPlugin = definePlugin({
  id: 'payment',
  // The media plugin uploads the screenshot of a manual payment.
  dependsOn: [ordersPlugin, mediaPlugin],
  setup: (engine) => new PaymentStore(engine),
  panels: { payment: { component: PaymentSheet, back: null } },
  orderActions: { pay: PayAction },
  locales: { en: { pay, payOrder } },
})

export { PaymentStore } from './payment-store'

declare module '../../engine/plugin' {
  interface PluginStores {
    payment: PaymentStore
  }
}

declare module '../../engine/names' {
  interface PluginPanelViews {
    payment: 'payment'
  }
  interface PluginOrderActions {
    pay: 'payment'
  }
}

declare module '../../engine/i18n' {
  interface WidgetResources {
    payment: typeof en
  }
}
