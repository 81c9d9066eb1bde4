import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { useMigrationDatabase } from '../../test/migrations.js'

describe('migration 0035-item-updated-at on a database made before it', () => {
  const { db, migrator } = useMigrationDatabase()
  const changedAt = async () =>
    (await sql<{ at: Date }>`select updated_at as at from catalogue_items`.execute(db)).rows.map((row) =>
      new Date(row.at).getTime(),
    )[0]!

  it('gives existing items a time, moves it on every update of the row, and goes back down', async () => {
    expect((await migrator.migrateTo('0034-ships-from-every-point')).error).toBeUndefined()
    await sql`insert into sites (subdomain, template_slug, color_palette) values ('demo', 'product-v1', '{}')`.execute(
      db,
    )
    await sql`insert into categories (site_id, name, catalogue_type) select id, 'Cakes', 'product' from sites`.execute(
      db,
    )
    await sql`insert into catalogues (site_id, category_id, name, catalogue_type)
      select site_id, id, 'Cakes', 'product' from categories`.execute(db)
    await sql`insert into catalogue_items (site_id, catalogue_id, name, slug, item_type, pricing)
      select site_id, id, 'Truffle', 'truffle', 'product', '{"basePrice":100}' from catalogues`.execute(db)
    expect((await migrator.migrateTo('0035-item-updated-at')).error).toBeUndefined()
    const first = await changedAt()
    expect(first).toBeGreaterThan(Date.now() - 60_000)

    await new Promise((resolve) => setTimeout(resolve, 5))
    await sql`update catalogue_items set hidden = true`.execute(db)
    const hidden = await changedAt()
    expect(hidden).toBeGreaterThan(first)
    // A writer that names the time itself does not set it back: the database's clock wins.
    await sql`update catalogue_items set inventory_total = 3, updated_at = '2001-01-01'`.execute(db)
    expect(await changedAt()).toBeGreaterThanOrEqual(hidden)

    expect((await migrator.migrateTo('0034-ships-from-every-point')).error).toBeUndefined()
    const columns = await sql<{ name: string }>`select column_name as name from information_schema.columns
      where table_name = 'catalogue_items' and column_name = 'updated_at'`.execute(db)
    expect(columns.rows).toEqual([])
    await sql`update catalogue_items set hidden = false`.execute(db)
  }, 120_000)
})
