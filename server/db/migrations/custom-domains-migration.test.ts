import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { useMigrationDatabase } from '../../test/migrations.js'

describe('migration 0025-custom-domains on a database made before it', () => {
  const { db, migrateTo } = useMigrationDatabase()

  // A fresh embedded database migrated up and down: slow on a loaded machine.
  it(
    'keeps a custom domain set on a site before it as that site’s verified domain, and goes down again',
    { timeout: 120_000 },
    async () => {
      await migrateTo('0020-delivery')
      await sql`insert into sites (subdomain, template_slug, custom_domain)
      values ('demo', 'product-v1', 'WWW.Kesar.example'), ('acme', 'product-v1', null)`.execute(db)
      await migrateTo()

      const rows = await sql<{ subdomain: string; domain: string; host: string; verified: boolean }>`
      select s.subdomain, d.domain, d.host, d.verified_at is not null as verified
      from site_domains d join sites s on s.id = d.site_id`.execute(db)
      expect(rows.rows).toEqual([
        { subdomain: 'demo', domain: 'www.kesar.example', host: 'kesar.example', verified: true },
      ])

      await migrateTo('0020-delivery')
      const tables = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_name in ('site_domains', 'site_onboarding')`.execute(db)
      expect(tables.rows).toEqual([])
    },
  )
})
