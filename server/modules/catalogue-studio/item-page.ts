import { sql, type Kysely, type RawBuilder } from 'kysely'
import {
  itemCursor,
  LOW_STOCK,
  OWNER_ITEMS_PAGE,
  type OwnerItemsQuery,
  type OwnerItemsResponse,
  type StockFilter,
} from '../../../contract/owner-catalogue-items.js'
import type { Database } from '../../db/schema.js'
import { likePattern } from '../order/index.js'
import { toOwnerItem } from './item-rows.js'

/** The condition a stock figure (`figure`, an SQL expression) meets for `filter`. */
const meets = (figure: RawBuilder<unknown>, filter: StockFilter) =>
  filter === 'out' ? sql`${figure} = 0` : sql`${figure} <= ${LOW_STOCK}`

/**
 * An item has a figure for the filter: one of its variants, else one of its packages, else its own total (the
 * figures the Stock view shows).
 */
const stockMatches = (filter: StockFilter) => sql<boolean>`case
  when jsonb_array_length(i.variants) > 0 then exists (select 1 from jsonb_array_elements(i.variants) v
    where ${meets(sql`(v->>'stock')::numeric`, filter)})
  when jsonb_array_length(i.packages) > 0 then exists (select 1 from jsonb_array_elements(i.packages) k
    where ${meets(sql`(k->>'stock')::numeric`, filter)})
  else ${meets(sql`i.inventory_total`, filter)} end`

/**
 * One page of the site's live items for the owner, in the catalogue's order (catalogue, position, id), after the
 * query's cursor; searched and filtered in the database. A keyset, not an offset:
 * an item added or removed while the owner pages shifts nothing, and each item comes once.
 */
export async function ownerItemPage(
  db: Kysely<Database>,
  siteId: string,
  query: OwnerItemsQuery,
): Promise<OwnerItemsResponse> {
  const limit = query.limit ?? OWNER_ITEMS_PAGE
  const search = query.search?.trim() ?? ''
  let matching = db.selectFrom('catalogueItems as i').where('i.siteId', '=', siteId).where('i.archivedAt', 'is', null)
  // `search_text`: the name, slug and options' names and SKUs, lower-cased (migration 0033).
  if (search !== '') matching = matching.where(sql<boolean>`i.search_text like ${likePattern(search)}`)
  if (query.stock) matching = matching.where(stockMatches(query.stock))
  if (query.itemId !== undefined) matching = matching.where('i.id', '=', query.itemId)
  const { after } = query
  if (after)
    matching = matching.where(
      sql<boolean>`(i.catalogue_id, i.position, i.id) > (${after.catalogueId}, ${after.position}, ${after.id})`,
    )
  const rows = await matching
    .selectAll('i')
    .orderBy('i.catalogueId')
    .orderBy('i.position')
    .orderBy('i.id')
    .limit(limit + 1)
    .execute()
  const items = rows.slice(0, limit)
  const hasMore = rows.length > limit
  const last = items.at(-1)
  return {
    message: 'success',
    items: items.map(toOwnerItem),
    hasMore,
    next: hasMore && last ? itemCursor(last) : null,
  }
}

/** The ids of the items of `catalogueId`, in their order. */
export async function catalogueItemIds(db: Kysely<Database>, siteId: string, catalogueId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('catalogueItems')
    .select('id')
    .where('siteId', '=', siteId)
    .where('catalogueId', '=', catalogueId)
    .where('archivedAt', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute()
  return rows.map((row) => row.id)
}
