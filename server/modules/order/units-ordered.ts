import { sql } from 'kysely'
import type { Db } from '../../db/database.js'

/**
 * How many units of each item the site's placed orders hold (Active or Completed: a cancelled order sold nothing),
 * by item id, from the orders' own lines (each keeps the item's id): what a storefront's bestselling products are
 * ranked by. Items never ordered are absent.
 *
 * @example
 * await unitsOrdered(db, site.id) // Map { 'i-ghevar' => 5, 'i-masala' => 2 }
 */
export async function unitsOrdered(db: Db, siteId: string): Promise<Map<string, number>> {
  const result = await sql<{ itemId: string; units: number }>`
    select line.v->>'itemId' as "itemId", sum((line.v->>'quantity')::numeric)::float8 as units
    from orders o cross join lateral jsonb_array_elements(o.details->'items') as line(v)
    where o.site_id = ${siteId} and o.status in ('Active', 'Completed') and line.v ? 'itemId'
    group by 1`.execute(db)
  return new Map(result.rows.map((row) => [row.itemId, Number(row.units)]))
}
