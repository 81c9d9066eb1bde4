import type { Kysely } from 'kysely'
import type { CategoryPageData } from '../../../contract/product-page.js'
import type { Database } from '../../db/schema.js'
import { readCategorySlugs, readStorefront } from '../catalogue/index.js'

/**
 * The categories behind category pages (`/products/category/<slug>`), by site and slug (`categorySlugs`): the
 * category and the items a visitor may see in it, in the shop's order. A category with none (every item hidden or
 * archived) has no page, like an unknown slug.
 */
export async function findCategoryPage(
  db: Kysely<Database>,
  siteId: string,
  slug: string,
): Promise<CategoryPageData | null> {
  const slugs = await readCategorySlugs(db, siteId)
  const id = [...slugs].find(([, each]) => each === slug)?.[0]
  if (id === undefined) return null
  const storefront = await readStorefront(db, siteId, { categoryId: id })
  const category = storefront.categories[0]
  if (!category) return null
  return { id, slug, name: category.name, items: storefront.items }
}

/** The slug of a category page's path (`/products/category/<slug>`, a trailing `/` allowed); null for any other. */
export function categorySlugOf(pathname: string): string | null {
  const match = /^\/products\/category\/([^/]+)\/?$/.exec(pathname)
  if (!match) return null
  try {
    return decodeURIComponent(match[1]!)
  } catch {
    return null
  }
}
