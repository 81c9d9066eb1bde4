import { sql, type Kysely } from 'kysely'

/**
 * Delivery is the shop's, items inherit it: an item naming no dispatch point ships from every point of its site,
 * including points added later; an item naming some ships only from those (an exception the owner chose).
 *
 * Up: an item that names every point of its site (the old way of saying 'from everywhere') names none, so it keeps
 * shipping from every point and also from the next one. Items naming none already mean every point; an item naming
 * only some keeps its choice. Down: an item naming none names every point of its site again, as it then shipped.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update catalogue_items i set dispatch_point_ids = '[]'::jsonb
    where jsonb_array_length(i.dispatch_point_ids) > 0
      and not exists (select 1 from dispatch_points p
        where p.site_id = i.site_id and not (i.dispatch_point_ids ? p.id))`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update catalogue_items i set dispatch_point_ids = coalesce(
      (select jsonb_agg(p.id order by p.name, p.id) from dispatch_points p where p.site_id = i.site_id), '[]'::jsonb)
    where jsonb_array_length(i.dispatch_point_ids) = 0`.execute(db)
}
