import type { i18n } from 'i18next'
import type en from '../../../locales/en/offers.json'
import { byLanguage } from '../push-offer/offer-push'

/** The offers' strings in every language (`locales/<language>/offers.json`): they ride with the offers' lazy chunk. */
export const offerStrings = byLanguage(
  import.meta.glob<typeof en>('../../../locales/*/offers.json', { eager: true, import: 'default' }),
)

/** Adds the `offers` namespace in every language to the widget's i18next, once: the card follows its language. */
export function addOfferStrings(instance: i18n): void {
  if (instance.hasResourceBundle('en', 'offers')) return
  for (const [language, { translation }] of Object.entries(offerStrings))
    instance.addResourceBundle(language, 'offers', translation, true, false)
}

declare module '../../engine/i18n' {
  interface WidgetResources {
    offers: typeof en
  }
}
