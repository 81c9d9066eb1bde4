import { IN_MEMORY, openDatabase, type DatabaseHandle } from '../db/database.js'
import { PostgresSchema } from './postgres-schema.js'

/** A database kind a repository test runs against. */
export interface TestDatabase {
  name: 'pglite' | 'postgres'
  /** A fresh, migrated, empty database; close it when done. */
  open(): Promise<DatabaseHandle>
}

const url = process.env.TEST_DATABASE_URL
if (!url) console.log('TEST_DATABASE_URL is not set: PostgreSQL suites are skipped here (.ci/run sets it)')

/**
 * The databases every repository test runs on: PGlite always, PostgreSQL when
 * `TEST_DATABASE_URL` is set (each `open()` gets its own schema, dropped on close).
 *
 * @example
 * describe.each(testDatabases)('pages on $name', (kind) => { ... })
 */
export const testDatabases: TestDatabase[] = [
  { name: 'pglite', open: () => openDatabase({ databaseUrl: null, dataDir: IN_MEMORY }) },
  ...(url ? [{ name: 'postgres' as const, open: () => openPostgresSchema(url) }] : []),
]

async function openPostgresSchema(baseUrl: string): Promise<DatabaseHandle> {
  const schema = new PostgresSchema(baseUrl)
  await schema.create()
  const handle = await openDatabase({ databaseUrl: schema.url(), dataDir: '' })
  return {
    ...handle,
    async close() {
      await handle.close()
      await schema.drop()
    },
  }
}
