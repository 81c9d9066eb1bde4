import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { useMigrationDatabase } from '../../test/migrations.js'

describe('migration 0009-page-versions on a database made before it', () => {
  const { db, migrateTo } = useMigrationDatabase()

  it('gives every page published before it its live state, with the site palette, as a first version', async () => {
    await migrateTo('0006-payments')
    await sql`insert into sites (subdomain, template_slug, color_palette)
      values ('demo', 'product-v1', '{"primary":"#9A3412"}'), ('acme', 'product-v1', '{}')`.execute(db)
    const hero = {
      _id: 'hero',
      name: 'Main Header',
      status: 'shown',
      viewMode: 'both',
      indexPosition: 0,
      values: [{ key: 'Title', value: 'Before versions' }],
    }
    await sql`insert into pages (site_id, route, sections)
      select id, '/', ${JSON.stringify([hero])}::jsonb from sites where subdomain = 'demo'
      union all select id, '/about', '[]'::jsonb from sites where subdomain = 'demo'
      union all select id, '/', '[]'::jsonb from sites where subdomain = 'acme'`.execute(db)
    await migrateTo()

    const versions = await db
      .selectFrom('pageVersions')
      .innerJoin('sites', 'sites.id', 'pageVersions.siteId')
      .select(['sites.subdomain', 'pageVersions.route', 'pageVersions.sections', 'pageVersions.colorPalette'])
      .orderBy('sites.subdomain')
      .orderBy('pageVersions.route')
      .execute()
    expect(versions).toEqual([
      { subdomain: 'acme', route: '/', sections: [], colorPalette: {} },
      { subdomain: 'demo', route: '/', sections: [hero], colorPalette: { primary: '#9A3412' } },
      { subdomain: 'demo', route: '/about', sections: [], colorPalette: { primary: '#9A3412' } },
    ])
  })
})
