/*
 * Quantity rules, shared by the server (cart writes) and the widget (the
 * quantity stepper and the local cart), so a line is capped the same way on
 * both sides.
 */

/** What the stock rule needs of an item; stored items and wire items both fit. */
export interface StockSource {
  variants: readonly { _id: string; stock: number }[]
  /** `stock: null` (or absent, as stored packages may have it) is unlimited. */
  packages: readonly { _id: string; stock?: number | null }[]
  /** Stock of an item without variants; null: not tracked (unlimited). */
  inventoryTotal: number | null
}

/**
 * Most units of one cart line, whatever the stock: an unlimited package
 * still has to fit the integer column and a sane order.
 */
export const MAX_LINE_QUANTITY = 10_000

/**
 * The quantity rule: a non-number becomes 1, fractions are cut (2.7 → 2),
 * the minimum is 1, and above `stock` it is capped at `stock` (`null`:
 * unlimited). Numeric strings ('3') count as numbers.
 *
 * @example
 * clampQuantity('abc', 10) // 1
 * clampQuantity(12, 10)    // 10
 * clampQuantity(12, null)  // 12
 */
export function clampQuantity(value: unknown, stock: number | null): number {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN
  if (!Number.isFinite(number)) return 1
  const cap = Math.min(stock ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY)
  return Math.max(1, Math.min(Math.floor(number), cap))
}

/**
 * Stock for a choice (docs/product.md, 'Validation rules'): a package's stock (null: unlimited) when a known
 * package is chosen; else the chosen variant's, else the first variant's;
 * else the item's inventory total (null: not tracked, unlimited).
 *
 * @example
 * stockFor(garamMasala, 'var-garam-masala-250g', null) // 40
 * stockFor(catering, null, 'pkg-catering-25')           // null
 * stockFor({ variants: [], packages: [], inventoryTotal: 35 }, null, null) // 35
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

/**
 * Whether a variant or package can be chosen (docs/product.md, 'Validation rules'): `stock` ≤ 0 is out of
 * stock ('Out of stock'); `null` (or absent) is unlimited.
 */
export function inStock(option: { stock?: number | null }): boolean {
  return option.stock === null || option.stock === undefined || option.stock > 0
}

/**
 * The option a choice starts on (docs/product.md, 'States and transitions'): the first one in stock, else the first
 * one, else null.
 *
 * @example
 * defaultOption([{ stock: 0 }, { stock: 4 }]) // { stock: 4 }
 */
export function defaultOption<T extends { stock?: number | null }>(options: readonly T[]): T | null {
  return options.find(inStock) ?? options[0] ?? null
}
