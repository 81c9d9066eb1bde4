import type { Section } from '../../contract/page'
import starters from '../../locales/en/section-starters.json'

type Starters = Record<string, Record<string, string>>

/** Every other language's starters by language (`locales/hi/section-starters.json` → `hi`). */
const translations = Object.entries(
  import.meta.glob<Starters>(['../../locales/*/section-starters.json', '!../../locales/en/*'], {
    eager: true,
    import: 'default',
  }),
).map(([file, texts]) => [file.split('/').at(-2)!, texts] as const)

/**
 * A new section of a registered type as the editor's library adds it: shown,
 * on every screen, with the type's starter content
 * (`locales/en/section-starters.json`, stored keys → values) that passes its
 * schema and that the owner then rewrites, with each other language's version
 * beside each text (`<key>@hi`, `<key>@mr`, from `locales/<language>/section-starters.json`:
 * what a reader of that language sees until the owner writes their own). undefined for a type
 * with no starter (every registered type has one: `./starters.test.ts`).
 *
 * @example
 * starterSection('Final CTA', 'sec-1a2b', 5) // { _id: 'sec-1a2b', name: 'Final CTA', values: [{ key: 'Title', … }] … }
 */
export function starterSection(name: string, _id: string, indexPosition: number): Section | undefined {
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
      ...translations.flatMap(([language, texts]) => {
        const translated = texts[name]?.[key]
        return translated && translated !== value ? [{ key: `${key}@${language}`, value: translated }] : []
      }),
    ]),
  }
}
