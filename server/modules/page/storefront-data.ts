import { decode } from '../../../contract/decode.js'
import type { Section } from '../../../contract/page.js'
import { selectProducts, type Storefront } from '../../../contract/storefront.js'
import { categoriesSchema } from '../../../src/sections/categories/schema.js'
import { productsSchema } from '../../../src/sections/products/schema.js'
import type { Db } from '../../db/database.js'
import { readStorefront } from '../catalogue/index.js'

/** The section types that show the live catalogue: a page with one reads it. */
const STOREFRONT_SECTIONS = new Set([productsSchema.name, categoriesSchema.name])

/**
 * What a page's storefront sections show of the site's live catalogue, read in one query, only when the page has
 * such a section (`undefined` otherwise). `trim` (the published page) keeps only what its sections show, by the
 * rule the sections render with (`selectProducts`), so the page call carries no more of the catalogue than the
 * page does; the owner's preview keeps it whole, so a changed choice shows before a reload.
 */
export async function storefrontOf(
  db: Db,
  siteId: string,
  sections: readonly Section[],
  { trim }: { trim: boolean },
): Promise<Storefront | undefined> {
  if (!sections.some((section) => STOREFRONT_SECTIONS.has(section.name))) return undefined
  const storefront = await readStorefront(db, siteId)
  if (!trim) return storefront
  const shown = new Set<string>()
  for (const section of sections) {
    if (section.name !== productsSchema.name) continue
    const values = decode(productsSchema.codec, section.values, 'values')
    if (values.ok) for (const item of selectProducts(storefront, values.value)) shown.add(item.id)
  }
  const categories = sections.some((section) => section.name === categoriesSchema.name)
  return {
    items: storefront.items.filter((item) => shown.has(item.id)),
    newest: storefront.newest.filter((id) => shown.has(id)),
    categories: categories ? storefront.categories : [],
  }
}
