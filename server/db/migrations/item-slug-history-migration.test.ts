import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { useMigrationDatabase } from '../../test/migrations.js'

describe('migration 0036-item-slug-history', () => {
  const { db, migrator } = useMigrationDatabase()
  const tableExists = async () =>
    (
      await sql<{ n: number }>`select count(*)::int as n from pg_tables where tablename = 'item_slug_history'`.execute(
        db,
      )
    ).rows[0]!.n === 1

  it('keeps one item per old slug of a site, goes with the item, and goes back down', async () => {
    expect((await migrator.migrateTo('0036-item-slug-history')).error).toBeUndefined()
    await sql`insert into sites (subdomain, template_slug, color_palette) values ('demo', 'product-v1', '{}')`.execute(
      db,
    )
    await sql`insert into categories (site_id, name, catalogue_type) select id, 'Cakes', 'product' from sites`.execute(
      db,
    )
    await sql`insert into catalogues (site_id, category_id, name, catalogue_type)
      select site_id, id, 'Cakes', 'product' from categories`.execute(db)
    await sql`insert into catalogue_items (site_id, catalogue_id, name, slug, item_type, pricing)
      select site_id, id, 'Truffle', 'truffle-cake', 'product', '{"basePrice":100}' from catalogues`.execute(db)
    const item = await db.selectFrom('catalogueItems').select(['id', 'siteId']).executeTakeFirstOrThrow()
    const remember = () =>
      db.insertInto('itemSlugHistory').values({ siteId: item.siteId, slug: 'truffle', itemId: item.id }).execute()
    await remember()
    await expect(remember()).rejects.toThrow()
    await db.deleteFrom('catalogueItems').where('id', '=', item.id).execute()
    expect(await db.selectFrom('itemSlugHistory').selectAll().execute()).toEqual([])
    expect((await migrator.migrateTo('0034-ships-from-every-point')).error).toBeUndefined()
    expect(await tableExists()).toBe(false)
  }, 120_000)
})
