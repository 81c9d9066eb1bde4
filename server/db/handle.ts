import { CamelCasePlugin, type Kysely } from 'kysely'
import type { Database } from './schema.js'

export type Db = Kysely<Database>

/** camelCase in TypeScript, snake_case in SQL; jsonb contents (`_id`, `basePrice`) are kept as stored. */
export const camelCase = new CamelCasePlugin({ maintainNestedObjectKeys: true })

export interface DatabaseHandle {
  db: Db
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
  /** A connection for migrations, without the request query timeout (PostgreSQL); absent: `db`. */
  migrationDb?(): Db
  /** PGlite: its data directory as a tarball, for a copy to start from (`PGliteOptions.snapshot`). */
  snapshot?(): Promise<Blob>
}

export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError'
}

/** `dataDir` value for a throwaway in-memory database (tests). */
export const IN_MEMORY = 'memory://'
