import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { useMigrationDatabase } from '../../test/migrations.js'

describe('migration 0034-ships-from-every-point on a database made before it', () => {
  const { db, migrateTo, addDemoSite } = useMigrationDatabase()
  const shipsFrom = async () =>
    Object.fromEntries(
      (
        await sql<{ name: string; ids: string[] }>`select name, dispatch_point_ids as ids from catalogue_items
          order by name`.execute(db)
      ).rows.map((row) => [row.name, row.ids]),
    )

  it('moves items naming every point (or none) to every point, keeps a chosen subset, and goes back down', async () => {
    await migrateTo('0033-owner-item-search')
    await addDemoSite()
    await sql`insert into dispatch_points (id, site_id, name, pincode, city, state)
      select p.id, s.id, p.id, '411001', 'Pune', 'Maharashtra' from sites s, (values ('a'), ('b')) as p(id)`.execute(db)
    await sql`insert into categories (site_id, name, catalogue_type) select id, 'Cakes', 'product' from sites`.execute(
      db,
    )
    await sql`insert into catalogues (site_id, category_id, name, catalogue_type)
      select site_id, id, 'Cakes', 'product' from categories`.execute(db)
    await sql`insert into catalogue_items (site_id, catalogue_id, name, slug, dispatch_point_ids, item_type, pricing)
      select c.site_id, c.id, i.name, i.name, i.ids::jsonb, 'product', '{"basePrice":100}' from catalogues c,
        (values ('all', '["b","a"]'), ('none', '[]'), ('some', '["a"]')) as i(name, ids)`.execute(db)
    await migrateTo('0034-ships-from-every-point')
    expect(await shipsFrom()).toEqual({ all: [], none: [], some: ['a'] })
    await migrateTo('0033-owner-item-search')
    expect(await shipsFrom()).toEqual({ all: ['a', 'b'], none: ['a', 'b'], some: ['a'] })
  }, 120_000)
})
