import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IN_MEMORY, openDatabase, type DatabaseHandle, type Db } from './database.js'
import { MAX_PREPARED_STATEMENTS } from './pglite-prepared.js'
import { json } from './schema.js'

/**
 * The PGlite driver runs queries as named prepared statements (pglite-prepared.ts): the same answers and errors as
 * before, planned once.
 */
describe('prepared statements on PGlite', () => {
  let database: DatabaseHandle
  let db: Db
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: null, dataDir: IN_MEMORY })
    db = database.db
    await sql`create table kept
      (id integer primary key, label text not null, at timestamptz, data jsonb, flag boolean)`.execute(db)
  })
  afterAll(() => database.close())

  /** The session's named statements whose text contains `fragment`. */
  const preparedLike = async (fragment: string) =>
    (
      await sql<{
        statement: string
      }>`select statement from pg_prepared_statements where name like 'vitrine\_%'`.execute(db)
    ).rows.filter((row) => row.statement.includes(fragment)).length

  it('prepares a query once and runs it again with new values', async () => {
    const label = (id: number) =>
      db.selectFrom('sites').select('subdomain').where('subdomain', '=', `site-${id}`).executeTakeFirst()
    for (let id = 0; id < 5; id++) expect(await label(id)).toBeUndefined()
    expect(await preparedLike('"subdomain" = $1')).toBe(1)
  })

  it('sends and reads back every kind of value as before: dates, JSON, booleans, nulls, numbers', async () => {
    const at = new Date('2024-05-06T07:08:09.123Z')
    await sql`insert into kept (id, label, at, data, flag)
      values (${1}, ${'one'}, ${at}, ${json({ a: [1, 'x'] })}, ${true}),
        (${2}, ${'two'}, ${null}, ${null}, ${false})`.execute(db)
    const { rows } = await sql<{
      id: number
      label: string
      at: Date | null
      data: unknown
      flag: boolean
    }>`select * from kept where id <= ${2} order by id`.execute(db)
    expect(rows).toEqual([
      { id: 1, label: 'one', at, data: { a: [1, 'x'] }, flag: true },
      { id: 2, label: 'two', at: null, data: null, flag: false },
    ])
    const updated = await db
      .updateTable('sites')
      .set({ isPremium: true })
      .where('subdomain', '=', 'nobody')
      .executeTakeFirst()
    expect(updated.numUpdatedRows).toBe(0n)
  })

  it('reports errors with their codes and keeps working after them, in and out of a transaction', async () => {
    const insert = (id: number) => sql`insert into kept (id, label) values (${id}, ${'dup'})`.execute(db)
    await insert(10)
    await expect(insert(10)).rejects.toMatchObject({ code: '23505' })
    await expect(sql`selec ${1}`.execute(db)).rejects.toMatchObject({ code: '42601' })
    await expect(sql`insert into kept (id, label) values (${11}, ${'a\u0000b'})`.execute(db)).rejects.toMatchObject({
      code: '22021',
    })
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`insert into kept (id, label) values (${12}, ${'in'})`.execute(trx)
        await sql`insert into kept (id, label) values (${10}, ${'dup'})`.execute(trx)
      }),
    ).rejects.toMatchObject({ code: '23505' })
    const { rows } = await sql<{ id: number }>`select id from kept where id >= ${10} order by id`.execute(db)
    expect(rows).toEqual([{ id: 10 }])
  })

  it(`keeps at most ${MAX_PREPARED_STATEMENTS} statements, the most recently used`, async () => {
    for (let n = 0; n < MAX_PREPARED_STATEMENTS + 20; n++)
      await sql`select ${n}::integer as n, ${sql.raw(String(n))} as distinct_text`.execute(db)
    const { rows } = await sql<{
      count: number
    }>`select count(*)::integer as count from pg_prepared_statements where name like 'vitrine\_%'`.execute(db)
    expect(rows[0]!.count).toBeLessThanOrEqual(MAX_PREPARED_STATEMENTS)
    expect(await preparedLike(`${MAX_PREPARED_STATEMENTS + 19} as distinct_text`)).toBe(1)
    expect(await preparedLike(' 0 as distinct_text')).toBe(0)
  })

  it('answers with the new columns after a schema change', async () => {
    const row = () => sql<Record<string, unknown>>`select * from kept where id = ${1}`.execute(db)
    expect(Object.keys((await row()).rows[0]!)).not.toContain('extra')
    await sql`alter table kept add column extra text`.execute(db)
    expect((await row()).rows[0]).toMatchObject({ id: 1, extra: null })
    // Inside a transaction too (as migrations run), where a failed statement could not simply be tried again.
    const inside = await db.transaction().execute(async (trx) => {
      await sql`alter table kept add column later text`.execute(trx)
      return (await sql<Record<string, unknown>>`select * from kept where id = ${1}`.execute(trx)).rows[0]
    })
    expect(inside).toMatchObject({ id: 1, extra: null, later: null })
  })
})
