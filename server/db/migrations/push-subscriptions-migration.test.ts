import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { useMigrationDatabase } from '../../test/migrations.js'

describe('migration 0026-push-subscriptions', () => {
  const { db, migrateTo } = useMigrationDatabase()

  const device = (owner: string | null, customer: string | null, endpoint = 'https://push.example/1') =>
    sql`insert into push_subscriptions (site_id, owner_id, customer_id, endpoint, p256dh, auth)
      select s.id, ${owner}, ${customer}, ${endpoint}, 'key', 'auth' from sites s`.execute(db)

  it('keeps one device per site and endpoint, an owner’s or a customer’s, and goes with its owner', async () => {
    await migrateTo()
    await sql`insert into sites (subdomain, template_slug) values ('demo', 'product-v1')`.execute(db)
    await sql`insert into site_owners (site_id, country_code, phone_number)
      select id, '+91', '9999988888' from sites`.execute(db)
    const { rows } = await sql<{ id: string }>`select id from site_owners`.execute(db)
    const ownerId = rows[0]!.id
    await device(ownerId, null)
    await expect(device(ownerId, null)).rejects.toThrow(/push_subscriptions_site_endpoint/)
    await expect(device(null, null, 'https://push.example/2')).rejects.toThrow(/push_subscriptions_one_holder/)
    await sql`delete from site_owners`.execute(db)
    expect((await sql`select id from push_subscriptions`.execute(db)).rows).toEqual([])
  }, 120_000)

  it('goes back down without a trace', async () => {
    await migrateTo('0020-delivery')
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_name like 'push_%' or table_name like 'owner_push%'
    `.execute(db)
    expect(rows).toEqual([])
  })
})
