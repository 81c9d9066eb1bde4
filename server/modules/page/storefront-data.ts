import { decode } from '../../../contract/decode.js'
import type { Section } from '../../../contract/page.js'
import { selectProducts, type Storefront } from '../../../contract/storefront.js'
import { categoriesSchema } from '../../../src/sections/categories/schema.js'
import { productsSchema } from '../../../src/sections/products/schema.js'
import type { Db } from '../../db/database.js'
import { readStorefront } from '../catalogue/index.js'
import { unitsOrdered } from '../order/index.js'

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
  const bindings = sections.flatMap((section) => {
    if (section.name !== productsSchema.name) return []
    const values = decode(productsSchema.codec, section.values, 'values')
    return values.ok ? [values.value] : []
  })
  // The orders are read only for a page that shows the bestselling (and for the preview, which may switch to them).
  const ranked = !trim || bindings.some((binding) => binding.show === 'bestselling')
  const storefront = await readStorefront(db, siteId, ranked ? { unitsOrdered: await unitsOrdered(db, siteId) } : {})
  if (!trim) return storefront
  const shown = new Set(bindings.flatMap((binding) => selectProducts(storefront, binding).map((item) => item.id)))
  const categories = sections.some((section) => section.name === categoriesSchema.name)
  return {
    items: storefront.items.filter((item) => shown.has(item.id)),
    newest: storefront.newest.filter((id) => shown.has(id)),
    bestselling: storefront.bestselling.filter((id) => shown.has(id)),
    categories: categories ? storefront.categories : [],
  }
}
