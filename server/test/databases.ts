import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { IN_MEMORY, openDatabase, type DatabaseHandle } from '../db/database.js'
import { templateFileName } from '../db/pgdata-template.js'
import { PostgresSchema } from './postgres-schema.js'

/** A database kind a repository test runs against. */
export interface TestDatabase {
  name: 'pglite' | 'postgres'
  /** A fresh, migrated, empty database; close it when done. */
  open(): Promise<DatabaseHandle>
}

const SNAPSHOT_DIR = path.resolve(import.meta.dirname, '../../node_modules/.cache/vitrine-tests')

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
  { name: 'pglite', open: openMigratedPGlite },
  ...(url ? [{ name: 'postgres' as const, open: () => openPostgresSchema(url) }] : []),
]

let migrated: Promise<Blob> | undefined

/**
 * A throwaway PGlite database, copied from a migrated one: PGlite's initdb is most of the time a new database takes
 * (about 2 of 2.5 s on a 2-core machine), and every suite opens one or more. The migrated copy is kept as a file named
 * by the PGlite version and the migrations' text, so every test process and every later run starts from it.
 */
async function openMigratedPGlite(): Promise<DatabaseHandle> {
  migrated ??= migratedSnapshot()
  return openDatabase({ databaseUrl: null, dataDir: IN_MEMORY, pgliteSnapshot: await migrated })
}

async function migratedSnapshot(): Promise<Blob> {
  const migrations = path.resolve(import.meta.dirname, '../db/migrations')
  const hash = createHash('sha256').update(templateFileName())
  for (const name of fs.readdirSync(migrations).sort())
    hash.update(name).update(fs.readFileSync(path.join(migrations, name)))
  const file = path.join(SNAPSHOT_DIR, `pglite-${hash.digest('hex').slice(0, 16)}.tar`)
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)])
  const first = await openDatabase({ databaseUrl: null, dataDir: IN_MEMORY })
  try {
    const snapshot = await first.snapshot!()
    // Written whole under another name first: a process reading it never sees half a file.
    fs.mkdirSync(SNAPSHOT_DIR, { recursive: true })
    const part = `${file}.${process.pid}.part`
    fs.writeFileSync(part, Buffer.from(await snapshot.arrayBuffer()))
    fs.renameSync(part, file)
    return snapshot
  } finally {
    await first.close()
  }
}

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
