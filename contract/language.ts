import * as t from 'io-ts'

/**
 * The languages people read Vitrine in: the one list every part of Vitrine takes its languages from. English is the
 * source of every string; each other language is a folder of `locales/` and its code here (docs/adding-a-language.md).
 * A language is the i18next language and the page's `<html lang>`; `contract/format.ts` makes it an Indian `Intl`
 * locale (`mr` → mr-IN).
 */
export const LANGUAGES = ['en', 'hi', 'mr'] as const

export type Language = (typeof LANGUAGES)[number]
export const Language = t.keyof(
  Object.fromEntries(LANGUAGES.map((language) => [language, null])) as Record<Language, null>,
  'Language',
)

export const DEFAULT_LANGUAGE: Language = 'en'

/** The cookie that keeps a reader's chosen language on this browser, so the server renders the page in it. */
export const LANGUAGE_COOKIE = 'vitrine_lang'
