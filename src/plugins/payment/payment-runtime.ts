import type { i18n } from 'i18next'
import type en from '../../../locales/en/payment.json'
// The file as text: a module of its own, so it loads here, with the sheet, and not in the widget chunk.
import strings from '../../../locales/en/payment.json?raw'

/**
 * The payment plugin's working parts, loaded when a payment starts, so the
 * widget chunk carries only `PaymentStore` and the Pay button's strings
 * (the button itself is a small chunk of its own).
 */
export { PaymentFlow } from './payment-flow'
export { PaymentSheet } from './components/PaymentSheet'

/** The whole `payment` namespace (the plugin's `locales` carry only the Pay button's strings). */
export function addPaymentStrings(instance: i18n): void {
  if (!instance.hasResourceBundle('en', 'payment') || !instance.exists('payment:title'))
    instance.addResourceBundle('en', 'payment', JSON.parse(strings) as typeof en, true, false)
}
