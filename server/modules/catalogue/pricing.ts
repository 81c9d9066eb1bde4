import type { CatalogueItemRecord, StoredPricing } from './catalogue-item.js'

/*
 * Price maths of §5, in integer paise. Every result is rounded to a whole
 * paisa, so sums of lines never carry float noise.
 */

/** What the tax rules need of an item. */
export interface TaxRule {
  taxApplicable: boolean
  /** Percent, e.g. 5 for 5% GST. */
  taxRate: number
}

/**
 * The sale price, falling back to the base price when there is none (a
 * missing, null or zero sale price, as the client's `salePrice || basePrice`).
 *
 * @example
 * salePriceOf(18000, 15900) // 15900
 * salePriceOf(18000, null)  // 18000
 */
export function salePriceOf(basePrice: number, salePrice: number | null | undefined): number {
  return salePrice === null || salePrice === undefined || salePrice <= 0 ? basePrice : salePrice
}

/**
 * A price with tax: price × (1 + taxRate / 100) when tax applies.
 *
 * @example
 * withTax(15900, { taxApplicable: true, taxRate: 5 }) // 16695
 */
export function withTax(price: number, rule: TaxRule): number {
  return rule.taxApplicable ? Math.round((price * (100 + rule.taxRate)) / 100) : price
}

/** The tax part of `withTax`: taxRate percent of the price, 0 when tax does not apply. */
export function taxOf(price: number, rule: TaxRule): number {
  return withTax(price, rule) - price
}

/**
 * A package price after its percentage discount (clamped to 0–100%).
 *
 * @example
 * packagePrice(3500000, 5) // 3325000
 */
export function packagePrice(price: number, discountPercentage: number | undefined): number {
  const percent = Math.min(100, Math.max(0, discountPercentage ?? 0))
  return Math.round((price * (100 - percent)) / 100)
}

/**
 * Line discount: base minus sale price (never negative), times the quantity.
 *
 * @example
 * lineDiscount(18000, 15900, 2) // 4200
 */
export function lineDiscount(basePrice: number, salePrice: number | null | undefined, quantity = 1): number {
  return Math.max(0, basePrice - salePriceOf(basePrice, salePrice)) * quantity
}

/** (base − sale) / base in whole percent; 0 for a free or undiscounted price. */
export function discountPercentage(basePrice: number, salePrice: number | null | undefined): number {
  if (basePrice <= 0) return 0
  return Math.round(((basePrice - salePriceOf(basePrice, salePrice)) * 100) / basePrice)
}

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
