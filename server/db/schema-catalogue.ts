import type { ColumnType, Generated } from 'kysely'
import type { Json, JsonWithDefault, UpdatedAt } from './schema-columns.js'

/* The catalogue's tables: topics (categories), catalogues, dispatch points, items (part of `Database`, schema.ts). */

export interface CategoriesTable {
  id: Generated<string>
  siteId: string
  name: string
  image: string | null
  catalogueType: 'product' | 'service'
  position: Generated<number>
}

export interface CataloguesTable {
  id: Generated<string>
  siteId: string
  topicId: string | null
  categoryId: string
  catalogueType: 'product' | 'service'
  name: string
  description: string | null
  position: Generated<number>
}

export interface DispatchPointsTable {
  id: Generated<string>
  siteId: string
  name: string
  /** Street address (migration 0020). */
  address: Generated<string>
  pincode: string
  city: string
  state: string
  /** Delivers anywhere in India (migration 0020). */
  servesAllIndia: Generated<boolean>
  /** Customers collect from it; it never ships (migration 0020). */
  pickupOnly: Generated<boolean>
  /** Where and when customers collect ('' none), shown on a pickup order (migration 0020). */
  pickupAddress: Generated<string>
  pickupHours: Generated<string>
  /** States it delivers to (compared ignoring case). */
  servesStates: JsonWithDefault<string[]>
  /** Pincode prefixes it delivers to ('30', '110'). */
  servesPincodePrefixes: JsonWithDefault<string[]>
  /** Paise per shipment. */
  baseCharge: Generated<number>
  /** Paise per started kilogram of the products' `shipping.weight`. */
  perKgCharge: Generated<number>
  /** Goods of at least this many paise ship free; null: never free. */
  freeShippingAbove: number | null
}

export interface CatalogueItemsTable {
  id: Generated<string>
  siteId: string
  catalogueId: string
  itemType: 'product' | 'service'
  name: string
  slug: string
  description: string
  images: Json<string[]>
  video: string | null
  variantTitle: string | null
  /** Variants with prices in paise: `{ _id, name, basePrice, salePrice, stock }[]`. */
  variants: Json<unknown[]>
  /** Service packages with prices in paise: `{ _id, name, price, discountPercentage, stock }[]`. */
  packages: Json<unknown[]>
  /** `{ basePrice, salePrice, priceVisible, taxApplicable, taxRate }`, prices in paise. */
  pricing: Json<unknown>
  inventoryTotal: number | null
  /** `{ available, weight, dimensions: { length, width, height } }`. */
  shipping: Json<unknown>
  dispatchPointIds: Json<string[]>
  button: string | null
  position: Generated<number>
  /** Raised by every owner save (the studio's optimistic concurrency). */
  version: Generated<number>
  /** Hidden by the owner: not listed in the widget. */
  hidden: Generated<boolean>
  /** Deleted while orders name it: kept, never listed again. */
  archivedAt: Date | null
  /** The HSN/SAC code its invoice lines print (0052); null: none given. */
  hsnCode: ColumnType<string | null, string | null | undefined, string | null>
  /** When the row last changed: kept by the database on every update (migration 0035). */
  updatedAt: UpdatedAt
  /** When it was added (the storefront's newest products). */
  createdAt: Generated<Date>
  /** Its name and description in other languages, `{ 'name@hi': … }` (migration 0039, contract/translations.ts). */
  translations: JsonWithDefault<Record<string, string>>
}

/** A slug an item had before the owner renamed it (migration 0035): its old product page address redirects. */
export interface ItemSlugHistoryTable {
  siteId: string
  slug: string
  itemId: string
}
