import { describe, expect, it } from 'vitest'
import { SEND_MESSAGE_PATH } from '../../../contract/chat.js'
import { json } from '../../db/schema.js'
import { testDatabases } from '../../test/databases.js'
import { useTestApp, type TestApp } from '../../test/app.js'
import { signIn, TEST_NUMBERS_ENV, type SignedIn } from '../auth/test-helpers.js'
import { SiteBulkhead } from './site-bulkhead.js'
import { SiteBusyError } from './site-limiter.js'

const send = (app: TestApp, who: SignedIn, host = 'demo.localhost') =>
  app.inject({
    method: 'POST',
    url: SEND_MESSAGE_PATH,
    headers: { authorization: who.authorization, host },
    payload: { senderId: who.customerId, customerId: who.customerId, message: 'hi' },
  })

describe("a site's share of one process", () => {
  it('runs at most `places` calls of a site at once, in turn, and refuses a full queue at once', async () => {
    const bulkhead = new SiteBulkhead(2, 60_000)
    let running = 0
    let most = 0
    const releases: (() => void)[] = []
    const work = () =>
      new Promise<void>((resolve) => {
        most = Math.max(most, ++running)
        releases.push(() => {
          running--
          resolve()
        })
      })
    const calls = Array.from({ length: 34 }, () => bulkhead.run('a', null, () => 'busy', work).then(() => 'done'))
    // 2 run, 32 wait (16 a place), then the queue is full.
    await expect(bulkhead.run('a', null, () => 'busy', work)).rejects.toBeInstanceOf(SiteBusyError)
    // Another site has its own places.
    const other = bulkhead.run('b', null, () => 'busy', work)
    expect(running).toBe(3)
    while (releases.length > 0) {
      releases.shift()!()
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    expect(await Promise.all([...calls, other])).toEqual([...Array(34).fill('done'), undefined])
    expect(most).toBe(3)
    expect(bulkhead.running('a')).toBe(0)
  })

  it('refuses a call that waited too long', async () => {
    const bulkhead = new SiteBulkhead(1, 20)
    const forever = new Promise<void>(() => {})
    void bulkhead.run(
      'a',
      null,
      () => 'busy',
      () => forever,
    )
    const refused = await bulkhead
      .run(
        'a',
        null,
        () => 'busy',
        async () => {},
      )
      .catch((error: unknown) => error)
    expect(refused).toMatchObject({ statusCode: 429, retryAfterS: 1 })
  })
})

// On PostgreSQL, where a pool of connections is shared: PGlite has one connection and answers each statement before
// the next call arrives, so its calls never wait for a place (the unit tests above cover the waiting itself).
const pooled = testDatabases.filter((kind) => kind.name === 'postgres')

describe.each(pooled)('fairness between sites on the send call, $name', (kind) => {
  const ctx = useTestApp(kind, {
    env: { ...TEST_NUMBERS_ENV, SITE_CONCURRENCY_LIMIT: '1', MESSAGE_RATE_LIMIT: '2' },
  })

  it("a site flooding the send call is refused past its place; another site's customer is served", async () => {
    await ctx.database.db
      .insertInto('sites')
      .values({
        subdomain: 'acme',
        templateSlug: 'product-v1',
        colorPalette: json({}),
        widgetSettings: null,
        paymentSettings: json({}),
      })
      .execute()
    const flooders = await Promise.all(Array.from({ length: 12 }, (_, index) => signIn(ctx.app, index + 1)))
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
