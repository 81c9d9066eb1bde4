import type { OwnerItem } from '../../../contract/owner-catalogue'
import { LOW_STOCK } from '../../../contract/owner-catalogue-items'

/** One stock figure of the Stock view: a variant, a package, or an item without either (`optionId: null`). */
export interface StockRow {
  key: string
  itemId: string
  optionId: string | null
  itemName: string
  optionName: string | null
  sku: string
  /** null: not tracked (unlimited). */
  stock: number | null
  hidden: boolean
}

export type StockFilter = 'all' | 'out' | 'low'

/** Every stock figure of the items, in their order. */
export function stockRows(items: readonly OwnerItem[]): StockRow[] {
  return items.flatMap((item): StockRow[] => {
    const base = { itemId: item._id, itemName: item.name, hidden: item.hidden }
    if (item.variants.length > 0)
      return item.variants.map((variant) => ({
        ...base,
        key: `${item._id}|${variant._id}`,
        optionId: variant._id ?? null,
        optionName: variant.name,
        sku: variant.sku,
        stock: variant.stock,
      }))
    if (item.packages.length > 0)
      return item.packages.map((pack) => ({
        ...base,
        key: `${item._id}|${pack._id}`,
        optionId: pack._id ?? null,
        optionName: pack.name,
        sku: '',
        stock: pack.stock,
      }))
    return [{ ...base, key: item._id, optionId: null, optionName: null, sku: '', stock: item.inventoryTotal }]
  })
}

/** The rows the filter and the search (item, option or SKU, ignoring case) keep. */
export function filterStock(rows: readonly StockRow[], filter: StockFilter, search: string): StockRow[] {
  const needle = search.trim().toLocaleLowerCase()
  return rows.filter((row) => {
    if (filter === 'out' && row.stock !== 0) return false
    if (filter === 'low' && (row.stock === null || row.stock > LOW_STOCK)) return false
    if (!needle) return true
    return [row.itemName, row.optionName ?? '', row.sku].some((text) => text.toLocaleLowerCase().includes(needle))
  })
}
