import { spawn } from 'node:child_process'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTACT_PATH, type ContactRequest } from '../../contract/contact.js'
import type { DomainEvent } from '../../contract/events.js'
import { openDatabase, type DatabaseHandle } from '../db/database.js'
import { buildTestApp, type TestApp } from '../test/app.js'
import { testDatabases } from '../test/databases.js'
import { EventDispatcher } from './dispatcher.js'
import type { Subscriber } from './events.js'
import { insertEvents, newEvent } from './outbox.js'
import { leadPayload } from './testing/lead-payload.js'
import { PostgresSchema } from '../test/postgres-schema.js'

/** Short leases and polls, so a crashed writer's events are taken over within a second. */
const FAST = { leaseMs: 300, pollMs: 40, flushMs: 20 }

const lead = (index: number): ContactRequest => ({
  name: `Lead ${index}`,
  contact: '(+91) 98290-12345',
  countryCode: '+91',
  email: 'asha@example.com',
  company: 'Rao Caterers',
  subdomain: 'demo',
  messageContent: `Lunch for ${index}`,
})

const postLead = (app: TestApp, index: number) =>
  app.inject({
    method: 'POST',
    url: CONTACT_PATH,
    payload: lead(index),
    remoteAddress: `10.9.${Math.floor(index / 200)}.${index % 200}`,
  })

/** A test subscriber: counts each event id it receives (it is idempotent by id; the count shows duplicates). */
function recorder(name = 'recorder', into = new Map<string, number>()): Subscriber & { received: Map<string, number> } {
  return {
    name,
    received: into,
    handle(event: DomainEvent) {
      into.set(event.id, (into.get(event.id) ?? 0) + 1)
    },
  }
}

async function until(condition: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.each(testDatabases)('the event outbox on $name', (kind) => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await kind.open()
  })
  afterAll(async () => database?.close())

  const pending = () => database.db.selectFrom('outboxEvents').select(['id', 'type', 'deliveredAt']).execute()

  it('loses no event if the process dies between commit and push: the restarted app delivers it once', async () => {
    // Process A commits the lead and its event, then dies while pushing it: its subscriber never finishes.
    const a = await buildTestApp(database, { app: { events: FAST } })
    a.events.subscribe({ name: 'recorder', handle: () => new Promise<void>(() => {}) })
    expect((await postLead(a, 1)).statusCode).toBe(200)
    await a.close()
    const [row] = (await pending()).filter((event) => event.type === 'lead.received')
    expect(row?.deliveredAt).toBeNull()

    // Restarted on the same database: once A's lease runs out, B delivers the event, once.
    const b = await buildTestApp(database, { app: { events: FAST } })
    const seen = recorder()
    b.events.subscribe(seen)
    await b.ready()
    try {
      await until(() => seen.received.has(row!.id))
      await sleep(FAST.leaseMs + 4 * FAST.pollMs)
      expect(seen.received.get(row!.id)).toBe(1)
      await until(async () => (await pending()).find((event) => event.id === row!.id)?.deliveredAt != null)
    } finally {
      await b.close()
    }
  })

  it('delivers at once in the writing process, and never again from the poll', async () => {
    const app = await buildTestApp(database, { app: { events: FAST } })
    const seen = recorder()
    app.events.subscribe(seen)
    await app.ready()
    try {
      const before = new Set((await pending()).map((event) => event.id))
      expect((await postLead(app, 2)).statusCode).toBe(200)
      const [fresh] = (await pending()).filter((event) => !before.has(event.id))
      // Handed over right after the commit, through the subscribers before this one (the webhooks' queues the event in
      // the database first): no poll needed. A poll's claim would count an attempt on the row; the push counts none.
      await until(() => seen.received.get(fresh!.id) === 1)
      await sleep(FAST.leaseMs + 4 * FAST.pollMs)
      expect(seen.received.get(fresh!.id)).toBe(1)
      expect((await pending()).find((event) => event.id === fresh!.id)?.deliveredAt).not.toBeNull()
      const claimed = await database.db
        .selectFrom('outboxEvents')
        .select('attempts')
        .where('id', '=', fresh!.id)
        .executeTakeFirstOrThrow()
      expect(claimed.attempts).toBe(0)
    } finally {
      await app.close()
    }
  })

  it('delivers again later what a subscriber failed to take, and survives the outbox going away', async () => {
    const warnings: string[] = []
    const log = {
      warn: (_: object, message: string) => void warnings.push(message),
      error: (_: object, message: string) => void warnings.push(message),
    }
    const dispatcher = new EventDispatcher(database.db, log, { ...FAST, leaseMs: 50 })
    let failures = 1
    const seen = recorder()
    dispatcher.subscribe({
      name: 'flaky',
      handle: () => {
        if (failures-- > 0) throw new Error('not now')
      },
    })
    dispatcher.subscribe(seen)
    dispatcher.start()
    try {
      // The outbox is unreachable for a while (renamed away): the loop logs it once and keeps polling.
      await sql`alter table outbox_events rename to outbox_events_away`.execute(database.db)
      await sleep(5 * FAST.pollMs)
      expect(warnings).toContain('the event outbox could not be polled; retrying')
      await sql`alter table outbox_events_away rename to outbox_events`.execute(database.db)

      const event = newEvent('lead.handled', leadPayload('no-site', 1))
      await insertEvents(database.db, [event], 0)
      // First delivery fails (flaky), the retry a second later succeeds: the recorder may see it twice, never lose it.
      await until(async () => (await pending()).find((row) => row.id === event.id)?.deliveredAt != null, 5000)
      expect(seen.received.get(event.id)).toBeGreaterThanOrEqual(1)
      expect(warnings).toContain('the event outbox is reachable again')
    } finally {
      await dispatcher.stop()
    }
  })

  it('refuses at the writer a payload that is not what the event map says: nothing is recorded', async () => {
    const dispatcher = new EventDispatcher(database.db, { warn() {}, error() {} })
    const route = `/refused-${Date.now()}`
    const wrong = { siteId: 'demo', route: 42 }
    // @ts-expect-error A route is text: the event map's type refuses this payload at compile time.
    expect(() => newEvent('page.published', wrong)).toThrow(/'page.published' event was refused: page.published.route/)
    await expect(
      dispatcher.transaction(async (tx) => {
        tx.emit('page.published', { siteId: 'demo', route })
        // @ts-expect-error An unknown action is refused at compile time too.
        tx.emit('order.changed', { siteId: 'demo', customerId: 'c1', order: {}, action: 'shred' })
      }),
    ).rejects.toThrow(/'order.changed' event was refused/)
    // The transaction rolled back: the good event before the wrong one is not in the outbox either.
    const rows = await database.db
      .selectFrom('outboxEvents')
      .select('payload')
      .where('type', '=', 'page.published')
      .execute()
    expect(rows.filter((row) => JSON.stringify(row.payload).includes(route))).toEqual([])
  })
})

const databaseUrl = process.env.TEST_DATABASE_URL

/** Two app instances on one PostgreSQL schema, as two server processes run. */
describe.skipIf(!databaseUrl)('the event outbox across two processes on PostgreSQL', () => {
  const schema = new PostgresSchema(databaseUrl!)
  const handles: DatabaseHandle[] = []
  const apps: TestApp[] = []
  const received = new Map<string, number>()
  const byApp = [new Map<string, number>(), new Map<string, number>()]

  beforeAll(async () => {
    await schema.create()
    for (let index = 0; index < 2; index++) {
      const handle = await openDatabase({ databaseUrl: schema.url(), dataDir: '' })
      handles.push(handle)
      const app = await buildTestApp(handle, { app: { events: { ...FAST, batch: 5 } } })
      // Both processes' subscribers count into one map: what the cluster delivered.
      app.events.subscribe({
        name: 'recorder',
        handle: (event) =>
          void [received, byApp[index]!].forEach((map) => map.set(event.id, (map.get(event.id) ?? 0) + 1)),
      })
      apps.push(app)
    }
    await Promise.all(apps.map((app) => app.ready()))
  })
  afterAll(async () => {
    for (const app of apps) await app.close()
    for (const handle of handles) await handle.close()
    await schema.drop()
  })

  it('delivers once, from another process, the event of a process killed between the commit and the push', async () => {
    const writer = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'testing', 'crash-writer.ts')],
      {
        env: { ...process.env, DATABASE_URL: schema.url(), LEAD: JSON.stringify(lead(999)) },
        stdio: 'inherit',
      },
    )
    const signal = await new Promise<NodeJS.Signals | null>((resolve) =>
      writer.on('exit', (_, killed) => resolve(killed)),
    )
    expect(signal).toBe('SIGKILL')
    const [row] = await handles[0]!.db
      .selectFrom('outboxEvents')
      .select(['id', 'deliveredAt'])
      .where('type', '=', 'lead.received')
      .execute()
    expect(row?.deliveredAt).toBeNull()
    // The two running processes take it over once the dead writer's lease runs out.
    await until(() => received.has(row!.id))
    await sleep(FAST.leaseMs + 5 * FAST.pollMs)
    expect(received.get(row!.id)).toBe(1)
    await until(
      async () =>
        (
          await handles[0]!.db
            .selectFrom('outboxEvents')
            .select('deliveredAt')
            .where('id', '=', row!.id)
            .executeTakeFirst()
        )?.deliveredAt != null,
    )
    received.clear()
    for (const map of byApp) map.clear()
    await handles[0]!.db.deleteFrom('outboxEvents').execute()
  }, 60_000)

  it('delivers each event once across both: those each writes and those a crashed writer left', async () => {
    const [a, b] = apps as [TestApp, TestApp]
    // 60 events a writer recorded and died before handing over (its lease already over): both polls compete for them.
    const orphans = Array.from({ length: 60 }, (_, index) =>
      newEvent('page.published', { siteId: 'demo', route: `/orphan-${index}` }),
    )
    await insertEvents(handles[0]!.db, orphans, 0)
    // Meanwhile each process writes events of its own.
    const writes = await Promise.all(
      Array.from({ length: 10 }, (_, index) => postLead(index % 2 === 0 ? a : b, 100 + index)),
    )
    expect(writes.map((response) => response.statusCode)).toEqual(Array(10).fill(200))

    const all = await handles[0]!.db.selectFrom('outboxEvents').select('id').execute()
    expect(all.length).toBe(70)
    await until(() => all.every((row) => received.has(row.id)), 15_000)
    await sleep(FAST.leaseMs + 5 * FAST.pollMs)
    expect(all.map((row) => received.get(row.id))).toEqual(Array(70).fill(1))
    // The orphans were shared between the two processes' polls.
    expect(
      orphans.filter((event) => byApp[0]!.has(event.id)).length +
        orphans.filter((event) => byApp[1]!.has(event.id)).length,
    ).toBe(60)
    await until(
      async () =>
        (await handles[0]!.db.selectFrom('outboxEvents').select('id').where('deliveredAt', 'is', null).execute())
          .length === 0,
    )
  })
})
