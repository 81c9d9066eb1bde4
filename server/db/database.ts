import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { lockDataDir } from './data-dir-lock.js'
import { migrationProvider } from './migrations/index.js'
import { PGliteDialect } from './pglite-dialect.js'
import type { Database } from './schema.js'
import { redactUrl } from '../lib/redact-url.js'

export type Db = Kysely<Database>

// camelCase in TypeScript, snake_case in SQL; jsonb contents (`_id`, `basePrice`) are kept as stored.
const camelCase = new CamelCasePlugin({ maintainNestedObjectKeys: true })

export interface DatabaseHandle {
  db: Db
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError'
}

/**
 * Opens the database: PostgreSQL when `databaseUrl` is set, else PGlite with
 * its files in `dataDir/pgdata`. Fails with `DatabaseUnavailableError` when it
 * does not answer, then runs every pending migration. `dataDir: IN_MEMORY`
 * gives a throwaway PGlite database.
 *
 * @example
 * const { db, close } = await openDatabase({ databaseUrl: null, dataDir: './data' })
 */
export async function openDatabase(options: { databaseUrl: string | null; dataDir: string }): Promise<DatabaseHandle> {
  const handle = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPGlite(options.dataDir)
  try {
    await migrate(handle.db)
  } catch (error) {
    await handle.close()
    throw error
  }
  return handle
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  // int8 (count(*), sums) as numbers: every value we store fits in 2^53.
  pg.types.setTypeParser(20, (value) => Number(value))
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 })
  pool.on('error', () => {}) // an idle client dying is reported by the next query
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [camelCase] })
  try {
    await sql`select 1`.execute(db)
  } catch (error) {
    await db.destroy()
    throw new DatabaseUnavailableError(`cannot connect to DATABASE_URL ${redactUrl(url)}: ${(error as Error).message || (error as Error).name}`)
  }
  return { db, kind: 'postgres', close: () => db.destroy() }
}

/** `dataDir` value for a throwaway in-memory database (tests). */
export const IN_MEMORY = 'memory://'

async function openPGlite(dataDir: string): Promise<DatabaseHandle> {
  const inMemory = dataDir === IN_MEMORY
  const unlock = inMemory ? () => {} : lockDataDir(dataDir)
  try {
    const pglite = await PGlite.create(inMemory ? IN_MEMORY : path.join(dataDir, 'pgdata'))
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), plugins: [camelCase] })
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await db.destroy()
        unlock()
      },
    }
  } catch (error) {
    unlock()
    throw new DatabaseUnavailableError(`cannot open the embedded database in ${dataDir}: ${(error as Error).message}`)
  }
}

/** Runs every pending migration; throws on the first that fails. */
export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider })
  const { error, results } = await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${(error as Error).message}`)
  }
}

/** True when the database answers a trivial query. */
export async function isDatabaseUp(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db)
    return true
  } catch {
    return false
  }
}
