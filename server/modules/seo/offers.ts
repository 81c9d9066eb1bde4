import { salePriceOf, withTax } from '../../../contract/pricing.js'
import { taxRuleOf, type FeedItemRecord } from '../catalogue/index.js'

/** One thing a shopper can buy: an item without variants, or one variant of an item. */
export interface Offer {
  /** The item's id, or the variant's. */
  id: string
  /** The item's id when it has variants (the feed's `g:item_group_id`). */
  groupId: string | null
  title: string
  /** Paise, tax included (prices in India are shown with every tax). */
  price: number
  /** Paise, tax included; null when there is no sale below the price. */
  salePrice: number | null
  inStock: boolean
}

/**
 * The offers of a listed product: one per variant when it has variants (the title names the variant), else the item
 * itself. Stock: a variant's count, an item's `inventoryTotal` (null is not tracked: always in stock).
 *
 * @example
 * offersOf(garamMasala)
 * // [{ id: 'var-garam-masala-100g', groupId: garamMasala.id, title: 'Garam Masala (100 g)', ... }, ...]
 */
export function offersOf(item: FeedItemRecord): Offer[] {
  const rule = taxRuleOf(item.pricing)
  const prices = (base: number, sale: number | null | undefined) => {
    const price = withTax(base, rule)
    const salePrice = withTax(salePriceOf(base, sale), rule)
    return { price, salePrice: salePrice < price ? salePrice : null }
  }
  if (item.variants.length === 0) {
    return [
      {
        id: item.id,
        groupId: null,
        title: item.name,
        ...prices(item.pricing.basePrice, item.pricing.salePrice),
        inStock: item.inventoryTotal === null || item.inventoryTotal > 0,
      },
    ]
  }
  return item.variants.map((variant) => ({
    id: variant._id,
    groupId: item.id,
    title: `${item.name} (${variant.name})`,
    ...prices(variant.basePrice, variant.salePrice),
    inStock: variant.stock > 0,
  }))
}

/** Whether the owner shows the item's price (a hidden price is 'price on request': no feed entry can carry it). */
export const priceShown = (item: FeedItemRecord) => item.pricing.priceVisible !== false

/** Money as Google's feeds and schema.org read it: rupees with two decimals and the currency, `240.00 INR`. */
export const feedMoney = (paise: number) => `${(paise / 100).toFixed(2)} INR`
