export const PRODUCTS_PATH = '/products'
export function productPath(slug: string): string {
  return `${PRODUCTS_PATH}/${encodeURIComponent(slug)}`
}
