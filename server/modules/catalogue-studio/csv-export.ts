import type { OwnerItem } from '../../../contract/owner-catalogue.js'
import { safeCsv } from '../../lib/safe-csv.js'
import { COLUMNS, TRANSLATED_COLUMNS, type Column } from './csv-columns.js'

/** Names the export writes in place of ids. */
export interface CsvNames {
  /** Catalogue id → its name and its category's name. */
  catalogues: Map<string, { name: string; category: string }>
  /** Dispatch point id → its name. */
  dispatchPoints: Map<string, string>
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no')
const number = (value: number | null) => (value === null ? '' : String(value))

/** The rows of one item: its own on the first, then one row per variant or package after the first. */
function itemRows(item: OwnerItem, names: CsvNames): Partial<Record<Column, string>>[] {
  const catalogue = names.catalogues.get(item.catalogueId)
  const inStock = item.variants.length > 0 ? item.variants.some((v) => v.stock > 0) : item.inventoryTotal !== 0
  const first: Partial<Record<Column, string>> = {
    id: item.slug,
    title: item.name,
    description: item.description,
    price: number(item.pricing.basePrice),
    sale_price: number(item.pricing.salePrice),
    availability: inStock ? 'in stock' : 'out of stock',
    image_link: item.images[0] ?? '',
    additional_image_link: item.images.slice(1).join(','),
    video_link: item.video ?? '',
    catalogue: catalogue?.name ?? '',
    category: catalogue?.category ?? '',
    type: item.itemType,
    stock: item.variants.length > 0 ? '' : number(item.inventoryTotal),
    hidden: yesNo(item.hidden),
    price_visible: yesNo(item.pricing.priceVisible),
    tax: yesNo(item.pricing.taxApplicable),
    tax_rate: number(item.pricing.taxRate),
    shipping: yesNo(item.shipping.available),
    weight_kg: number(item.shipping.weight),
    length_cm: number(item.shipping.dimensions.length),
    width_cm: number(item.shipping.dimensions.width),
    height_cm: number(item.shipping.dimensions.height),
    ships_from: item.dispatchPointIds.map((id) => names.dispatchPoints.get(id) ?? id).join('|'),
    button: item.button?.toLowerCase() ?? '',
    variant_title: item.variantTitle ?? '',
  }
  const texts = item as unknown as Partial<Record<string, string>>
  for (const { key, column } of TRANSLATED_COLUMNS) first[column] = texts[key] ?? ''
  const options: Partial<Record<Column, string>>[] = [
    ...item.variants.map((variant) => ({
      variant: variant.name,
      variant_price: number(variant.basePrice),
      variant_sale_price: number(variant.salePrice),
      variant_stock: number(variant.stock),
      variant_sku: variant.sku,
      variant_weight_kg: number(variant.weight),
      variant_default: yesNo(variant.isDefault),
    })),
    ...item.packages.map((pack) => ({
      package: pack.name,
      package_price: number(pack.price),
      package_discount_percent: number(pack.discountPercentage),
      package_stock: number(pack.stock),
    })),
  ]
  // The first option shares the item's row; each other one has a row of its own naming the item's id.
  const [firstOption, ...rest] = options
  return [{ ...first, ...firstOption }, ...rest.map((option) => ({ id: item.slug, ...option }))]
}

/**
 * The catalogue as CSV text: a header row, then each item's rows, in the order the owner sees them.
 *
 * @example
 * toCsv(items, names) // 'id,title,description,price,...\nlime-pickle,Lime pickle,...'
 */
export function toCsv(items: readonly OwnerItem[], names: CsvNames): string {
  const rows = items.flatMap((item) => itemRows(item, names))
  // A text starting with =, +, -, @ or a tab goes out with a leading ' (`safeCsv`); the import takes it off again.
  return safeCsv(
    COLUMNS,
    rows.map((row) => COLUMNS.map((column) => row[column] ?? '')),
  )
}
