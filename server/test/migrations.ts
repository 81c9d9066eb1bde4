import { PGlite } from '@electric-sql/pglite'
import { Kysely, Migrator, sql } from 'kysely'
import { afterAll, expect } from 'vitest'
import { camelCase } from '../db/handle.js'
import { migrationProvider } from '../db/migrations/index.js'
import { PGliteDialect } from '../db/pglite-dialect.js'
import type { Database } from '../db/schema.js'

/** What a migration test works with: the database, its migrator, and the steps most tests take. */
export interface MigrationDatabase {
  db: Kysely<Database>
  migrator: Migrator
  /** Migrates to `name` (the latest when left out), expecting no error. */
  migrateTo(name?: string): Promise<void>
  /** Adds the site 'demo' (product template, empty palette) as the first migrations define a site. */
  addDemoSite(): Promise<void>
  /** Adds to every site the category and catalogue 'Cakes' with one product, Truffle at `slug` for ₹100. */
  addTruffle(slug: string): Promise<void>
}

/**
 * A fresh, unmigrated embedded database and a migrator over it for the enclosing `describe`, destroyed after it.
 * Migration tests use plain SQL that PGlite and PostgreSQL run alike, so the embedded database is enough.
 *
 * @example
 * const { db, migrateTo, addDemoSite } = useMigrationDatabase()
 * it('backfills', async () => {
 *   await migrateTo('0020-delivery')
 *   await addDemoSite()
 * })
 */
export function useMigrationDatabase(): MigrationDatabase {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(new PGlite()), plugins: [camelCase] })
  const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema: 'public' })
  afterAll(() => db.destroy())
  return {
    db,
    migrator,
    async migrateTo(name) {
      expect((await (name ? migrator.migrateTo(name) : migrator.migrateToLatest())).error).toBeUndefined()
    },
    async addDemoSite() {
      await sql`insert into sites (subdomain, template_slug, color_palette)
        values ('demo', 'product-v1', '{}')`.execute(db)
    },
    async addTruffle(slug) {
      await sql`insert into categories (site_id, name, catalogue_type)
        select id, 'Cakes', 'product' from sites`.execute(db)
      await sql`insert into catalogues (site_id, category_id, name, catalogue_type)
        select site_id, id, 'Cakes', 'product' from categories`.execute(db)
      await sql`insert into catalogue_items (site_id, catalogue_id, name, slug, item_type, pricing)
        select site_id, id, 'Truffle', ${slug}, 'product', '{"basePrice":100}' from catalogues`.execute(db)
    },
  }
}
