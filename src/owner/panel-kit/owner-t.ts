import { useTranslation } from 'react-i18next'
import type owner from '../../../locales/en/owner.json'
import type { BundleKey, TranslateValues } from '../../engine/i18n'

/** The i18next namespace of the owner app (`locales/en/owner.json`). */
export const OWNER_NS = 'owner'

/** A key of the `owner` namespace (`context.orders.advance`, `leads.filters.open`), typed from the `en` bundle. */
export type OwnerKey = BundleKey<typeof owner>

/** A `t` over the `owner` namespace. */
export type OwnerT = (key: OwnerKey, values?: TranslateValues) => string

/**
 * react-i18next's `useTranslation('owner')`, typed from
 * `locales/en/owner.json` (the page's global i18next types only know
 * `page`). Needs an i18next instance with the `owner` namespace above it
 * (`I18nextProvider` or `initReactI18next`).
 *
 * @example
 * const t = useOwnerT()
 * <button>{t('leads.markHandled')}</button>
 */
export function useOwnerT(): OwnerT {
  const { t } = useTranslation(OWNER_NS as never)
  // i18next's `t(key, options)` takes interpolation values as options; only the key type is narrowed here.
  return t as unknown as OwnerT
}
