import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PostgresSchema } from '../test/postgres-schema.js'
import { CurrentSchemaPostgresDialect } from './current-schema-dialect.js'

const url = process.env.TEST_DATABASE_URL

describe.skipIf(!url)("the migrator's view of PostgreSQL", () => {
  const ours = new PostgresSchema(url!)
  const theirs = new PostgresSchema(url!)
  const pools: pg.Pool[] = []
  const open = (Dialect: typeof PostgresDialect) => {
    const pool = new pg.Pool({ connectionString: ours.url(), max: 1 })
    pools.push(pool)
    return new Kysely<unknown>({ dialect: new Dialect({ pool }) })
  }
  beforeAll(async () => {
    await ours.create()
    await theirs.create()
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create table ${ours.name}.notes (id serial primary key)`)
    await admin.query(`create table ${theirs.name}.others (id serial primary key)`)
    await admin.end()
  })
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()))
    await ours.drop()
    await theirs.drop()
  })

  it("lists the current schema's tables only, so another schema dropped meanwhile cannot fail it", async () => {
    const tables = await open(CurrentSchemaPostgresDialect).introspection.getTables()
    expect(tables.map(({ name, schema }) => ({ name, schema }))).toEqual([{ name: 'notes', schema: ours.name }])
    // Kysely's own reads every schema's (the cause: it then fails on one dropped while it reads).
    const everywhere = await open(PostgresDialect).introspection.getTables()
    expect(everywhere.map(({ schema }) => schema)).toContain(theirs.name)
    expect((await open(CurrentSchemaPostgresDialect).introspection.getSchemas()).map(({ name }) => name)).toContain(
      theirs.name,
    )
  })
})
