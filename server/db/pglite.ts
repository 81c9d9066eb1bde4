import path from 'node:path'
import v8 from 'node:v8'
import { Kysely } from 'kysely'
import { DEFAULT_MEMORY, type MemoryConfig } from '../memory-config.js'
import { lockDataDir } from './data-dir-lock.js'
import { camelCase, DatabaseUnavailableError, IN_MEMORY, type DatabaseHandle } from './handle.js'
import { PGliteDialect } from './pglite-dialect.js'
import { scheduleMaintenance } from './pglite-maintenance.js'
import { unpackTemplate } from './pgdata-template.js'
import type { Database } from './schema.js'

export interface PGliteOptions {
  /** Memory settings (README "Settings": `PGLITE_*`); default `DEFAULT_MEMORY.pglite`. */
  memory?: MemoryConfig['pglite']
  /**
   * Folder of the data-directory templates `npm run build` makes (`dist/pglite`); absent: a new database runs initdb.
   */
  templateDir?: string
  /** An in-memory database starts as a copy of this data directory (a migrated one's `snapshot()`: tests). */
  snapshot?: Blob
}

/**
 * Opens PGlite with its files in `dataDir/pgdata` (or in memory for
 * `IN_MEMORY`), one process per directory. PGlite's own start parameters are
 * kept except `-F` (fsync off), and no `relaxedDurability`: every commit is
 * written to the files before it is acknowledged. The memory settings are
 * added as `-c` parameters, so they apply to every start without touching
 * the data directory's `postgresql.conf`. A new directory is unpacked from the
 * build's template when there is one for this PGlite version (see
 * pgdata-template.ts); without one PGlite runs initdb.
 */
export async function openPGlite(dataDir: string, options: PGliteOptions = {}): Promise<DatabaseHandle> {
  const memory = options.memory ?? DEFAULT_MEMORY.pglite
  const inMemory = dataDir === IN_MEMORY
  const unlock = inMemory ? () => {} : lockDataDir(dataDir)
  try {
    // V8 flags must be set before PGlite compiles its WebAssembly; the optimising tier keeps a second copy of hot code.
    if (!memory.wasmTierUp) v8.setFlagsFromString('--liftoff-only')
    // Loaded here, not at the top: a server on PostgreSQL never parses it.
    const { PGlite } = await import('@electric-sql/pglite')
    // The owner's searches' trigram index (migration 0057): a 16 KB bundle.
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
    const pgdata = inMemory ? IN_MEMORY : path.join(dataDir, 'pgdata')
    if (!inMemory) unpackTemplate(pgdata, options.templateDir)
    // PGlite starts PostgreSQL with fsync off (`-F`); we leave it on. PGlite 0.5's Node filesystem has no fsync (the
    // call returns at once), so a commit is durable against the process dying, not the machine: see docs/operations.md.
    const startParams = [...PGlite.defaultStartParams.filter((param) => param !== '-F'), ...memoryParams(memory)]
    const loadDataDir = inMemory ? options.snapshot : undefined
    const pglite = await PGlite.create(pgdata, {
      startParams,
      extensions: { pg_trgm },
      ...(loadDataDir ? { loadDataDir } : {}),
    })
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), plugins: [camelCase] })
    const stopMaintenance = scheduleMaintenance(db)
    return {
      db,
      kind: 'pglite',
      snapshot: () => pglite.dumpDataDir('none'),
      close: async () => {
        stopMaintenance()
        await db.destroy()
        unlock()
      },
    }
  } catch (error) {
    unlock()
    throw new DatabaseUnavailableError(`cannot open the embedded database in ${dataDir}: ${(error as Error).message}`)
  }
}

/** The memory settings as PostgreSQL start parameters. */
export function memoryParams(memory: MemoryConfig['pglite']): string[] {
  return [
    ['shared_buffers', memory.sharedBuffersKb],
    ['work_mem', memory.workMemKb],
    ['wal_buffers', memory.walBuffersKb],
    // Index builds and vacuum; PostgreSQL's 64 MB default is a third of the whole budget.
    ['maintenance_work_mem', 16 * 1024],
  ].flatMap(([name, kb]) => ['-c', `${name}=${kb}kB`])
}
