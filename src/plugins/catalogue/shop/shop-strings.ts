import type { i18n } from 'i18next'
import type en from '../../../../locales/en/shop.json'
// The file as text: a module of its own, so it loads with the shop's views and not in the widget chunk.
import strings from '../../../../locales/en/shop.json?raw'

/** Adds the `shop` namespace (the Categories view's search, the item detail) once, before its views render. */
export function addShopStrings(instance: i18n): void {
  if (!instance.hasResourceBundle('en', 'shop'))
    instance.addResourceBundle('en', 'shop', JSON.parse(strings) as typeof en, true, false)
}
