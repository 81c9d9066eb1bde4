import * as t from 'io-ts'
import { CatalogueType } from '../../../contract/catalogue.js'
import type { Language } from '../../../contract/language.js'
import { inLanguage } from '../../../contract/translations.js'

/*
 * Catalogue items as the server holds them: prices in integer paise, read
 * from the jsonb columns of `catalogue_items` and decoded once, where they
 * leave the database. The wire shape (rupees) is made in `item-wire.ts`.
 */

/** `sku`, `weight` (kg) and `isDefault` are the owner studio's; the widget reads the rest. */
export const StoredVariant = t.intersection(
  [
    t.type({ _id: t.string, name: t.string, basePrice: t.number, salePrice: t.number, stock: t.number }),
    t.partial({ sku: t.string, weight: t.union([t.number, t.null]), isDefault: t.boolean }),
  ],
  'StoredVariant',
)
export type StoredVariant = t.TypeOf<typeof StoredVariant>

/** `stock: null` (or absent) is unlimited. */
export const StoredPackage = t.intersection(
  [
    t.type({ _id: t.string, name: t.string, price: t.number }),
    t.partial({ discountPercentage: t.number, stock: t.union([t.number, t.null]) }),
  ],
  'StoredPackage',
)
export type StoredPackage = t.TypeOf<typeof StoredPackage>

export const StoredPricing = t.intersection(
  [
    t.type({ basePrice: t.number }),
    t.partial({
      salePrice: t.union([t.number, t.null]),
      priceVisible: t.boolean,
      taxApplicable: t.boolean,
      taxRate: t.number,
    }),
  ],
  'StoredPricing',
)
export type StoredPricing = t.TypeOf<typeof StoredPricing>

export const StoredShipping = t.partial(
  {
    available: t.boolean,
    weight: t.number,
    dimensions: t.partial({ length: t.number, width: t.number, height: t.number }),
  },
  'StoredShipping',
)
export type StoredShipping = t.TypeOf<typeof StoredShipping>

/** The jsonb parts of a catalogue item row. */
export const StoredItemJson = t.type(
  {
    images: t.array(t.string),
    variants: t.array(StoredVariant),
    packages: t.array(StoredPackage),
    pricing: StoredPricing,
    shipping: StoredShipping,
    dispatchPointIds: t.array(t.string),
  },
  'StoredItemJson',
)

/** A catalogue item with its category, prices in paise. */
export interface CatalogueItemRecord extends t.TypeOf<typeof StoredItemJson> {
  id: string
  catalogueId: string
  itemType: CatalogueType
  name: string
  slug: string
  description: string
  video: string | null
  variantTitle: string | null
  /** Stock of an item without variants; null: not tracked (unlimited). */
  inventoryTotal: number | null
  button: string | null
  category: { id: string; name: string }
  /** Its name and description in other languages, `{ 'name@hi': … }` (contract/translations.ts). */
  translations: Record<string, string>
}

/**
 * The item as a reader of `language` sees it: its name and description in that language when the owner gave them,
 * else the owner's own. What the widget's shop, search, cart and a new order (the name the customer saw) carry.
 */
export function itemInLanguage<I extends Pick<CatalogueItemRecord, 'name' | 'description' | 'translations'>>(
  item: I,
  language: Language,
): I {
  const texts = { ...item.translations, name: item.name, description: item.description }
  return { ...item, name: inLanguage(texts, 'name', language), description: inLanguage(texts, 'description', language) }
}

/** The jsonb parts a product feed reads of an item (`CatalogueRepository.listedForFeed`). */
export const FeedItemJson = t.type(
  { images: t.array(t.string), variants: t.array(StoredVariant), pricing: StoredPricing },
  'FeedItemJson',
)

/** A listed item as the storefront's sitemap and feed read it, prices in paise. */
export interface FeedItemRecord
  extends
    t.TypeOf<typeof FeedItemJson>,
    Pick<CatalogueItemRecord, 'id' | 'name' | 'slug' | 'description' | 'inventoryTotal'> {
  updatedAt: Date
}
