import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './language'

/*
 * Who reads which language: a language tag as Vitrine offers it, the browser's languages, and the choice among them.
 * Apart from the registry (`./language.ts`), which the widget's first chunk carries: only the server and the embed's
 * lazy parts need these.
 */

/** `hi`, `hi-IN` → `hi`; anything not offered → null. */
export function asLanguage(value: string | null | undefined): Language | null {
  const base = value?.trim().toLowerCase().split(/[-_]/, 1)[0]
  return base !== undefined && (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : null
}

/**
 * The languages of an `Accept-Language` header (the browser's `navigator.languages`), best first.
 *
 * @example
 * acceptedLanguages('hi-IN,hi;q=0.9,en;q=0.8') // ['hi-IN', 'hi', 'en']
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return []
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find((v) => v !== undefined)
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag)
}

/**
 * The language a reader gets: their saved choice, else the first of their browser's languages that is offered, else
 * the site's default language.
 *
 * @example
 * pickLanguage({ saved: null, browser: ['ta-IN', 'hi-IN', 'en'], siteDefault: 'en' }) // 'hi'
 */
export function pickLanguage(input: {
  saved: string | null | undefined
  browser: readonly string[]
  siteDefault: string | null | undefined
}): Language {
  return (
    asLanguage(input.saved) ??
    input.browser.map(asLanguage).find((language) => language !== null) ??
    asLanguage(input.siteDefault) ??
    DEFAULT_LANGUAGE
  )
}
