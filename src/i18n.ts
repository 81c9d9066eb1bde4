import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import common from '../locales/en/common.json'

/** `locales/en` is the source of truth; keys are typed from it. */
export const resources = { en: { common } } as const
export const defaultNS = 'common'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS
    resources: (typeof resources)['en']
  }
}

/**
 * A ready i18next instance. Initialised synchronously from bundled resources,
 * so server rendering and hydration see the same strings on the first render.
 */
export function createI18n(lng = 'en'): i18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources,
    defaultNS,
    initAsync: false,
    interpolation: { escapeValue: false },
  })
  return instance
}
