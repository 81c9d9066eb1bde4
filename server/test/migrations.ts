import { PGlite } from '@electric-sql/pglite'
import { Kysely, Migrator } from 'kysely'
import { afterAll } from 'vitest'
import { camelCase } from '../db/handle.js'
import { migrationProvider } from '../db/migrations/index.js'
import { PGliteDialect } from '../db/pglite-dialect.js'
import type { Database } from '../db/schema.js'

/**
 * A fresh, unmigrated embedded database and a migrator over it for the enclosing `describe`, destroyed after it.
 * Migration tests use plain SQL that PGlite and PostgreSQL run alike, so the embedded database is enough.
 *
 * @example
 * const { db, migrator } = useMigrationDatabase()
 * it('backfills', async () => expect((await migrator.migrateTo('0020-delivery')).error).toBeUndefined())
 */
export function useMigrationDatabase(): { db: Kysely<Database>; migrator: Migrator } {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(new PGlite()), plugins: [camelCase] })
  const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema: 'public' })
  afterAll(() => db.destroy())
  return { db, migrator }
}
