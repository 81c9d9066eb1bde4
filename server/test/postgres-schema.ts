import { randomBytes } from 'node:crypto'
import pg from 'pg'

/**
 * A fresh PostgreSQL schema for one test suite: several app instances open it, as server
 * processes share one database; dropped with everything in it when the suite ends.
 *
 * @example
 * const schema = new PostgresSchema(process.env.TEST_DATABASE_URL!)
 * beforeAll(() => schema.create())
 * afterAll(() => schema.drop())
 * const handle = await openDatabase({ databaseUrl: schema.url(), dataDir: '' })
 */
export class PostgresSchema {
  readonly name = `t_${randomBytes(6).toString('hex')}`

  constructor(private readonly baseUrl: string) {}

  /** The database URL whose search path is this schema; `through` replaces host and port (a proxy's). */
  url(through?: { host: string; port: number }): string {
    const scoped = new URL(this.baseUrl)
    if (through) {
      scoped.hostname = through.host
      scoped.port = String(through.port)
    }
    scoped.searchParams.set('options', `-c search_path=${this.name}`)
    return scoped.toString()
  }

  create(): Promise<void> {
    return this.admin(`create schema ${this.name}`)
  }

  drop(): Promise<void> {
    return this.admin(`drop schema if exists ${this.name} cascade`)
  }

  private async admin(statement: string) {
    const client = new pg.Client({ connectionString: this.baseUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
}
