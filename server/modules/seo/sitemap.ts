import { categoryPath, productPath } from '../../../contract/product-path.js'
import { element, XML_DECLARATION } from './xml.js'

/** What a sitemap lists of a site: its home page, its category pages and its listed products, each last changed. */
export interface SitemapInput {
  /** The site's canonical origin, `https://shop.example` (no trailing slash). */
  origin: string
  /** When the home page was last published; null when it has none (then it is not listed). */
  homeChanged: Date | null
  /** The categories with an item a visitor sees (their pages), each changed when its items last did. */
  categories: ReadonlyArray<{ slug: string; updatedAt: Date }>
  products: ReadonlyArray<{ slug: string; updatedAt: Date }>
}

/**
 * The site's `/sitemap.xml` (sitemaps.org 0.9): absolute addresses on the canonical host, `lastmod` as a W3C date
 * and time. One file holds up to 50,000 addresses, far above a shop's catalogue.
 *
 * @example
 * const products = [{ slug: 'dal', updatedAt }]
 * sitemapXml({ origin: 'https://kesar.example', homeChanged: new Date(), categories: [], products })
 */
export function sitemapXml(input: SitemapInput): string {
  const url = (path: string, changed: Date) =>
    `<url>${element('loc', `${input.origin}${path}`)}${element('lastmod', changed.toISOString())}</url>\n`
  const home = input.homeChanged ? url('/', input.homeChanged) : ''
  return (
    XML_DECLARATION +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    home +
    input.categories.map((category) => url(categoryPath(category.slug), category.updatedAt)).join('') +
    input.products.map((product) => url(productPath(product.slug), product.updatedAt)).join('') +
    '</urlset>\n'
  )
}
