import type { CatalogueItem, DispatchPoint } from '../../../contract/catalogue.js'
import type { CatalogueItemRecord, StoredPackage, StoredVariant } from './catalogue-item.js'
import { salePriceOf, toRupees } from './pricing.js'

/** Paise to rupees for the wire (`contract/pricing.ts`): money leaves the server's integer paise only through here. */
export { toRupees }

/** A shipped product that names no dispatch point: it ships from every point of its site. */
export const shipsFromEveryPoint = (item: CatalogueItemRecord): boolean =>
  item.itemType !== 'service' && item.shipping.available === true && item.dispatchPointIds.length === 0

/** A dispatch point row as the wire names it. */
export type DispatchPoints = ReadonlyMap<string, DispatchPoint>

export function wireVariant(variant: StoredVariant): CatalogueItem['variants'][number] {
  return {
    _id: variant._id,
    name: variant.name,
    basePrice: toRupees(variant.basePrice),
    salePrice: toRupees(salePriceOf(variant.basePrice, variant.salePrice)),
    stock: variant.stock,
  }
}

export function wirePackage(pack: StoredPackage): CatalogueItem['packages'][number] {
  return {
    _id: pack._id,
    name: pack.name,
    price: toRupees(pack.price),
    discountPercentage: pack.discountPercentage ?? 0,
    stock: pack.stock ?? null,
  }
}

/**
 * A catalogue item in the wire shape, prices in rupees; `productId` is its
 * `_id`, dispatch points are resolved from `dispatchPoints` (unknown ids dropped).
 */
export function toWireItem(item: CatalogueItemRecord, dispatchPoints: DispatchPoints): CatalogueItem {
  const taxApplicable = item.pricing.taxApplicable ?? false
  const taxRate = item.pricing.taxRate ?? 0
  const priceVisible = item.pricing.priceVisible ?? true
  const dimensions = item.shipping.dimensions ?? {}
  return {
    _id: item.id,
    name: item.name,
    description: item.description,
    images: item.images,
    video: item.video,
    itemType: item.itemType,
    slug: item.slug,
    productId: item.id,
    variants: item.variants.map(wireVariant),
    variantTitle: item.variantTitle,
    packages: item.packages.map(wirePackage),
    pricing: {
      basePrice: toRupees(item.pricing.basePrice),
      salePrice: toRupees(salePriceOf(item.pricing.basePrice, item.pricing.salePrice)),
      priceVisible,
      taxApplicable,
      taxRate,
    },
    priceVisible,
    taxApplicable,
    taxRate,
    inventory: { totalQuantity: item.inventoryTotal },
    shipping: {
      available: item.shipping.available ?? false,
      weight: item.shipping.weight ?? 0,
      dimensions: { length: dimensions.length ?? 0, width: dimensions.width ?? 0, height: dimensions.height ?? 0 },
    },
    // A shipped product naming no point ships from every point of the site (the map holds them all then).
    dispatchPoints: (shipsFromEveryPoint(item) ? [...dispatchPoints.keys()] : item.dispatchPointIds).flatMap((id) => {
      const point = dispatchPoints.get(id)
      return point ? [point] : []
    }),
    button: item.button,
    category: { _id: item.category.id, name: item.category.name },
  }
}
