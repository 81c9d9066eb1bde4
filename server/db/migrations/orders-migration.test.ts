import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { useMigrationDatabase } from '../../test/migrations.js'

describe('migration 0004-orders on a database made before it', () => {
  const { db, migrateTo } = useMigrationDatabase()

  it('gives the demo dispatch points the demo rules and every other one its own state, free', async () => {
    await migrateTo('0003-canonical-phones')
    for (const subdomain of ['demo', 'acme']) {
      await sql`insert into sites (subdomain, template_slug) values (${subdomain}, 'product-v1')`.execute(db)
    }
    await sql`insert into dispatch_points (site_id, name, pincode, city, state)
      select id, 'Kesar Kitchen, Malviya Nagar', '302017', 'Jaipur', 'Rajasthan' from sites where subdomain = 'demo'
      union all select id, 'Delhi partner store, Connaught Place', '110001', 'New Delhi', 'Delhi'
        from sites where subdomain = 'demo'
      union all select id, 'Acme Pune', '411001', 'Pune', 'Maharashtra' from sites where subdomain = 'acme'`.execute(db)
    await migrateTo()
    const points = await db
      .selectFrom('dispatchPoints')
      .select(['city', 'servesStates', 'servesPincodePrefixes', 'baseCharge', 'perKgCharge', 'freeShippingAbove'])
      .orderBy('city')
      .execute()
    expect(points).toEqual([
      {
        city: 'Jaipur',
        servesStates: [],
        servesPincodePrefixes: ['1', '2', '3', '4', '5', '6', '7', '8'],
        baseCharge: 6000,
        perKgCharge: 4000,
        freeShippingAbove: 99900,
      },
      {
        city: 'New Delhi',
        servesStates: ['Delhi'],
        servesPincodePrefixes: ['121', '122', '201'],
        baseCharge: 4000,
        perKgCharge: 3000,
        freeShippingAbove: 49900,
      },
      {
        city: 'Pune',
        servesStates: ['Maharashtra'],
        servesPincodePrefixes: [],
        baseCharge: 0,
        perKgCharge: 0,
        freeShippingAbove: null,
      },
    ])
  })
})
