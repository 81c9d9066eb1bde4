import { makeAutoObservable } from 'mobx'
import type { CatalogueItem, Package, Variant } from '../../../contract/catalogue'
import { clampQuantity, stockFor } from '../../../contract/quantity'
import { defaultOption, inStock } from './catalogue-store'
import { effectiveSalePrice, packagePrice, priceWithTax } from './price'

/**
 * One item with a chosen variant or package and a quantity, as the
 * single-item order and enquiry panels edit it (§4, §5): the default variant
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
    return stockFor({ variants: this.item.variants, packages: this.item.packages, inventoryTotal: this.item.inventory.totalQuantity }, this.variant?._id ?? null, this.package?._id ?? null)
  }

  get available(): boolean {
    return this.stock === null || this.stock > 0
  }

  /** Unit prices in rupees for the choice (§5): base, sale (falling back to base, or the package discount), and the sale price with tax. */
  get unit(): { base: number; sale: number; withTax: number } {
    const base = this.variant ? this.variant.basePrice : this.package ? this.package.price : this.item.pricing.basePrice
    const sale = this.variant
      ? effectiveSalePrice(this.variant.basePrice, this.variant.salePrice)
      : this.package
        ? packagePrice(this.package.price, this.package.discountPercentage)
        : effectiveSalePrice(this.item.pricing.basePrice, this.item.pricing.salePrice)
    return { base, sale, withTax: priceWithTax(sale, this.item.pricing.taxApplicable, this.item.pricing.taxRate) }
  }

  get priceVisible(): boolean {
    return this.item.priceVisible && this.item.pricing.priceVisible
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
