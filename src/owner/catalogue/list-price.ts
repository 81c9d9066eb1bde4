import type { OwnerItem } from '../../../contract/owner-catalogue'
import { packagePrice, salePriceOf } from '../../../contract/pricing'

/**
 * The price the owner's item list shows, in rupees: the item's own (its sale price when it has one), or, with
 * variants or packages, the lowest of theirs (`from`: a customer may pay more). Null when nothing has a price.
 *
 * @example
 * listPrice(cake) // { amount: 450, from: false }
 */
export function listPrice(item: OwnerItem): { amount: number; from: boolean } | null {
  const options =
    item.variants.length > 0
      ? item.variants.map((variant) => salePriceOf(variant.basePrice, variant.salePrice))
      : item.packages.map((pack) => packagePrice(pack.price, pack.discountPercentage))
  const prices = options.filter((price) => price > 0)
  if (prices.length > 0) return { amount: Math.min(...prices), from: new Set(prices).size > 1 }
  const own = salePriceOf(item.pricing.basePrice, item.pricing.salePrice)
  return own > 0 ? { amount: own, from: false } : null
}
