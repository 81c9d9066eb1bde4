/**
 * The address of an item's own page on its site: `/products/<slug>` (the slug URL-encoded). The server answers it, the
 * widget's and the owner's share links point at it, and the Products section links to it.
 *
 * @example
 * productPath('garam-masala') // '/products/garam-masala'
 */
export const PRODUCTS_PATH = '/products'

export function productPath(slug: string): string {
  return `${PRODUCTS_PATH}/${encodeURIComponent(slug)}`
}

/** Where a category's own page lives: below the product pages, a segment deeper, so no product slug can clash. */
export const CATEGORY_PATH = `${PRODUCTS_PATH}/category`

/**
 * The address of a category's own page on its site: `/products/category/<slug>` (the slug URL-encoded). The
 * Categories section's tiles link to it; the server answers it and lists it in the sitemap.
 *
 * @example
 * categoryPath('spice-blends') // '/products/category/spice-blends'
 */
export function categoryPath(slug: string): string {
  return `${CATEGORY_PATH}/${encodeURIComponent(slug)}`
}

/**
 * The slugs of a site's categories, from their names in the shop's order: letters (of any script, so a Hindi name
 * keeps its words) and digits joined by single hyphens, lower case; a name that gives none is `category`; a slug an
 * earlier category has gets `-2`, `-3`, ... Derived, not stored: renaming a category moves its page.
 *
 * @example
 * categorySlugs([{ id: 'k1', name: 'Spice Blends' }, { id: 'k2', name: 'spice blends!' }, { id: 'k3', name: 'मिठाई' }])
 * // Map { 'k1' => 'spice-blends', 'k2' => 'spice-blends-2', 'k3' => 'मिठाई' }
 */
export function categorySlugs(categories: ReadonlyArray<{ id: string; name: string }>): Map<string, string> {
  const taken = new Set<string>()
  const slugs = new Map<string, string>()
  for (const category of categories) {
    const base =
      category.name
        .normalize('NFC')
        .toLowerCase()
        .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 80)
        .replace(/-+$/, '') || 'category'
    let slug = base
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
    taken.add(slug)
    slugs.set(category.id, slug)
  }
  return slugs
}
