import type { Section } from '../../contract/page'
import starters from '../../locales/en/section-starters.json'

/**
 * A new section of a registered type as the editor's library adds it: shown,
 * on every screen, with the type's starter content
 * (`locales/en/section-starters.json`, stored keys → values) that passes its
 * schema and that the owner then rewrites. undefined for a type with no
 * starter (every registered type has one: `./starters.test.ts`).
 *
 * @example
 * starterSection('Final CTA', 'sec-1a2b', 5) // { _id: 'sec-1a2b', name: 'Final CTA', values: [{ key: 'Title', … }] … }
 */
export function starterSection(name: string, _id: string, indexPosition: number): Section | undefined {
  const values = (starters as Record<string, Record<string, string>>)[name]
  if (!values) return undefined
  return {
    _id,
    name,
    status: 'shown',
    viewMode: 'both',
    indexPosition,
    values: Object.entries(values).map(([key, value]) => ({ key, value })),
  }
}
