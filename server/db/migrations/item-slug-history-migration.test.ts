import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { useMigrationDatabase } from '../../test/migrations.js'

describe('migration 0036-item-slug-history', () => {
  const { db, migrateTo, addDemoSite, addTruffle } = useMigrationDatabase()
  const tableExists = async () =>
    (
      await sql<{ n: number }>`select count(*)::int as n from pg_tables where tablename = 'item_slug_history'`.execute(
        db,
      )
    ).rows[0]!.n === 1

  it('keeps one item per old slug of a site, goes with the item, and goes back down', async () => {
    await migrateTo('0036-item-slug-history')
    await addDemoSite()
    await addTruffle('truffle-cake')
    const item = await db.selectFrom('catalogueItems').select(['id', 'siteId']).executeTakeFirstOrThrow()
    const remember = () =>
      db.insertInto('itemSlugHistory').values({ siteId: item.siteId, slug: 'truffle', itemId: item.id }).execute()
    await remember()
    await expect(remember()).rejects.toThrow()
    await db.deleteFrom('catalogueItems').where('id', '=', item.id).execute()
    expect(await db.selectFrom('itemSlugHistory').selectAll().execute()).toEqual([])
    await migrateTo('0034-ships-from-every-point')
    expect(await tableExists()).toBe(false)
  }, 120_000)
})
