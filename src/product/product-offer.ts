import type { CatalogueItem } from '../../contract/catalogue'
import { photoSources, photoVariantName } from '../../contract/photo'
import { stockFor } from '../../contract/quantity'
import { defaultOptions, priceVisible, unitPrice } from '../ui/item/item-choice'

/** What a product page and its structured data say the item costs and whether it can be bought now. */
export interface ProductOffer {
  /** Rupees, on the option the widget's card starts on (the first in stock); null when priced on request. */
  price: { base: number; sale: number } | null
  inStock: boolean
}

/**
 * The item's offer as its page shows it: the price of the option the widget's item card starts on and that option's
 * stock (an item without options: its own stock; not tracked is in stock).
 *
 * @example
 * productOffer(garamMasala) // { price: { base: 180, sale: 159 }, inStock: true }
 */
export function productOffer(item: CatalogueItem): ProductOffer {
  const options = defaultOptions(item)
  const stock = stockFor(
    { variants: item.variants, packages: item.packages, inventoryTotal: item.inventory.totalQuantity },
    options.variant?._id ?? null,
    options.package?._id ?? null,
  )
  return { price: priceVisible(item) ? unitPrice(item, options) : null, inStock: stock === null || stock > 0 }
}

/** A photo address as link previews take it: the 640 px wide variant of a processed photo, absolute on `origin`. */
export function previewImage(url: string, origin: string): string {
  const photo = photoSources(url)
  const preview = photo && photo.width > 640 ? photoVariantName(photo.src.replace(/\.\d+x\d+\.webp$/, ''), 640) : url
  return absolute(preview, origin)
}

/** `url` on the site's host when it is a path. */
export function absolute(url: string, origin: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : url
}
