import { productPath } from '../../../contract/product-path.js'
import type { CatalogueItemRecord } from '../catalogue/index.js'
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
  products: readonly CatalogueItemRecord[]
}

/**
 * The site's product feed for Google Merchant Center and Meta catalogues: RSS 2.0 with the `g:` fields, one `<item>`
 * per offer (each variant its own, tied by `g:item_group_id`). Products whose price the owner hides are left out (a
 * feed entry must carry a price); a photo is given only in a type the surfaces accept (`feedImage`).
 */
export function productFeedXml(input: ProductFeedInput): string {
  const entries = input.products
    .filter(priceShown)
    .map((product) => productEntries(input, product))
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

function productEntries(input: ProductFeedInput, product: CatalogueItemRecord): string {
  const link = absoluteUrl(input.origin, productPath(product.slug))
  const image = feedImage(input.origin, product.images)
  // Both surfaces ask for a description; a product without one is described by its name.
  const description = product.description.trim() === '' ? product.name : product.description
  return offersOf(product)
    .map((offer) => {
      const fields = [
        element('g:id', offer.id),
        offer.groupId === null ? '' : element('g:item_group_id', offer.groupId),
        element('g:title', offer.title),
        element('g:description', description),
        element('g:link', link),
        image === null ? '' : element('g:image_link', image),
        element('g:availability', offer.inStock ? 'in_stock' : 'out_of_stock'),
        element('g:price', feedMoney(offer.price)),
        offer.salePrice === null ? '' : element('g:sale_price', feedMoney(offer.salePrice)),
        element('g:brand', input.businessName),
        element('g:condition', 'new'),
        product.category.name === '' ? '' : element('g:product_type', product.category.name),
      ]
      return `<item>${fields.join('')}</item>\n`
    })
    .join('')
}
