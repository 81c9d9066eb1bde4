import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { useMigrationDatabase } from '../../test/migrations.js'

describe('migration 0032-owner-languages', () => {
  const { db, migrateTo } = useMigrationDatabase()

  it("keeps an owner device's and an owner's e-mail language: English, Hindi or not known", async () => {
    await migrateTo('0031-languages')
    await sql`insert into sites (subdomain, template_slug) values ('demo', 'product-v1')`.execute(db)
    await sql`insert into site_owners (site_id, country_code, phone_number)
      select id, '+91', '9999988888' from sites`.execute(db)
    // Kept before the migration: no language.
    await sql`insert into push_subscriptions (site_id, owner_id, endpoint, p256dh, auth)
      select site_id, id, 'https://push.example/1', 'key', 'auth' from site_owners`.execute(db)
    await sql`insert into owner_email_settings (owner_id, site_id, address)
      select id, site_id, 'owner@example.com' from site_owners`.execute(db)
    // Up to this migration: 0041 takes the language list out of the database (a Marathi sign-in shows it, in
    // server/modules/auth/language.test.ts).
    await migrateTo('0032-owner-languages')
    for (const table of ['push_subscriptions', 'owner_email_settings']) {
      const language = (value: string | null) => sql`update ${sql.table(table)} set language = ${value}`.execute(db)
      const read = async () =>
        (await sql<{ language: string | null }>`select language from ${sql.table(table)}`.execute(db)).rows
      expect(await read()).toEqual([{ language: null }])
      await language('hi')
      expect(await read()).toEqual([{ language: 'hi' }])
      await expect(language('fr')).rejects.toThrow(/check/)
    }
  }, 120_000)

  it('goes back down without a trace', async () => {
    await migrateTo('0031-languages')
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.columns
      where column_name = 'language' and table_name in ('push_subscriptions', 'owner_email_settings')
    `.execute(db)
    expect(rows).toEqual([])
  })
})
