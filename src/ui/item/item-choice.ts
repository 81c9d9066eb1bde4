import { makeAutoObservable } from 'mobx'
import type { CatalogueItem, Package, Variant } from '../../../contract/catalogue'
import { rupees } from '../../../contract/pricing'
import { clampQuantity, defaultOption, inStock, stockFor } from '../../../contract/quantity'

/** A variant or package picked for an item (or neither). */
export interface ItemOptions {
  variant: Variant | null
  package: Package | null
}

/**
 * Unit prices in rupees of an item with a variant or package (docs/product.md, 'Validation rules'): base, and
 * sale falling back to base (a package: its price less its percentage off).
 */
export function unitPrice(item: CatalogueItem, options: ItemOptions): { base: number; sale: number } {
  if (options.variant)
    return {
      base: options.variant.basePrice,
      sale: rupees.salePrice(options.variant.basePrice, options.variant.salePrice),
    }
  if (options.package)
    return {
      base: options.package.price,
      sale: rupees.packagePrice(options.package.price, options.package.discountPercentage),
    }
  return { base: item.pricing.basePrice, sale: rupees.salePrice(item.pricing.basePrice, item.pricing.salePrice) }
}

/** What an item card starts on: the first variant in stock, else (no variants) the first package in stock. */
export function defaultOptions(item: CatalogueItem): ItemOptions {
  return {
    variant: defaultOption(item.variants),
    package: item.variants.length === 0 ? defaultOption(item.packages) : null,
  }
}

/** Whether a price is shown for the item (priced on request otherwise). */
export function priceVisible(item: CatalogueItem): boolean {
  return item.priceVisible && item.pricing.priceVisible
}

/**
 * One item with a chosen variant or package and a quantity, as the
 * single-item order and enquiry panels edit it (docs/product.md): the default variant
 * is the first in stock; a sold-out option is refused (`choose` answers
 * false, the caller shows 'Out of stock'); a new choice resets the quantity
 * to 1; the quantity is at least 1 and at most the stock.
 */
export class ItemChoice {
  variant: Variant | null
  package: Package | null
  quantity: number

  constructor(
    readonly item: CatalogueItem,
    preferred: { variant?: string; package?: string; quantity?: number } = {},
  ) {
    const variant = item.variants.find((option) => option._id === preferred.variant)
    const pack = item.packages.find((option) => option._id === preferred.package)
    this.variant = variant && inStock(variant) ? variant : defaultOption(item.variants)
    this.package = item.variants.length > 0 ? null : pack && inStock(pack) ? pack : defaultOption(item.packages)
    this.quantity = 1
    makeAutoObservable<ItemChoice, 'item'>(this, { item: false })
    this.setQuantity(preferred.quantity ?? 1)
  }

  get stock(): number | null {
    return stockFor(
      { variants: this.item.variants, packages: this.item.packages, inventoryTotal: this.item.inventory.totalQuantity },
      this.variant?._id ?? null,
      this.package?._id ?? null,
    )
  }

  get available(): boolean {
    return this.stock === null || this.stock > 0
  }

  /**
   * Unit prices in rupees for the choice: base, sale (falling back to base, or the package discount), and the sale
   * price with tax.
   */
  get unit(): { base: number; sale: number; withTax: number } {
    const { base, sale } = unitPrice(this.item, this)
    return { base, sale, withTax: rupees.withTax(sale, this.item.pricing) }
  }

  get priceVisible(): boolean {
    return priceVisible(this.item)
  }

  /** Switches variant or package; false (nothing changes) when it is out of stock. */
  choose(option: Variant | Package): boolean {
    if (!inStock(option)) return false
    if (this.item.variants.some((variant) => variant._id === option._id)) this.variant = option as Variant
    else this.package = option as Package
    this.quantity = 1
    return true
  }

  setQuantity(value: unknown): void {
    this.quantity = clampQuantity(value, this.stock)
  }
}

/**
 * Whether the item can be bought with these options: the chosen option in stock, else the item's inventory left (null:
 * not tracked).
 */
export function itemAvailable(item: CatalogueItem, options: ItemOptions): boolean {
  const chosen = options.variant ?? options.package
  return chosen ? inStock(chosen) : item.inventory.totalQuantity === null || item.inventory.totalQuantity > 0
}
