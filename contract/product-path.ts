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
