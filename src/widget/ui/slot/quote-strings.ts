import type { i18n } from 'i18next'
import type en from '../../../../locales/en/quotes.json'
// The file as text: a module of its own, so it loads with the quote card and the slot picker, not in the widget chunk.
import strings from '../../../../locales/en/quotes.json?raw'

/**
 * The `quotes` namespace (the quote card and the service slot picker), added
 * when one of them first draws: neither is in the widget's first download.
 */
export function addQuoteStrings(instance: i18n): void {
  if (!instance.hasResourceBundle('en', 'quotes'))
    instance.addResourceBundle('en', 'quotes', JSON.parse(strings) as typeof en, true, false)
}

declare module '../../../engine/i18n' {
  interface WidgetResources {
    quotes: typeof en
  }
}
