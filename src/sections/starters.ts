import type { Section } from '../../contract/page'
import starters from '../../locales/en/section-starters.json'
import hindiStarters from '../../locales/hi/section-starters.json'

type Starters = Record<string, Record<string, string>>

/**
 * A new section of a registered type as the editor's library adds it: shown,
 * on every screen, with the type's starter content
 * (`locales/en/section-starters.json`, stored keys → values) that passes its
 * schema and that the owner then rewrites, with its Hindi version beside each
 * text (`<key>@hi`, from `locales/hi/section-starters.json`: what a Hindi reader
 * of the page sees until the owner writes their own). undefined for a type
 * with no starter (every registered type has one: `./starters.test.ts`).
 *
 * @example
 * starterSection('Final CTA', 'sec-1a2b', 5) // { _id: 'sec-1a2b', name: 'Final CTA', values: [{ key: 'Title', … }] … }
 */
export function starterSection(name: string, _id: string, indexPosition: number): Section | undefined {
  const values = (starters as Starters)[name]
  if (!values) return undefined
  const hindi = (hindiStarters as Starters)[name] ?? {}
  return {
    _id,
    name,
    status: 'shown',
    viewMode: 'both',
    indexPosition,
    values: Object.entries(values).flatMap(([key, value]) => {
      const translated = hindi[key]
      return translated && translated !== value
        ? [
            { key, value },
            { key: `${key}@hi`, value: translated },
          ]
        : [{ key, value }]
    }),
  }
}
