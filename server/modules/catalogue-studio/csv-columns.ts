import { TRANSLATED_LANGUAGES, translatedKey, translatedKeys } from '../../../contract/translations.js'

/*
 * The columns of the catalogue CSV (docs/catalogue-csv.md), in the order the
 * export writes them. The first seven are a WhatsApp/Meta commerce
 * catalogue's main columns, so such a file imports as it is.
 */

/** Columns of the item: filled on an item's first row only. */
export const ITEM_COLUMNS = [
  'id',
  'title',
  'description',
  'price',
  'sale_price',
  'availability',
  'image_link',
  'additional_image_link',
  'video_link',
  'catalogue',
  'category',
  'type',
  'stock',
  'hidden',
  'price_visible',
  'tax',
  'tax_rate',
  'shipping',
  'weight_kg',
  'length_cm',
  'width_cm',
  'height_cm',
  'ships_from',
  'button',
  'variant_title',
  // The title and description in each other language (`title@hi`): read by a reader of that language.
  ...translatedKeys(['title', 'description'] as const),
] as const

/** Columns of one variant (a product's choice) on its own row. */
export const VARIANT_COLUMNS = [
  'variant',
  'variant_price',
  'variant_sale_price',
  'variant_stock',
  'variant_sku',
  'variant_weight_kg',
  'variant_default',
] as const

/** Columns of one package (a service's choice) on its own row. */
export const PACKAGE_COLUMNS = ['package', 'package_price', 'package_discount_percent', 'package_stock'] as const

export const COLUMNS = [...ITEM_COLUMNS, ...VARIANT_COLUMNS, ...PACKAGE_COLUMNS] as const
export type Column = (typeof COLUMNS)[number]

/** Columns of yes/no cells. */
export const YES_NO_COLUMNS = new Set<Column>(['hidden', 'price_visible', 'tax', 'shipping', 'variant_default'])

/** One row of the file: its spreadsheet number (header = 1) and its cells by column. */
export interface CsvRow {
  row: number
  cells: Partial<Record<Column, string>>
}

/** The CSV column of each translated text of `ItemInput`: `name@hi` is `title@hi`, `description@hi` itself. */
export const TRANSLATED_COLUMNS: ReadonlyArray<{ key: string; column: Column }> = TRANSLATED_LANGUAGES.flatMap(
  (language) => [
    { key: translatedKey('name', language), column: translatedKey('title', language) as Column },
    { key: translatedKey('description', language), column: translatedKey('description', language) as Column },
  ],
)

/** The column of each path of `ItemInput` (under `item.`); options name their own row. */
export const PATH_COLUMNS: Record<string, Column> = {
  ...Object.fromEntries(TRANSLATED_COLUMNS.map(({ key, column }) => [key, column])),
  catalogueId: 'catalogue',
  itemType: 'type',
  name: 'title',
  description: 'description',
  images: 'image_link',
  video: 'video_link',
  slug: 'id',
  variantTitle: 'variant_title',
  variants: 'variant',
  packages: 'package',
  'pricing.basePrice': 'price',
  'pricing.salePrice': 'sale_price',
  'pricing.priceVisible': 'price_visible',
  'pricing.taxApplicable': 'tax',
  'pricing.taxRate': 'tax_rate',
  inventoryTotal: 'stock',
  'shipping.available': 'shipping',
  'shipping.weight': 'weight_kg',
  'shipping.dimensions.length': 'length_cm',
  'shipping.dimensions.width': 'width_cm',
  'shipping.dimensions.height': 'height_cm',
  dispatchPointIds: 'ships_from',
  button: 'button',
  hidden: 'hidden',
  'variant.name': 'variant',
  'variant.basePrice': 'variant_price',
  'variant.salePrice': 'variant_sale_price',
  'variant.stock': 'variant_stock',
  'variant.sku': 'variant_sku',
  'variant.weight': 'variant_weight_kg',
  'variant.isDefault': 'variant_default',
  'package.name': 'package',
  'package.price': 'package_price',
  'package.discountPercentage': 'package_discount_percent',
  'package.stock': 'package_stock',
}
