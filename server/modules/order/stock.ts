import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { HttpError } from '../../http/errors.js'
import { cartText } from '../cart/index.js'

/**
 * What stock a line takes: its package's, else its variant's, else the item's inventory (`stockFor` of
 * contract/quantity.ts).
 */
export interface StockLine {
  itemId: string
  variantId: string | null
  packageId: string | null
  quantity: number
}

/** 'Out of stock', as a conflict: someone else took the last units first. */
export const outOfStockConflict = () => new HttpError(409, cartText.outOfStock, 'OUT_OF_STOCK')

/**
 * Takes the lines' units from stock inside the caller's transaction, each
 * with one guarded UPDATE (it changes the row only while enough is left), so
 * two buyers of the last unit cannot both succeed: the second waits for the
 * first's row lock, re-reads, and finds nothing left (409 'Out of stock').
 * Items are taken in id order, so two orders never wait on each other's rows.
 * Unlimited stock (a package with `stock: null`, an item whose inventory is
 * not tracked) is left alone.
 */
export async function takeStock(trx: Kysely<Database>, siteId: string, lines: readonly StockLine[]): Promise<void> {
  const sorted = [...lines].sort((a, b) => (a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0))
  for (const line of sorted) {
    if (!(await adjust(trx, siteId, line, -line.quantity))) throw outOfStockConflict()
  }
}

/**
 * Gives a cancelled order's units back: to the package or variant of
 * `optionId` (an order item's `groupId`), else to the item's inventory.
 * Options the owner has since removed are skipped.
 */
export async function returnStock(
  trx: Kysely<Database>,
  siteId: string,
  lines: readonly { itemId: string; optionId: string | null; quantity: number }[],
): Promise<void> {
  const sorted = [...lines].sort((a, b) => (a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0))
  for (const { itemId, optionId, quantity } of sorted) {
    if (optionId === null) await adjust(trx, siteId, { itemId, variantId: null, packageId: null, quantity }, quantity)
    else if (!(await adjustOption(trx, 'packages', siteId, itemId, optionId, quantity)))
      await adjustOption(trx, 'variants', siteId, itemId, optionId, quantity)
  }
}

/** One guarded change; false when it would take stock below 0 (or the option is gone). */
async function adjust(trx: Kysely<Database>, siteId: string, line: StockLine, delta: number): Promise<boolean> {
  if (line.packageId !== null) return adjustOption(trx, 'packages', siteId, line.itemId, line.packageId, delta)
  if (line.variantId !== null) return adjustOption(trx, 'variants', siteId, line.itemId, line.variantId, delta)
  const result = await sql`update catalogue_items
      set inventory_total = inventory_total + ${delta}::integer
      where id = ${line.itemId} and site_id = ${siteId}
        and (inventory_total is null or inventory_total + ${delta}::integer >= 0)
      returning id`.execute(trx)
  return result.rows.length > 0
}

/**
 * Changes the numeric `stock` of one entry of a jsonb option list
 * (`variants` or `packages`) by `delta`, keeping the list's order; an entry
 * whose stock is not a number is unlimited and stays as it is. A variant's
 * units also move the item's inventory total (the sum the catalogue shows).
 */
async function adjustOption(
  trx: Kysely<Database>,
  column: 'variants' | 'packages',
  siteId: string,
  itemId: string,
  optionId: string,
  delta: number,
): Promise<boolean> {
  const list = sql.ref(column)
  const total = column === 'variants' ? sql`greatest(inventory_total + ${delta}::integer, 0)` : sql`inventory_total`
  const result = await sql`update catalogue_items set
      ${list} = (
        select jsonb_agg(case when o.v->>'_id' = ${optionId} and jsonb_typeof(o.v->'stock') = 'number'
          then jsonb_set(o.v, '{stock}', to_jsonb((o.v->>'stock')::numeric + ${delta}::integer))
          else o.v end order by o.n)
        from jsonb_array_elements(${list}) with ordinality as o(v, n)),
      inventory_total = ${total}
    where id = ${itemId} and site_id = ${siteId}
      and exists (select 1 from jsonb_array_elements(${list}) as x(v)
        where x.v->>'_id' = ${optionId}
          and (jsonb_typeof(x.v->'stock') <> 'number' or (x.v->>'stock')::numeric + ${delta}::integer >= 0))
    returning id`.execute(trx)
  return result.rows.length > 0
}
