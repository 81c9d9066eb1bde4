import type { CartItem } from '../../../contract/cart.js'
import type { CatalogueItemRecord } from '../catalogue/index.js'
import { toRupees, toWireItem, wireVariant, type DispatchPoints } from '../catalogue/index.js'
import { discountPercentage } from '../catalogue/index.js'
import type { CartLine } from './cart-repository.js'

/**
 * A cart line in the wire shape: the catalogue item as it is now (names,
 * prices, stock), plus the line's quantity and choices. A variant or package
 * the owner has since removed shows as null.
 */
export function toWireCartItem(line: CartLine, item: CatalogueItemRecord, dispatchPoints: DispatchPoints): CartItem {
  const variant = item.variants.find((candidate) => candidate._id === line.variantId)
  const pack = item.packages.find((candidate) => candidate._id === line.packageId)
  return {
    ...toWireItem(item, dispatchPoints),
    quantity: line.quantity,
    selectedVariant: variant
      ? { ...wireVariant(variant), discountPercentage: discountPercentage(variant.basePrice, variant.salePrice) }
      : null,
    selectedPackage: pack
      ? {
          _id: pack._id,
          name: pack.name,
          price: toRupees(pack.price),
          discountPercentage: pack.discountPercentage ?? 0,
        }
      : null,
    addedAt: new Date(line.addedAt).toISOString(),
    updatedAt: new Date(line.updatedAt).toISOString(),
  }
}
