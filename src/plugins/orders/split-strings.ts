import type { i18n } from 'i18next'
import type en from '../../../locales/en/checkoutSplit.json'
// The file as text: a module of its own, so it loads with the checkout, not in the widget chunk.
import strings from '../../../locales/en/checkoutSplit.json?raw'

/** The `checkoutSplit` namespace (how a checkout splits into orders, items that cannot ship), added on first use. */
export function addSplitStrings(instance: i18n): void {
  if (!instance.hasResourceBundle('en', 'checkoutSplit'))
    instance.addResourceBundle('en', 'checkoutSplit', JSON.parse(strings) as typeof en, true, false)
}
