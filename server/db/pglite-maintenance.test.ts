import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { IN_MEMORY, type DatabaseHandle } from './handle.js'
import { openPGlite } from './pglite.js'
import {
  MAINTENANCE_EVERY_MS,
  MAINTENANCE_FIRST_MS,
  maintainPGlite,
  scheduleMaintenance,
} from './pglite-maintenance.js'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await openPGlite(IN_MEMORY)
  await sql`create table readings (id integer primary key, value text)`.execute(handle.db)
})
afterAll(() => handle.close())

/** What the planner knows of `readings`: its row estimate and whether a column has statistics. */
async function plannerView() {
  const { rows } = await sql<{ tuples: number; stats: number }>`select
      (select reltuples from pg_class where relname = 'readings') as tuples,
      (select count(*) from pg_stats where tablename = 'readings')::int as stats`.execute(handle.db)
  return { tuples: Number(rows[0]!.tuples), stats: Number(rows[0]!.stats) }
}

it('gives the planner the row counts and statistics that autovacuum would', async () => {
  await sql`insert into readings select n, 'reading ' || n from generate_series(1, 2000) n`.execute(handle.db)
  expect(await plannerView()).toMatchObject({ stats: 0 })
  await maintainPGlite(handle.db)
  expect(await plannerView()).toEqual({ tuples: 2000, stats: 2 })
})

it('runs a minute after the database opens, then every half hour, until stopped', async () => {
  vi.useFakeTimers()
  try {
    const stop = scheduleMaintenance(handle.db)
    await sql`insert into readings select n, 'more' from generate_series(2001, 3000) n`.execute(handle.db)
    await vi.advanceTimersByTimeAsync(MAINTENANCE_FIRST_MS - 1)
    expect((await plannerView()).tuples).toBe(2000)
    await vi.advanceTimersByTimeAsync(1)
    await vi.waitFor(async () => expect((await plannerView()).tuples).toBe(3000))
    await sql`delete from readings where id > 2500`.execute(handle.db)
    await vi.advanceTimersByTimeAsync(MAINTENANCE_EVERY_MS)
    await vi.waitFor(async () => expect((await plannerView()).tuples).toBe(2500))
    stop()
    await sql`delete from readings where id > 1000`.execute(handle.db)
    await vi.advanceTimersByTimeAsync(MAINTENANCE_EVERY_MS * 2)
    expect((await plannerView()).tuples).toBe(2500)
  } finally {
    vi.useRealTimers()
  }
})
