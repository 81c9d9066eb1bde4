import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { useMigrationDatabase } from '../../test/migrations.js'

describe('migration 0035-item-updated-at on a database made before it', () => {
  const { db, migrateTo, addDemoSite, addTruffle } = useMigrationDatabase()
  const changedAt = async () =>
    (await sql<{ at: Date }>`select updated_at as at from catalogue_items`.execute(db)).rows.map((row) =>
      new Date(row.at).getTime(),
    )[0]!

  it('gives existing items a time, moves it on every update of the row, and goes back down', async () => {
    await migrateTo('0034-ships-from-every-point')
    await addDemoSite()
    await addTruffle('truffle')
    await migrateTo('0035-item-updated-at')
    const first = await changedAt()
    expect(first).toBeGreaterThan(Date.now() - 60_000)

    await new Promise((resolve) => setTimeout(resolve, 5))
    await sql`update catalogue_items set hidden = true`.execute(db)
    const hidden = await changedAt()
    expect(hidden).toBeGreaterThan(first)
    // A writer that names the time itself does not set it back: the database's clock wins.
    await sql`update catalogue_items set inventory_total = 3, updated_at = '2001-01-01'`.execute(db)
    expect(await changedAt()).toBeGreaterThanOrEqual(hidden)

    await migrateTo('0034-ships-from-every-point')
    const columns = await sql<{ name: string }>`select column_name as name from information_schema.columns
      where table_name = 'catalogue_items' and column_name = 'updated_at'`.execute(db)
    expect(columns.rows).toEqual([])
    await sql`update catalogue_items set hidden = false`.execute(db)
  }, 120_000)
})
