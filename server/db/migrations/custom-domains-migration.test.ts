import { PGlite } from '@electric-sql/pglite'
import { CamelCasePlugin, Kysely, Migrator, sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { PGliteDialect } from '../pglite-dialect.js'
import type { Database } from '../schema.js'
import { migrationProvider } from './index.js'

// Plain SQL that PGlite and PostgreSQL run alike: the embedded database is enough to see the copy.
describe('migration 0025-custom-domains on a database made before it', () => {
  const db = new Kysely<Database>({
    dialect: new PGliteDialect(new PGlite()),
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
  })
  const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema: 'public' })
  afterAll(() => db.destroy())

  // A fresh embedded database migrated up and down: slow on a loaded machine.
  it(
    'keeps a custom domain set on a site before it as that site’s verified domain, and goes down again',
    { timeout: 120_000 },
    async () => {
      expect((await migrator.migrateTo('0020-delivery')).error).toBeUndefined()
      await sql`insert into sites (subdomain, template_slug, custom_domain)
      values ('demo', 'product-v1', 'WWW.Kesar.example'), ('acme', 'product-v1', null)`.execute(db)
      expect((await migrator.migrateToLatest()).error).toBeUndefined()

      const rows = await sql<{ subdomain: string; domain: string; host: string; verified: boolean }>`
      select s.subdomain, d.domain, d.host, d.verified_at is not null as verified
      from site_domains d join sites s on s.id = d.site_id`.execute(db)
      expect(rows.rows).toEqual([
        { subdomain: 'demo', domain: 'www.kesar.example', host: 'kesar.example', verified: true },
      ])

      expect((await migrator.migrateTo('0020-delivery')).error).toBeUndefined()
      const tables = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_name in ('site_domains', 'site_onboarding')`.execute(db)
      expect(tables.rows).toEqual([])
    },
  )
})
