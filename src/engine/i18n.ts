import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import widget from '../../locales/en/widget.json'
import type { BundleKey, TranslateValues } from '../client/i18n-keys'
import type { AnyPlugin, ResourceBundle } from './plugin'

export type { BundleKey, TranslateValues }

/** The engine's own namespace. */
export const WIDGET_NS = 'widget'

/**
 * Resource bundles of the widget by namespace, for typing keys. The engine's
 * `widget` namespace is here; each plugin adds its own by declaration merging:
 *
 * @example
 * import en from '../../../locales/en/<id>.json'
 * declare module '../../engine/i18n' {
 *   interface WidgetResources { auth: typeof en }
 * }
 */
export interface WidgetResources {
  widget: typeof widget
}

/** A namespaced key: `widget:chat.send`, `auth:errors.invalidCode`. */
export type WidgetKey = {
  [N in keyof WidgetResources & string]: `${N}:${BundleKey<WidgetResources[N]>}`
}[keyof WidgetResources & string]

/**
 * A fresh i18next instance for the widget chunk: the `widget` namespace
 * (`locales/en/widget.json`) plus each plugin's `locales` under its id,
 * initialised synchronously and bound to react-i18next. It is separate from
 * the page's instance (`src/i18n`), whose global key types only know `page`;
 * widget code therefore translates through `engine.t` and `useWidgetT`
 * (src/engine/react.tsx), which are typed from `WidgetResources`.
 */
export function createWidgetI18n(plugins: readonly AnyPlugin[], lng = 'en'): i18n {
  const resources: Record<string, Record<string, ResourceBundle>> = { en: { [WIDGET_NS]: widget } }
  for (const plugin of plugins) {
    for (const [language, bundle] of Object.entries(plugin.locales ?? {})) {
      resources[language] = { ...resources[language], [plugin.id]: bundle }
    }
  }
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources,
    ns: [WIDGET_NS, ...plugins.map((plugin) => plugin.id)],
    defaultNS: WIDGET_NS,
    initAsync: false,
    interpolation: { escapeValue: false },
  })
  return instance
}

/** Resolves a namespaced key through `instance`; used by `engine.t`. */
export function translate(instance: i18n, key: WidgetKey, values?: TranslateValues): string {
  const t = instance.t as unknown as (key: string, options?: TranslateValues) => string
  return t(key, values)
}
