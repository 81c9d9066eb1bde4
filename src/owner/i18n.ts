import i18next, { type i18n } from 'i18next'
import { useTranslation } from 'react-i18next'
import owner from '../../locales/en/owner.json'
import sectionFields from '../../locales/en/section-fields.json'
import type { BundleKey, TranslateValues } from '../client/i18n-keys'

/** The owner app's namespace (`locales/en/owner.json`). */
export const OWNER_NS = 'owner'

/** The owner namespace: `owner.json`, plus the section fields' labels and help (`section-fields.json` → `fields.*`). */
const ownerBundle = { ...owner, fields: sectionFields }

/** A key of the owner namespace: `inbox.search`; plural keys by their base (`tabs.unread` + `count`). */
export type OwnerKey = BundleKey<typeof ownerBundle>
export type OwnerT = (key: OwnerKey, values?: TranslateValues) => string

/**
 * The owner app's i18next instance, created with its chunk (the page's own
 * translator never carries these strings): the `owner` namespace.
 */
export function createOwnerI18n(lng = 'en'): i18n {
  const instance = i18next.createInstance()
  void instance.init({
    lng,
    fallbackLng: 'en',
    resources: { en: { [OWNER_NS]: ownerBundle } },
    ns: [OWNER_NS],
    defaultNS: OWNER_NS,
    initAsync: false,
    interpolation: { escapeValue: false },
  })
  return instance
}

/** A `t` over the owner namespace of `instance` (for the stores: their errors are shown as they are). */
export function ownerT(instance: i18n): OwnerT {
  return instance.getFixedT(null, OWNER_NS as never) as unknown as OwnerT
}

/** The owner namespace's `t` from the nearest `I18nextProvider`, keys typed from `locales/en/owner.json`. */
export function useOwnerT(): OwnerT {
  const { t } = useTranslation(OWNER_NS as never)
  return t as unknown as OwnerT
}
