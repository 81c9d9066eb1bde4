import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { useMigrationDatabase } from '../../test/migrations.js'

describe('migration 0023-sign-up on a database made before it', () => {
  const { db, migrateTo, addDemoSite } = useMigrationDatabase()
  const tables = async () =>
    (
      await sql<{ name: string }>`select table_name as name from information_schema.tables
        where table_name in ('signups', 'signup_invites', 'held_subdomains', 'handover_tokens') order by 1`.execute(db)
    ).rows.map((row) => row.name)

  it('keeps existing sites and owners, and a removed owner takes their hand-over tokens along', async () => {
    await migrateTo('0020-delivery')
    await addDemoSite()
    await sql`insert into site_owners (site_id, country_code, phone_number)
      select id, '+91', '9999988888' from sites`.execute(db)
    expect(await tables()).toEqual([])
    await migrateTo()
    expect(await tables()).toEqual(['handover_tokens', 'held_subdomains', 'signup_invites', 'signups'])

    await sql`insert into handover_tokens (token_hash, site_id, owner_id, expires_at)
      select 'hash', site_id, id, now() + interval '1 minute' from site_owners`.execute(db)
    await sql`delete from site_owners`.execute(db)
    expect((await sql`select id from handover_tokens`.execute(db)).rows).toEqual([])
    // A deleted site's sign-up row stays (the limits count it), without its site.
    await sql`insert into signups (country_code, phone_number, ip, site_id)
      select '+91', '9999988888', '10.0.0.1', id from sites`.execute(db)
    await sql`delete from sites`.execute(db)
    expect((await sql`select site_id from signups`.execute(db)).rows).toEqual([{ siteId: null }])

    // Down to the migration before it (the later ones go down first).
    await migrateTo('0022-owner-activity')
    expect(await tables()).toEqual([])
  }, 120_000)
})
