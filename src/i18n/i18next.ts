import i18next, { type i18n } from 'i18next'
import contact from '../../locales/en/contact.json'
import page from '../../locales/en/page.json'
import sections from '../../locales/en/sections.json'

/**
 * The published page's strings: `page.json` plus one file per part of the page
 * (`sections.json` → `sections.*`, `contact.json` → `contact.*`).
 */
export const pageBundle = { ...page, sections, contact }

/** `locales/en` is the source of truth; every namespace is listed here. */
export const resources = { en: { page: pageBundle } } as const

/**
 * The page's strings in every language, for the server (the SSR entry): the page is rendered in its reader's
 * language and the client gets that language's bundle in the page data, so no other language's strings reach it.
 */
const pageFiles = import.meta.glob<Record<string, unknown>>(
  ['../../locales/*/page.json', '../../locales/*/sections.json', '../../locales/*/contact.json', '!../../locales/en/*'],
  { eager: true, import: 'default' },
)
const translated: Record<string, { page: Record<string, unknown> }> = {}
for (const [file, strings] of Object.entries(pageFiles)) {
  const [language, name] = file.split('/').slice(-2) as [string, string]
  const page = (translated[language] ??= { page: {} }).page
  if (name === 'page.json') Object.assign(page, strings)
  else page[name.replace('.json', '')] = strings
}
const allResources = { ...translated, ...resources }
export const defaultNS = 'page'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS
    resources: (typeof resources)['en']
  }
}

/**
 * A ready i18next instance, initialised synchronously from bundled resources.
 * The server uses it to resolve the page's strings; the widget chunk uses it
 * through react-i18next.
 */
export function createI18n(lng = 'en'): i18n {
  const instance = i18next.createInstance()
  void instance.init({
    lng,
    fallbackLng: 'en',
    resources: allResources,
    defaultNS,
    initAsync: false,
    interpolation: { escapeValue: false },
  })
  return instance
}
