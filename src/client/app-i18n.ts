import i18next, { type i18n } from 'i18next'
import { useTranslation } from 'react-i18next'

/**
 * The i18next instance of an app loaded as a chunk of its own (the owner app, the sign-up), created with its chunk so
 * the page's own translator never carries these strings: one namespace `ns`, its English `bundle`.
 *
 * @example
 * const instance = createAppI18n(SIGNUP_NS, signup)
 */
export function createAppI18n(ns: string, bundle: object, lng = 'en'): i18n {
  const instance = i18next.createInstance()
  void instance.init({
    lng,
    fallbackLng: 'en',
    resources: { en: { [ns]: bundle } },
    ns: [ns],
    defaultNS: ns,
    initAsync: false,
    interpolation: { escapeValue: false },
  })
  return instance
}

/** A `t` over namespace `ns` of `instance`, typed `T` by the app (for the stores' error lines). */
export function namespaceT<T>(instance: i18n, ns: string): T {
  return instance.getFixedT(null, ns as never) as unknown as T
}

/** Namespace `ns`'s `t` from the nearest `I18nextProvider`, typed `T` by the app. */
export function useNamespaceT<T>(ns: string): T {
  const { t } = useTranslation(ns as never)
  return t as unknown as T
}
