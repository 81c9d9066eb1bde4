/**
 * Price maths of §5, in rupees with 2 decimals (the wire unit of
 * `contract/catalogue.ts`). Pure functions; the cart and order plugins reuse them.
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
  return salePrice == null || !Number.isFinite(salePrice) || salePrice <= 0 ? basePrice : salePrice
}

/** §5: price × (1 + rate/100) when tax applies, else the price. */
export function priceWithTax(price: number, taxApplicable: boolean, taxRate: number): number {
  return taxApplicable ? roundRupees(price * (1 + taxRate / 100)) : roundRupees(price)
}

/** The tax part alone: price × rate/100 when tax applies, else 0. */
export function taxAmount(price: number, taxApplicable: boolean, taxRate: number): number {
  return taxApplicable ? roundRupees((price * taxRate) / 100) : 0
}

/** §5: a package's discount is a percentage off its price (clamped to 0–100 %). */
export function packagePrice(price: number, discountPercentage: number): number {
  const percent = Math.min(100, Math.max(0, discountPercentage || 0))
  return roundRupees(price * (1 - percent / 100))
}

/** §5: an item line's discount = base − sale (sale falling back to base), never negative. */
export function lineDiscount(basePrice: number, salePrice: number | null | undefined): number {
  return Math.max(0, roundRupees(basePrice - effectiveSalePrice(basePrice, salePrice)))
}
