import type { CartItem } from '../../../contract/cart'
import type { CatalogueItem, Package, Variant } from '../../../contract/catalogue'
import { discountPercentage, packagePrice, salePriceOf, taxOf, toPaise, toRupees } from '../../../contract/pricing'
import { clampQuantity, stockFor } from '../../../contract/quantity'

/** What was chosen on an item card (the engine's `ItemSelection`, or just the ids). */
export interface LineChoice {
  variant: Pick<Variant, '_id'> | null
  package: Pick<Package, '_id'> | null
}

/**
 * The identity of a cart line: item, variant and package (the same three
 * add quantities).
 *
 * @example
 * lineKeyOf('i1', 'v2', null) // 'i1|v2|'
 */
export function lineKeyOf(
  itemId: string,
  variantId: string | null | undefined,
  packageId: string | null | undefined,
): string {
  return `${itemId}|${variantId ?? ''}|${packageId ?? ''}`
}

export function lineKey(line: Pick<CartItem, '_id' | 'selectedVariant' | 'selectedPackage'>): string {
  return lineKeyOf(line._id, line.selectedVariant?._id, line.selectedPackage?._id)
}

/** The key a card's item and choice would have in the cart. */
export function choiceKey(item: Pick<CatalogueItem, '_id'>, choice: LineChoice): string {
  return lineKeyOf(item._id, choice.variant?._id, choice.package?._id)
}

/**
 * Stock of a line's choice: the package's (null: unlimited), else the variant's, else the first variant's, else the
 * inventory total.
 */
export function lineStock(
  item: Pick<CatalogueItem, 'variants' | 'packages' | 'inventory'>,
  variantId: string | null,
  packageId: string | null,
): number | null {
  return stockFor(
    { variants: item.variants, packages: item.packages, inventoryTotal: item.inventory.totalQuantity },
    variantId,
    packageId,
  )
}

/** Quantity rules for a line: a non-number becomes 1, at least 1, at most the stock. */
export function lineQuantity(
  line: Pick<CartItem, 'variants' | 'packages' | 'inventory' | 'selectedVariant' | 'selectedPackage'>,
  value: unknown,
): number {
  return clampQuantity(value, lineStock(line, line.selectedVariant?._id ?? null, line.selectedPackage?._id ?? null))
}

/**
 * A cart item (wire shape) for the visitor's local cart, built from the
 * catalogue item as shown and the card's choice. The server rebuilds it from
 * the catalogue on merge, so only the ids and the quantity really travel.
 */
export function toCartItem(item: CatalogueItem, choice: LineChoice, quantity: number, now: string): CartItem {
  const variant = choice.variant ? (item.variants.find((option) => option._id === choice.variant!._id) ?? null) : null
  const pack = choice.package ? (item.packages.find((option) => option._id === choice.package!._id) ?? null) : null
  const line: CartItem = {
    ...item,
    quantity: 1,
    selectedVariant: variant && {
      ...variant,
      discountPercentage: discountPercentage(toPaise(variant.basePrice), toPaise(variant.salePrice)),
    },
    selectedPackage: pack && {
      _id: pack._id,
      name: pack.name,
      price: pack.price,
      discountPercentage: pack.discountPercentage,
    },
    addedAt: now,
    updatedAt: now,
  }
  return { ...line, quantity: lineQuantity(line, quantity) }
}

/** What the server needs of a line (`CartItemInput`): ids and quantity; prices are never sent. */
export function toCartInput(line: {
  _id: string
  selectedVariant: { _id: string } | null
  selectedPackage: { _id: string } | null
  quantity: number
}) {
  return {
    _id: line._id,
    selectedVariant: line.selectedVariant?._id ?? null,
    selectedPackage: line.selectedPackage?._id ?? null,
    quantity: line.quantity,
  }
}

/**
 * Unit prices of a line in paise: base, and sale (variant sale price, package discount, or the item's sale price, each
 * falling back to base).
 */
export function unitPrices(line: Pick<CartItem, 'pricing' | 'selectedVariant' | 'selectedPackage'>): {
  base: number
  sale: number
} {
  if (line.selectedVariant) {
    const base = toPaise(line.selectedVariant.basePrice)
    return { base, sale: salePriceOf(base, toPaise(line.selectedVariant.salePrice)) }
  }
  if (line.selectedPackage) {
    const base = toPaise(line.selectedPackage.price)
    return { base, sale: packagePrice(base, line.selectedPackage.discountPercentage) }
  }
  const base = toPaise(line.pricing.basePrice)
  return { base, sale: salePriceOf(base, toPaise(line.pricing.salePrice)) }
}

/** Amounts of a whole cart in rupees, as the order draft names them (docs/product.md, 'Entities and fields'). */
export interface CartTotals {
  subtotal: number
  totalDiscount: number
  totalGst: number
  finalAmount: number
}

/**
 * Totals: subtotal at base prices, the discount to sale prices, GST on
 * the sale amount when tax applies, and what that comes to. Shipping is
 * added at checkout.
 *
 * @example
 * cartTotals([{ ...masala, quantity: 2 }]) // { subtotal: 360, totalDiscount: 42, totalGst: 15.9, finalAmount: 333.9 }
 */
export function cartTotals(lines: readonly CartItem[]): CartTotals {
  let subtotal = 0
  let discount = 0
  let gst = 0
  for (const line of lines) {
    const { base, sale } = unitPrices(line)
    subtotal += base * line.quantity
    discount += Math.max(0, base - sale) * line.quantity
    gst += taxOf(sale * line.quantity, line.pricing)
  }
  return {
    subtotal: toRupees(subtotal),
    totalDiscount: toRupees(discount),
    totalGst: toRupees(gst),
    finalAmount: toRupees(subtotal - discount + gst),
  }
}

/** Lines whose name, description or category name contains the text, case-insensitively (the cart search). */
export function matchesCartSearch(line: Pick<CartItem, 'name' | 'description' | 'category'>, needle: string): boolean {
  const text = needle.trim().toLocaleLowerCase()
  if (!text) return true
  return [line.name, line.description, line.category.name].some((field) =>
    (field ?? '').toLocaleLowerCase().includes(text),
  )
}

/** The cart line fields `update` can switch (docs/product.md, 'Calls'). */
export type ChoiceField = 'selectedVariant' | 'selectedPackage'

/** The line's variant or package with that id, which the line can switch to. */
export function lineOption(line: Pick<CartItem, 'variants' | 'packages'>, field: ChoiceField, optionId: string) {
  const options = field === 'selectedVariant' ? line.variants : line.packages
  return options.find((option: { _id: string }) => option._id === optionId)
}

/**
 * The cart (local) after a line switched variant or package: quantity 1, or one more on the line that already has that
 * choice (as the server does).
 */
export function switchLineChoice(
  lines: CartItem[],
  line: CartItem,
  field: ChoiceField,
  optionId: string,
  now: string,
): CartItem[] {
  const switched: CartItem =
    field === 'selectedVariant'
      ? toCartItem(line, { variant: { _id: optionId }, package: line.selectedPackage }, 1, now)
      : toCartItem(line, { variant: line.selectedVariant, package: { _id: optionId } }, 1, now)
  const twin = lines.find((candidate) => candidate !== line && lineKey(candidate) === lineKey(switched))
  if (twin)
    return lines
      .filter((candidate) => candidate !== line)
      .map((candidate) =>
        candidate === twin ? { ...twin, quantity: lineQuantity(twin, twin.quantity + 1) } : candidate,
      )
  return lines.map((candidate) => (candidate === line ? { ...switched, addedAt: line.addedAt } : candidate))
}
