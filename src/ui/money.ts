import { rupees } from '../../contract/pricing'

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})
const wholeInr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})

/**
 * Rupees for display (en-IN, 2 decimals in cart and order displays).
 *
 * @example
 * formatRupees(123456.789) // '₹1,23,456.79'
 */
export function formatRupees(amount: number): string {
  return inr.format(rupees.round(amount))
}

/**
 * Rupees in the order history (en-IN, 0 decimals).
 *
 * @example
 * formatWholeRupees(1234.5) // '₹1,235'
 */
export function formatWholeRupees(amount: number): string {
  return wholeInr.format(rupees.round(amount))
}
