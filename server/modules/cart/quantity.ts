import type { StockSource } from '../catalogue/catalogue-item.js'

/**
 * Most units of one cart line, whatever the stock: an unlimited package
 * still has to fit the integer column and a sane order.
 */
export const MAX_LINE_QUANTITY = 10_000

/**
 * The §5 quantity rule: a non-number becomes 1, fractions are cut (2.7 → 2),
 * the minimum is 1, and above `stock` it is capped at `stock` (`null`:
 * unlimited). Numeric strings ('3') count as numbers.
 *
 * @example
 * clampQuantity('abc', 10) // 1
 * clampQuantity(12, 10)    // 10
 * clampQuantity(12, null)  // 12
 */
export function clampQuantity(value: unknown, stock: number | null): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN
  if (!Number.isFinite(number)) return 1
  const cap = Math.min(stock ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY)
  return Math.max(1, Math.min(Math.floor(number), cap))
}

/**
 * Stock for a choice (§5): a package's stock (null: unlimited) when a known
 * package is chosen; else the chosen variant's, else the first variant's;
 * else the item's inventory total (null: not tracked, unlimited).
 *
 * @example
 * stockFor(garamMasala, 'var-garam-masala-250g', null) // 40
 * stockFor(catering, null, 'pkg-catering-25')           // null
 */
export function stockFor(item: StockSource, variantId: string | null, packageId: string | null): number | null {
  if (packageId !== null) {
    const pack = item.packages.find((candidate) => candidate._id === packageId)
    if (pack) return pack.stock ?? null
  }
  const variant = item.variants.find((candidate) => candidate._id === variantId) ?? item.variants[0]
  if (variant) return variant.stock
  return item.inventoryTotal
}
