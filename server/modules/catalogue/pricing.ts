import type { CatalogueItemRecord, StoredPricing } from './catalogue-item.js'
import { packagePrice, salePriceOf, type TaxRule } from '../../../contract/pricing.js'

/*
 * The server's side of the price maths (contract/pricing.ts has the rules):
 * which prices of a stored item apply, in integer paise.
 */
export * from '../../../contract/pricing.js'

/** The tax rule of an item's pricing (tax off unless stated). */
export function taxRuleOf(pricing: StoredPricing): TaxRule {
  return { taxApplicable: pricing.taxApplicable ?? false, taxRate: pricing.taxRate ?? 0 }
}

/**
 * Base and sale price of one unit of an item as chosen: the package (sale =
 * price less its discount), else the variant (else the first variant), else
 * the item's own pricing. Sale falls back to base.
 *
 * @example
 * unitPrices(garamMasala, 'var-garam-masala-250g', null) // { basePrice: 39000, salePrice: 35000 }
 */
export function unitPrices(
  item: Pick<CatalogueItemRecord, 'variants' | 'packages' | 'pricing'>,
  variantId: string | null,
  packageId: string | null,
): { basePrice: number; salePrice: number } {
  const pack = packageId === null ? undefined : item.packages.find((candidate) => candidate._id === packageId)
  if (pack) return { basePrice: pack.price, salePrice: packagePrice(pack.price, pack.discountPercentage) }
  const variant = item.variants.find((candidate) => candidate._id === variantId) ?? item.variants[0]
  if (variant) return { basePrice: variant.basePrice, salePrice: salePriceOf(variant.basePrice, variant.salePrice) }
  return { basePrice: item.pricing.basePrice, salePrice: salePriceOf(item.pricing.basePrice, item.pricing.salePrice) }
}
