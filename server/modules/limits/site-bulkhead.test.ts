import { describe, expect, it } from 'vitest'
import { testDatabases } from '../../test/databases.js'
import { useTestApp, type TestApp } from '../../test/app.js'
import { signIn, TEST_NUMBERS_ENV, type SignedIn } from '../auth/test-helpers.js'
import { SiteBulkhead } from './site-bulkhead.js'
import { SiteBusyError } from './site-limiter.js'
import { addSite } from '../../test/sites.js'
import { sendMessage } from '../chat/test-helpers.js'

const send = (app: TestApp, who: SignedIn, host = 'demo.localhost') =>
  sendMessage(app, who, 'hi', { headers: { host } })

describe("a site's share of one process", () => {
  /** Calls that run until released, counting how many run at once. */
  function held() {
    const releases: (() => void)[] = []
    const state = { running: 0, most: 0 }
    const work = () =>
      new Promise<void>((resolve) => {
        state.most = Math.max(state.most, ++state.running)
        releases.push(() => {
          state.running--
          resolve()
        })
      })
    const releaseOne = async () => {
      releases.shift()!()
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    const releaseAll = async () => {
      while (releases.length > 0) await releaseOne()
    }
    return { state, work, releaseOne, releaseAll }
  }

  /** The refusal of site a's next call while a call that never ends holds its one place (how a wait times out). */
  const refusedBehindAStuckCall = (bulkhead: SiteBulkhead) => {
    void bulkhead.run(
      'a',
      null,
      () => 'busy',
      () => new Promise<void>(() => {}),
    )
    return bulkhead
      .run(
        'a',
        null,
        () => 'busy',
        async () => {},
      )
      .catch((error: unknown) => error)
  }

  it("runs a site's calls a few at a time while as many stay free; a freed place goes to the fewest", async () => {
    const bulkhead = new SiteBulkhead(3, 7, 60_000)
    const { state, work, releaseOne, releaseAll } = held()
    // Alone: 3 run (its places, while 3 of the 7 stay free), the rest wait in turn.
    const calls = Array.from({ length: 10 }, () => bulkhead.run('a', null, () => 'busy', work).then(() => 'done'))
    expect(bulkhead.running('a')).toBe(3)
    // Another site's first call starts at once; its next ones wait, for 3 of the 7 to stay free.
    const others = [1, 2, 3].map(() => bulkhead.run('b', null, () => 'busy', work).then(() => 'other'))
    expect(bulkhead.running('b')).toBe(1)
    expect(state.running).toBe(4)
    // One of the first site's calls ends: the place goes to the site with fewer running, not back to the first.
    await releaseOne()
    expect([bulkhead.running('a'), bulkhead.running('b')]).toEqual([2, 2])
    await releaseAll()
    expect(await Promise.all([...calls, ...others])).toEqual([...Array(10).fill('done'), ...Array(3).fill('other')])
    expect(state.most).toBe(4)
    expect(bulkhead.running('a')).toBe(0)
  })

  it('refuses at once when the line is full, and a call that waited too long', async () => {
    const full = new SiteBulkhead(1, 1, 60_000)
    const { work, releaseAll } = held()
    // 1 runs, 16 wait (16 a place), then the line is full.
    const calls = Array.from({ length: 17 }, () => full.run('a', null, () => 'busy', work))
    await expect(full.run('a', null, () => 'busy', work)).rejects.toBeInstanceOf(SiteBusyError)
    await releaseAll()
    await Promise.all(calls)

    const slow = new SiteBulkhead(1, 1, 20)
    const refused = await refusedBehindAStuckCall(slow)
    expect(refused).toMatchObject({ statusCode: 429, retryAfterS: 1 })
  })
  it('while the database is away, a call refused for want of a place gets the outage, not a busy site', async () => {
    const bulkhead = new SiteBulkhead(1, 1, 20)
    const away = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    await expect(
      bulkhead.run(
        'a',
        null,
        () => 'busy',
        () => Promise.reject(away),
      ),
    ).rejects.toBe(away)
    const refused = await refusedBehindAStuckCall(bulkhead)
    expect(refused).toBe(away)
  })
})

// On PostgreSQL, where a pool of connections is shared: PGlite has one connection and answers each statement before
// the next call arrives, so its calls never wait for a place (the unit tests above cover the waiting itself).
const pooled = testDatabases.filter((kind) => kind.name === 'postgres')

describe.each(pooled)('fairness between sites on the send call, $name', (kind) => {
  const ctx = useTestApp(kind, {
    // The site's limit far away (its opening burst: a fifth of a second of 100,000 a minute, 333), so the flood
    // meets the bulkhead.
    env: {
      ...TEST_NUMBERS_ENV,
      SITE_CONCURRENCY_LIMIT: '1',
      MESSAGE_RATE_LIMIT: '2',
      SITE_MESSAGE_RATE_LIMIT: '100000',
    },
  })

  it("a site flooding the send call is refused past its place; another site's customer is served", async () => {
    await addSite(ctx.database.db)
    const flooders = await Promise.all(Array.from({ length: 20 }, (_, index) => signIn(ctx.app, index + 1)))
    const quiet = await signIn(ctx.app, 30, 'acme')
    const [quietAnswer, ...flood] = await Promise.all([
      send(ctx.app, quiet, 'acme.localhost'),
      ...flooders.flatMap((who) => [send(ctx.app, who), send(ctx.app, who)]),
    ])
    expect(quietAnswer!.statusCode).toBe(200)
    const refused = flood.filter((answer) => answer.statusCode === 429)
    expect(refused.length).toBeGreaterThan(0)
    for (const answer of refused) {
      expect(answer.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' })
      expect(answer.headers['retry-after']).toBe('1')
    }
    // Nothing answered 200 was lost: each is stored.
    const stored = await ctx.database.db.selectFrom('messages').select('id').where('sender', '=', 'user').execute()
    const acknowledged = [quietAnswer!, ...flood].filter((answer) => answer.statusCode === 200)
    expect(stored.map((row) => row.id).sort()).toEqual(
      acknowledged.map((answer) => (answer.json() as { newMessage: { _id: string } }).newMessage._id).sort(),
    )
  })
})

describe.each(testDatabases)('refusals from memory on the send call, $name', (kind) => {
  const ctx = useTestApp(kind, { env: { ...TEST_NUMBERS_ENV, MESSAGE_RATE_LIMIT: '2' } })

  it('a customer over their limit is refused from memory: the refusals are not counted in the database', async () => {
    const alice = await signIn(ctx.app, 20)
    expect((await send(ctx.app, alice)).statusCode).toBe(200)
    expect((await send(ctx.app, alice)).statusCode).toBe(200)
    for (let i = 0; i < 4; i++) {
      const refused = await send(ctx.app, alice)
      expect(refused.statusCode).toBe(429)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' })
    }
    const counter = await ctx.database.db
      .selectFrom('rateLimitCounters')
      .select('hits')
      .where('key', '=', `message:${alice.customerId}`)
      .executeTakeFirstOrThrow()
    // Two taken, and the one refusal that found the limit; the three after it never reached the database.
    expect(counter.hits).toBe(3)
  })
})
