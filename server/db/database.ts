import { Kysely, Migrator, PostgresDialect, sql } from 'kysely'
import type pg from 'pg'
import type { MemoryConfig } from '../memory-config.js'
import { CurrentSchemaPostgresDialect } from './current-schema-dialect.js'
import { camelCase, DatabaseUnavailableError, type DatabaseHandle, type Db } from './handle.js'
import { migrationProvider } from './migrations/index.js'
import { openPGlite } from './pglite.js'
import type { Database } from './schema.js'
import { redactUrl } from '../lib/redact-url.js'

export { DatabaseUnavailableError, IN_MEMORY, type DatabaseHandle, type Db } from './handle.js'

export interface DatabaseOptions {
  databaseUrl: string | null
  dataDir: string
  /** PGlite's memory settings (`config.memory`); default `DEFAULT_MEMORY`. */
  memory?: MemoryConfig
  /**
   * Where `npm run build` left PGlite's data-directory template (`dist/pglite`); a new PGlite database is unpacked from
   * it.
   */
  pgliteTemplateDir?: string
  /** An in-memory PGlite database starts as a copy of this one (`DatabaseHandle.snapshot()`), already migrated. */
  pgliteSnapshot?: Blob
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
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPGlite(options.dataDir, {
        memory: options.memory?.pglite,
        templateDir: options.pgliteTemplateDir,
        snapshot: options.pgliteSnapshot,
      })
  const migrationDb = handle.migrationDb?.() ?? handle.db
  try {
    await migrate(migrationDb)
  } catch (error) {
    await handle.close()
    throw error
  } finally {
    if (migrationDb !== handle.db) await migrationDb.destroy()
  }
  return handle
}

/**
 * How long the server waits on PostgreSQL before it answers 503: for a
 * connection from the pool, and for any one query (a frozen connection or a
 * stuck lock must not hold a request until TCP gives up). TCP keepalive finds
 * a connection whose peer went away while it sat idle.
 */
export const PG_TIMEOUTS = { connectMs: 2000, queryMs: 4000, keepAliveDelayMs: 5000 } as const

/** Connections one process keeps to PostgreSQL (each site's share of them: `SiteBulkhead`). */
export const PG_POOL_SIZE = 10

async function openPostgres(url: string): Promise<DatabaseHandle> {
  // Loaded here, not at the top: a server on PGlite never parses it.
  const { default: pg } = await import('pg')
  // int8 (count(*), sums) as numbers: every value we store fits in 2^53.
  pg.types.setTypeParser(20, (value) => Number(value))
  const pool = new pg.Pool({
    connectionString: url,
    max: PG_POOL_SIZE,
    connectionTimeoutMillis: PG_TIMEOUTS.connectMs,
    query_timeout: PG_TIMEOUTS.queryMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: PG_TIMEOUTS.keepAliveDelayMs,
  })
  survive(pool)
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [camelCase] })
  try {
    await sql`select 1`.execute(db)
  } catch (error) {
    await db.destroy()
    throw new DatabaseUnavailableError(
      `cannot connect to DATABASE_URL ${redactUrl(url)}: ${(error as Error).message || (error as Error).name}`,
    )
  }
  return { db, kind: 'postgres', close: () => db.destroy(), migrationDb: () => migrationConnection(pg, url) }
}

/**
 * A connection dying (PostgreSQL restarted, the network cut) must never
 * crash the process: node-postgres emits 'error' on a client, and with no
 * listener that is an uncaught exception. The pool listens on its idle
 * clients; this listens on every client, checked out or not. The failure
 * still reaches the query that was waiting on it (answered 503), and the
 * pool replaces the connection on the next checkout.
 */
function survive(pool: pg.Pool): void {
  pool.on('error', () => {})
  pool.on('connect', (client) => client.on('error', () => {}))
}

/** Migrations may run longer than a request's query timeout: they get a connection of their own without one. */
function migrationConnection(driver: typeof pg, url: string): Kysely<Database> {
  const pool = new driver.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: PG_TIMEOUTS.connectMs })
  survive(pool)
  return new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool }), plugins: [camelCase] })
}

/** Runs every pending migration; throws on the first that fails. */
export async function migrate(db: Db): Promise<void> {
  // Kysely looks for its own tables in every schema unless told which: with other schemas on the same
  // PostgreSQL (parallel test suites, other apps) it could take theirs for ours. Ours live in the current schema.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
  const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema: rows[0]?.schema ?? 'public' })
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
