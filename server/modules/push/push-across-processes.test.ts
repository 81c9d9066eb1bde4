import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OWNER_PUSH_SUBSCRIPTION_PATH, OWNER_VIEWING_EVENT, PUSH_KEY_PATH } from '../../../contract/push.js'
import { openDatabase, type DatabaseHandle } from '../../db/database.js'
import { buildTestApp, type TestApp } from '../../test/app.js'
import { PostgresSchema } from '../../test/postgres-schema.js'
import { startPushService, type PushService, type TestDevice } from '../../test/push-service.js'
import { signIn, TEST_NUMBERS_ENV, type SignedIn } from '../auth/test-helpers.js'
import { connectOwner, DEMO_OWNER_TEST_NUMBER, ownerSignIn, type OwnerSignedIn } from '../owner-auth/test-helpers.js'
import { listenLocally, settle } from '../realtime/socket-test-client.js'
import { sendMessage } from '../chat/test-helpers.js'

const databaseUrl = process.env.TEST_DATABASE_URL
const redisUrl = process.env.TEST_REDIS_URL
const ready = Boolean(databaseUrl && redisUrl)
if (!ready) console.log('TEST_DATABASE_URL or TEST_REDIS_URL is not set: the push-across-processes suite is skipped')

/** Short leases and polls, so an event given back is taken by either process within a second. */
const FAST = { leaseMs: 300, pollMs: 40, flushMs: 20 }

/**
 * Two app instances on one PostgreSQL schema and one Redis, as two server
 * processes run: the owner's presence on one holds back the push the other
 * would send, and an event both deliver is pushed once.
 */
describe.skipIf(!ready)('web push from two processes', () => {
  const schema = new PostgresSchema(databaseUrl!)
  const handles: DatabaseHandle[] = []
  const apps: TestApp[] = []
  const urls: string[] = []
  let push: PushService
  let owner: OwnerSignedIn
  let device: TestDevice
  let customer: SignedIn

  const send = (app: TestApp, message: string) => sendMessage(app, customer, message)
  const undelivered = async () =>
    Number(
      (
        await handles[0]!.db
          .selectFrom('outboxEvents')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('deliveredAt', 'is', null)
          .executeTakeFirstOrThrow()
      ).count,
    )
  const bodies = async () => ((await push.messages(device)) as { body: string }[]).map((message) => message.body)

  beforeAll(async () => {
    push = await startPushService()
    await schema.create()
    const env = {
      ...push.env,
      ...TEST_NUMBERS_ENV,
      OTP_TEST_NUMBERS: `${TEST_NUMBERS_ENV.OTP_TEST_NUMBERS},${DEMO_OWNER_TEST_NUMBER}`,
      REDIS_URL: redisUrl!,
    }
    for (let index = 0; index < 2; index++) {
      const handle = await openDatabase({ databaseUrl: schema.url(), dataDir: '' })
      handles.push(handle)
      const app = await buildTestApp(handle, { env, app: { events: FAST } })
      apps.push(app)
      urls.push(await listenLocally(app))
    }
    const [a] = apps as [TestApp]
    owner = await ownerSignIn(a)
    const { publicKey } = (await a.inject({ url: PUSH_KEY_PATH })).json() as { publicKey: string }
    device = await push.subscribe(publicKey)
    const saved = await a.inject({
      method: 'POST',
      url: OWNER_PUSH_SUBSCRIPTION_PATH,
      headers: owner.headers,
      payload: device.subscription,
    })
    expect(saved.statusCode).toBe(200)
    customer = await signIn(a, 36)
    const deadline = Date.now() + 10_000
    while ((await undelivered()) > 0 && Date.now() < deadline) await settle(50)
  })
  afterAll(async () => {
    for (const app of apps) await app.close()
    for (const handle of handles) await handle.close()
    await schema.drop()
    await push?.close()
  })

  it('holds the push back while the owner views the conversation on a device of the other process', async () => {
    const [a] = apps as [TestApp, TestApp]
    const tab = await connectOwner(urls[1]!, owner.headers)
    tab.socket.emit(OWNER_VIEWING_EVENT, { customerId: customer.customerId })
    await settle(200)
    expect((await send(a, 'Seen on B')).statusCode).toBe(200)
    await expect.poll(undelivered, { timeout: 10_000 }).toBe(0)
    expect(await bodies()).toEqual([])
    tab.socket.close()
    await settle(200)
    expect((await send(a, 'Nobody looking')).statusCode).toBe(200)
    await expect.poll(bodies, { timeout: 10_000 }).toEqual(['Nobody looking'])
  }, 30_000)

  it('pushes an event once when both processes deliver it', async () => {
    const [a] = apps as [TestApp, TestApp]
    expect((await send(a, 'Only once')).statusCode).toBe(200)
    await expect.poll(bodies, { timeout: 10_000 }).toContain('Only once')
    await expect.poll(undelivered, { timeout: 10_000 }).toBe(0)
    // The event is delivered again, by whichever process claims it first, then again.
    for (let round = 0; round < 2; round++) {
      await sql`
        update outbox_events set delivered_at = null, lease_until = now() - interval '1 second'
        where payload::text like '%Only once%'
      `.execute(handles[0]!.db)
      await expect.poll(undelivered, { timeout: 10_000 }).toBe(0)
    }
    await settle(200)
    expect(await bodies()).toEqual(['Nobody looking', 'Only once'])
  }, 30_000)
})
