import type { Section } from '../../contract/page'
import type { Language } from '../../contract/language'
import starters from '../../locales/en/section-starters.json'

/** A language's `section-starters.json`: section type → stored key → text. */
export type Starters = Record<string, Record<string, string>>

/**
 * A new section of a registered type as the editor's library adds it: shown,
 * on every screen, with the type's starter content
 * (`locales/en/section-starters.json`, stored keys → values) that passes its
 * schema and that the owner then rewrites, with each other language's version
 * beside each text (`<key>@hi`, `<key>@mr`, from `translations`, each language's
 * `locales/<language>/section-starters.json` by language: what a reader of that
 * language sees until the owner writes their own). undefined for a type
 * with no starter (every registered type has one: `./starters.test.ts`).
 *
 * @example
 * starterSection('Final CTA', 'sec-1a2b', 5) // { _id: 'sec-1a2b', name: 'Final CTA', values: [{ key: 'Title', … }] … }
 */
export function starterSection(
  name: string,
  _id: string,
  indexPosition: number,
  translations: Partial<Record<Language, Starters>> = {},
): Section | undefined {
  const values = (starters as Starters)[name]
  if (!values) return undefined
  return {
    _id,
    name,
    status: 'shown',
    viewMode: 'both',
    indexPosition,
    values: Object.entries(values).flatMap(([key, value]) => [
      { key, value },
      ...Object.entries(translations).flatMap(([language, texts]) => {
        if (language === 'en') return []
        const translated = texts[name]?.[key]
        return translated && translated !== value ? [{ key: `${key}@${language}`, value: translated }] : []
      }),
    ]),
  }
}
