import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../db/database.js'
import { testDatabases } from '../../test/databases.js'
import { useTestApp } from '../../test/app.js'
import { signIn, TEST_NUMBERS_ENV } from '../auth/test-helpers.js'
import { SiteBusyError, SiteLimiter, type SiteLimitTable } from './site-limiter.js'
import { sendMessage } from '../chat/test-helpers.js'

const table: SiteLimitTable = {
  message: { max: 5, windowMs: 60_000, minBurst: 5 },
  order: { max: 1, windowMs: 60_000, minBurst: 1 },
  upload: { max: 1, windowMs: 60_000, minBurst: 1 },
  render: { max: 1, windowMs: 60_000, minBurst: 1 },
}

describe.each(testDatabases)('per-site limits on $name', (kind) => {
  let database: DatabaseHandle
  beforeAll(async () => void (database = await kind.open()))
  afterAll(() => database?.close())

  it('two processes on one database allow a site its limit once, and refuse past it without the database', async () => {
    const [first, second] = [new SiteLimiter(database.db, table), new SiteLimiter(database.db, table)]
    const take = (limiter: SiteLimiter, siteId = 'site-a') => limiter.take(siteId, 'message', null, () => 'busy')
    for (let i = 0; i < 3; i++) await take(first)
    await first.flushAll()
    await take(second)
    await take(second)
    await second.flushAll()
    // Both processes' counts (3 + 2) reached the limit: the next is refused, with the time to the window's end.
    const refused = await take(second).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(SiteBusyError)
    expect((refused as SiteBusyError).retryAfterS).toBeGreaterThan(0)
    expect((refused as SiteBusyError).statusCode).toBe(429)
    // Another site has its own counter.
    await take(second, 'site-b')
    // The first process learns of the others' counts at its next flush (every SITE_COUNT_FLUSH_MS), then refuses.
    await take(first)
    await first.flushAll()
    await expect(take(first)).rejects.toBeInstanceOf(SiteBusyError)
  })
})

describe.each(testDatabases)('uses ahead of the pace wait their turn, $name', (kind) => {
  let database: DatabaseHandle
  beforeAll(async () => void (database = await kind.open()))
  afterAll(() => database?.close())

  it('a burst past the opening share goes on spread over the next second; beyond it, refused', async () => {
    // 600 a minute: 10 at once, then 10 a second.
    const paced: SiteLimitTable = { ...table, render: { max: 600, windowMs: 60_000, minBurst: 10 } }
    const limiter = new SiteLimiter(database.db, paced)
    const started = performance.now()
    const answers = await Promise.all(
      Array.from({ length: 21 }, () =>
        limiter
          .take('site-paced', 'render', null, () => 'busy')
          .then(
            () => performance.now() - started,
            (error: unknown) => error,
          ),
      ),
    )
    const taken = answers.filter((answer): answer is number => typeof answer === 'number').sort((a, b) => a - b)
    const refused = answers.filter((answer) => answer instanceof SiteBusyError)
    // The opening 10 at once, the next 10 one every 100 ms within the second; the 21st's turn is past it.
    expect(taken).toHaveLength(20)
    expect(refused).toHaveLength(1)
    expect(taken[10]! - taken[0]!).toBeGreaterThanOrEqual(60)
    expect(taken[19]! - taken[0]!).toBeGreaterThanOrEqual(850)
    expect(taken[19]!).toBeLessThan(2_500)
    await limiter.flushAll()
    const counter = await database.db
      .selectFrom('rateLimitCounters')
      .select('hits')
      .where('key', '=', 'site-render:site-paced')
      .executeTakeFirstOrThrow()
    expect(counter.hits).toBe(20)
  })
})

describe('per-site message limit on the send call', () => {
  const ctx = useTestApp(testDatabases[0]!, { env: { ...TEST_NUMBERS_ENV, SITE_MESSAGE_RATE_LIMIT: '3' } })

  it("refuses a site's customers past the site's limit with 429 and Retry-After, whoever sends", async () => {
    const [alice, bob] = [await signIn(ctx.app, 1), await signIn(ctx.app, 2)]
    const send = (who: typeof alice) => sendMessage(ctx.app, who)
    const statuses = [await send(alice), await send(bob), await send(alice)].map((answer) => answer.statusCode)
    expect(statuses).toEqual([200, 200, 200])
    const refused = await send(bob)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
  })
})

describe.each(testDatabases)('per-site limits are paced over their window, $name', (kind) => {
  // 120 a minute: 10 at once (`PACED_BURST`), then 2 a second.
  const ctx = useTestApp(kind, {
    env: {
      ...TEST_NUMBERS_ENV,
      SITE_MESSAGE_RATE_LIMIT: '120',
      MESSAGE_RATE_LIMIT: '1000',
      SITE_CONCURRENCY_LIMIT: '1000',
    },
  })

  it("a site's sends past the burst wait for the next to be released, and the refused are not counted", async () => {
    const alice = await signIn(ctx.app, 3)
    const send = () => sendMessage(ctx.app, alice)
    const answers = await Promise.all(Array.from({ length: 90 }, send))
    const taken = answers.filter((answer) => answer.statusCode === 200).length
    // The burst, and what was released while the calls ran (2 a second); far below the minute's 120.
    expect(taken).toBeGreaterThanOrEqual(10)
    expect(taken).toBeLessThan(20)
    const ahead = answers.filter((answer) => answer.statusCode !== 200)
    for (const answer of ahead) {
      expect(answer.statusCode).toBe(429)
      expect(answer.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' })
      // The next use is released within a second or so, far before the minute's window ends.
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1)
      expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(2)
    }
    await ctx.app.siteLimits.flushAll()
    const counter = await ctx.database.db
      .selectFrom('rateLimitCounters')
      .select('hits')
      .where('key', 'like', 'site-message:%')
      .executeTakeFirstOrThrow()
    expect(counter.hits).toBe(taken)
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    expect((await send()).statusCode).toBe(200)
  })
})
