import { sql, type Kysely } from 'kysely'
import type { CatalogueType } from '../../../contract/catalogue.js'
import type { Database } from '../../db/schema.js'

/**
 * The lowest and highest price a shopper pays among the site's listed items of one type whose price is shown, in
 * paise with their tax (as `withTax` rounds it): every variant of an item with variants, else the item's own price;
 * a sale below the price counts, as `salePriceOf` reads it. Null when none has a price. One aggregate in the
 * database, so a home page's structured data does not read a large catalogue item by item.
 *
 * @example
 * await listedPriceRange(db, siteId, 'product') // { low: 4500, high: 126000 }
 */
export async function listedPriceRange(
  db: Kysely<Database>,
  siteId: string,
  type: CatalogueType,
): Promise<{ low: number; high: number } | null> {
  const { rows } = await sql<{ low: string | null; high: string | null }>`
    with offers as (
      select o.base, o.sale,
        case when coalesce((i.pricing->>'taxApplicable')::boolean, false)
          then coalesce((i.pricing->>'taxRate')::numeric, 0) else 0 end as rate
      from catalogue_items i
      cross join lateral (
        select (v->>'basePrice')::numeric as base, (v->>'salePrice')::numeric as sale
          from jsonb_array_elements(i.variants) v
        union all
        select (i.pricing->>'basePrice')::numeric, (i.pricing->>'salePrice')::numeric
          where jsonb_array_length(i.variants) = 0
      ) o
      where i.site_id = ${siteId} and not i.hidden and i.archived_at is null and i.item_type = ${type}
        and coalesce((i.pricing->>'priceVisible')::boolean, true)
    ), paid as (
      select round((case when sale > 0 and sale < base then sale else base end) * (100 + rate) / 100) as price
      from offers
    )
    select min(price)::text as low, max(price)::text as high from paid`.execute(db)
  const [row] = rows
  return row?.low == null || row.high == null ? null : { low: Number(row.low), high: Number(row.high) }
}
