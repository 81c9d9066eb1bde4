/*
 * Price maths, shared by the server (which keeps money in integer paise)
 * and the widget (which shows the rupees of the wire, through `toPaise`).
 * Every result is a whole number of paise, so sums never carry float noise.
 */

/** What the tax rules need of an item. */
export interface TaxRule {
  taxApplicable: boolean
  /** Percent, e.g. 5 for 5% GST. */
  taxRate: number
}

/** Rupees of the wire → integer paise. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100)
}

/** Integer paise → rupees of the wire. */
export function toRupees(paise: number): number {
  return Math.round(paise) / 100
}

/**
 * The sale price, falling back to the base price when there is none (missing,
 * not a number, or not positive: the client's `salePrice || basePrice`).
 *
 * @example
 * salePriceOf(18000, 15900) // 15900
 * salePriceOf(18000, null)  // 18000
 */
export function salePriceOf(basePrice: number, salePrice: number | null | undefined): number {
  return salePrice === null || salePrice === undefined || !Number.isFinite(salePrice) || salePrice <= 0
    ? basePrice
    : salePrice
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
  const percent = Math.min(100, Math.max(0, discountPercentage || 0))
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

/** Rounds rupees to paise (2 decimals), half away from zero. */
function roundRupees(amount: number): number {
  return Math.sign(amount) * (Math.round((Math.abs(amount) + Number.EPSILON) * 100) / 100)
}

/**
 * The same rules on the wire's rupees (2 decimals), for the widget, which
 * shows the prices of `contract/catalogue.ts` answers. Each goes through
 * paise, so the widget and the server agree to the paisa.
 *
 * @example
 * rupees.withTax(159, { taxApplicable: true, taxRate: 5 }) // 166.95
 * rupees.packagePrice(35000, 5)                            // 33250
 */
export const rupees = {
  round: roundRupees,
  /** The sale price, falling back to the base price (see `salePriceOf`). */
  salePrice: (basePrice: number, salePrice: number | null | undefined): number => salePriceOf(basePrice, salePrice),
  withTax: (price: number, rule: TaxRule): number => toRupees(withTax(toPaise(price), rule)),
  taxOf: (price: number, rule: TaxRule): number => toRupees(taxOf(toPaise(price), rule)),
  packagePrice: (price: number, discountPercentage: number | undefined): number =>
    toRupees(packagePrice(toPaise(price), discountPercentage)),
  /** Base − sale for one unit (sale falling back to base), never negative. */
  lineDiscount: (basePrice: number, salePrice: number | null | undefined): number =>
    toRupees(
      lineDiscount(
        toPaise(basePrice),
        salePrice === null || salePrice === undefined || !Number.isFinite(salePrice) ? salePrice : toPaise(salePrice),
      ),
    ),
}
