import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { useMigrationDatabase } from '../../test/migrations.js'

describe('migration 0024-page-drafts on a database made before it', () => {
  const { db, migrateTo, addDemoSite } = useMigrationDatabase()

  it('keeps every version, with no changes recorded and no publisher, and starts with no drafts', async () => {
    await migrateTo('0020-delivery')
    await addDemoSite()
    await sql`insert into page_versions (site_id, route, sections, color_palette)
      select id, '/', '[]'::jsonb, '{}'::jsonb from sites`.execute(db)
    await migrateTo()

    expect(await db.selectFrom('pageVersions').select(['route', 'changes', 'publishedBy']).execute()).toEqual([
      { route: '/', changes: [], publishedBy: '' },
    ])
    expect(await db.selectFrom('pageDrafts').selectAll().execute()).toEqual([])
    const { id } = await db.selectFrom('sites').select('id').executeTakeFirstOrThrow()
    await db.insertInto('pageDrafts').values({ siteId: id, route: '/', sections: '[]' }).execute()
    // One draft per site and route.
    await expect(
      db.insertInto('pageDrafts').values({ siteId: id, route: '/', sections: '[]' }).execute(),
    ).rejects.toThrow()
  })

  it('goes back down', async () => {
    await migrateTo('0020-delivery')
    expect((await sql`select to_regclass('page_drafts') as name`.execute(db)).rows).toEqual([{ name: null }])
  })
})
