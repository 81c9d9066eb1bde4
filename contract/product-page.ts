import * as t from 'io-ts'
import { CatalogueItem, Rupees } from './catalogue'
import type { StorefrontItem } from './storefront'

/**
 * What a product page says about delivery, from the shop's delivery settings (the dispatch points the item ships
 * from): `pickup` when it only leaves by pickup, `delivery` with the lowest shipment charge of its points ('Delivery
 * from ₹40'; 0 is free delivery); `null` for a service.
 */
export const DeliveryNote = t.union(
  [t.type({ kind: t.literal('pickup') }), t.type({ kind: t.literal('delivery'), from: Rupees }), t.null],
  'DeliveryNote',
)
export type DeliveryNote = t.TypeOf<typeof DeliveryNote>

/**
 * A product page's data (`/products/<slug>`, `contract/product-path.ts`), loaded by the server and rendered there
 * (nothing hydrates it): the item as the widget gets it and its delivery note.
 *
 * @example
 * { item: { _id: 'i1', name: 'Jaipuri Garam Masala', slug: 'garam-masala', … },
 *   delivery: { kind: 'delivery', from: 40 } }
 */
export const ProductPageData = t.type({ item: CatalogueItem, delivery: DeliveryNote }, 'ProductPageData')
export type ProductPageData = t.TypeOf<typeof ProductPageData>

/**
 * A category page's data (`/products/category/<slug>`, `contract/product-path.ts`), loaded and rendered by the server
 * (nothing hydrates it): the category and its items a visitor may see, in the shop's order, as product cards show them.
 */
export interface CategoryPageData {
  id: string
  slug: string
  name: string
  items: StorefrontItem[]
}
