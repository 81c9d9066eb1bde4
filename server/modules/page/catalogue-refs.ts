import type { LinkWarning } from '../../../contract/owner-page.js'
import type { Section } from '../../../contract/page.js'
import { readValues, type CatalogueRef, type Fields, type RawValues } from '../../../src/registry/section-schema.js'
import { schemaOf } from '../../../src/sections/section-title.js'
import type { Db } from '../../db/database.js'
import { knownCatalogueIds } from '../catalogue/index.js'
import { shown } from './page-service.js'

/**
 * The catalogue fields of the shown sections that name an item or category the site's catalogue no longer has
 * (deleted since it was picked): warnings like a link to a missing anchor, so publishing them needs the owner's
 * confirmation (the section skips them on the page).
 *
 * @example
 * await catalogueWarnings(db, site.id, sections)
 * // [{ sectionId: 'sec-products', field: 'items', link: 'a-deleted-id', reason: 'unknownItem' }]
 */
export async function catalogueWarnings(db: Db, siteId: string, sections: readonly Section[]): Promise<LinkWarning[]> {
  const refs = sections.filter(shown).flatMap((section) => {
    const fields: Fields = schemaOf(section.name)?.fields ?? {}
    return refsOf(fields, readValues(fields, section.values)).map((ref) => ({ ...ref, sectionId: section._id }))
  })
  if (refs.length === 0) return []
  const of = (kind: CatalogueRef) => refs.filter((ref) => ref.of === kind).map((ref) => ref.id)
  const known = await knownCatalogueIds(db, siteId, { items: of('item'), categories: of('category') })
  return refs
    .filter((ref) => !known.has(ref.id))
    .map((ref) => ({
      sectionId: ref.sectionId,
      field: ref.field,
      link: ref.id,
      reason: ref.of === 'item' ? 'unknownItem' : 'unknownCategory',
    }))
}

/** Every id a section's catalogue fields hold (a list's records' too), with what it names. */
function refsOf(fields: Fields, raw: RawValues): { field: string; of: CatalogueRef; id: string }[] {
  return Object.entries(fields).flatMap(([name, field]) => {
    if (field.kind === 'list')
      return (raw[name] as RawValues[]).flatMap((record) =>
        refsOf(field.fields, record).map((found) => ({ ...found, field: name })),
      )
    if (field.kind !== 'catalogue') return []
    return (raw[name] as string[]).map((id) => ({ field: name, of: field.of!, id }))
  })
}
