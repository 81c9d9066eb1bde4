import {
  lineDiscount as sharedLineDiscount,
  packagePrice as sharedPackagePrice,
  salePriceOf,
  taxOf,
  toPaise,
  toRupees,
  withTax,
} from '../../../contract/pricing'

/**
 * Price maths of §5 in rupees with 2 decimals (the wire unit of
 * `contract/catalogue.ts`), computed by the rules the server uses
 * (`contract/pricing.ts`, in paise), plus display formatting.
 */

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** Rounds to paise (2 decimals), half away from zero. */
export function roundRupees(amount: number): number {
  return Math.sign(amount) * (Math.round((Math.abs(amount) + Number.EPSILON) * 100) / 100)
}

/** `₹1,234.50` (§9: en-IN, 2 decimals). */
export function formatRupees(amount: number): string {
  return inr.format(roundRupees(amount))
}

/** §5: the sale price, falling back to the base price when it is missing, not a number, or not positive. */
export function effectiveSalePrice(basePrice: number, salePrice: number | null | undefined): number {
  return salePriceOf(basePrice, salePrice)
}

/** §5: price × (1 + rate/100) when tax applies, else the price. */
export function priceWithTax(price: number, taxApplicable: boolean, taxRate: number): number {
  return toRupees(withTax(toPaise(price), { taxApplicable, taxRate }))
}

/** The tax part alone: price × rate/100 when tax applies, else 0. */
export function taxAmount(price: number, taxApplicable: boolean, taxRate: number): number {
  return toRupees(taxOf(toPaise(price), { taxApplicable, taxRate }))
}

/** §5: a package's discount is a percentage off its price (clamped to 0–100 %). */
export function packagePrice(price: number, discountPercentage: number): number {
  return toRupees(sharedPackagePrice(toPaise(price), discountPercentage))
}

/** §5: an item line's discount = base − sale (sale falling back to base), never negative. */
export function lineDiscount(basePrice: number, salePrice: number | null | undefined): number {
  return toRupees(sharedLineDiscount(toPaise(basePrice), salePrice == null || !Number.isFinite(salePrice) ? salePrice : toPaise(salePrice)))
}
