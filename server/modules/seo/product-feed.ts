import { productPath } from '../../../contract/product-path.js'
import type { FeedItemRecord } from '../catalogue/index.js'
import { feedMoney, offersOf, priceShown } from './offers.js'
import { absoluteUrl, feedImage } from './storefront-urls.js'
import { element, XML_DECLARATION } from './xml.js'

/** Google's product namespace, which Meta's catalogues read too. */
export const GOOGLE_PRODUCT_NS = 'http://base.google.com/ns/1.0'

export interface ProductFeedInput {
  /** The site's canonical origin (no trailing slash). */
  origin: string
  /** The business's name: the channel's title and every product's brand. */
  businessName: string
  products: readonly FeedItemRecord[]
}

/**
 * The site's product feed for Google Merchant Center and Meta catalogues: RSS 2.0 with the `g:` fields, one `<item>`
 * per offer (each variant its own, tied by `g:item_group_id`). Products whose price the owner hides are left out (a
 * feed entry must carry a price); a photo is given only in a type the surfaces accept (`feedImage`).
 */
export function productFeedXml(input: ProductFeedInput): string {
  // What every entry says the same way, escaped once (a feed of thousands of entries spends its time escaping).
  const common = element('g:brand', input.businessName) + element('g:condition', 'new')
  const entries = input.products
    .filter(priceShown)
    .map((product) => productEntries(input.origin, common, product))
    .join('')
  return (
    XML_DECLARATION +
    `<rss version="2.0" xmlns:g="${GOOGLE_PRODUCT_NS}">\n<channel>\n` +
    element('title', input.businessName) +
    element('link', `${input.origin}/`) +
    element('description', input.businessName) +
    '\n' +
    entries +
    '</channel>\n</rss>\n'
  )
}

/** A product's entries: one per offer, the product's own fields (description, link, photo) escaped once. */
function productEntries(origin: string, common: string, product: FeedItemRecord): string {
  const image = feedImage(origin, product.images)
  // Both surfaces ask for a description; a product without one is described by its name.
  const description = product.description.trim() === '' ? product.name : product.description
  const shared =
    element('g:description', description) +
    element('g:link', absoluteUrl(origin, productPath(product.slug))) +
    (image === null ? '' : element('g:image_link', image)) +
    common
  return offersOf(product)
    .map((offer) => {
      const fields = [
        element('g:id', offer.id),
        offer.groupId === null ? '' : element('g:item_group_id', offer.groupId),
        element('g:title', offer.title),
        shared,
        element('g:availability', offer.inStock ? 'in_stock' : 'out_of_stock'),
        element('g:price', feedMoney(offer.price)),
        offer.salePrice === null ? '' : element('g:sale_price', feedMoney(offer.salePrice)),
      ]
      return `<item>${fields.join('')}</item>\n`
    })
    .join('')
}
