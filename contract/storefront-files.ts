/**
 * What every site serves to search engines and shopping surfaces, on its own host (server/modules/seo): crawl
 * rules, the sitemap, and the product feed (RSS 2.0 with Google's `g:` fields) that Google Merchant Center and Meta
 * catalogues fetch.
 */
export const ROBOTS_PATH = '/robots.txt'
export const SITEMAP_PATH = '/sitemap.xml'
export const PRODUCT_FEED_PATH = '/feeds/products.xml'

/**
 * The product feed's address on a site whose link is `siteLink` (its canonical origin, as the share kit answers it).
 *
 * @example
 * productFeedUrl('https://shop.kesar.example') // 'https://shop.kesar.example/feeds/products.xml'
 */
export function productFeedUrl(siteLink: string): string {
  return `${siteLink.replace(/\/+$/, '')}${PRODUCT_FEED_PATH}`
}
