import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { useMigrationDatabase } from '../../test/migrations.js'

describe('migration 0029-owner-email', () => {
  const { db, migrateTo } = useMigrationDatabase()

  it('records a send once per event and owner, a digest once per site and day, and goes with its owner', async () => {
    await migrateTo()
    await sql`insert into sites (subdomain, template_slug) values ('demo', 'product-v1')`.execute(db)
    await sql`insert into site_owners (site_id, country_code, phone_number)
      select id, '+91', '9999988888' from sites`.execute(db)
    await sql`insert into owner_email_settings (owner_id, site_id, address)
      select o.id, o.site_id, 'owner@example.com' from site_owners o`.execute(db)
    const send = () => sql`insert into email_sends (event_id, owner_id) select 'e-1', id from site_owners`.execute(db)
    const digest = () => sql`insert into email_digests (site_id, day) select id, '2026-11-26' from sites`.execute(db)
    await send()
    await expect(send()).rejects.toThrow(/email_sends_pk/)
    await digest()
    await expect(digest()).rejects.toThrow(/email_digests_pk/)
    const { rows } = await sql<{ newOrders: boolean }>`select new_orders from owner_email_settings`.execute(db)
    expect(rows).toEqual([{ newOrders: false }])
    await sql`delete from site_owners`.execute(db)
    expect(
      (await sql`select 1 from email_sends union all select 1 from owner_email_settings`.execute(db)).rows,
    ).toEqual([])
  }, 120_000)

  it('goes back down without a trace', async () => {
    await migrateTo('0027-webhooks')
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_name like 'email_%' or table_name = 'owner_email_settings'
    `.execute(db)
    expect(rows).toEqual([])
  })
})
