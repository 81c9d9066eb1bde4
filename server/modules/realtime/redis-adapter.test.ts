import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OWNER_MESSAGES_PATH } from '../../../contract/chat.js'
import { openDatabase, type DatabaseHandle } from '../../db/database.js'
import { buildTestApp } from '../../test/app.js'
import { signIn, TEST_NUMBERS_ENV } from '../auth/test-helpers.js'
import { connectSocket, listenLocally, type TestSocket } from './socket-test-client.js'
import { PostgresSchema } from '../../test/postgres-schema.js'

const databaseUrl = process.env.TEST_DATABASE_URL
const redisUrl = process.env.TEST_REDIS_URL
const ready = Boolean(databaseUrl && redisUrl)
if (!ready)
  console.log(
    'TEST_DATABASE_URL or TEST_REDIS_URL is not set: ' +
      'the two-process realtime suite is skipped here (.ci/run sets both)',
  )

const DEMO_KEY = 'demo-owner-key-0123456789'

/**
 * Two server processes, as in production: one PostgreSQL schema, one Redis.
 * A reply posted to process A reaches a socket connected to process B.
 */
describe.skipIf(!ready)('realtime across two processes (PostgreSQL + Redis)', () => {
  const schema = new PostgresSchema(databaseUrl!)
  const handles: DatabaseHandle[] = []
  const apps: Awaited<ReturnType<typeof buildTestApp>>[] = []
  let socket: TestSocket | undefined

  beforeAll(async () => {
    await schema.create()
    for (let index = 0; index < 2; index++) {
      // Opened one after the other: the second finds the migrations done.
      const handle = await openDatabase({ databaseUrl: schema.url(), dataDir: '' })
      handles.push(handle)
      apps.push(
        await buildTestApp(handle, {
          env: { ...TEST_NUMBERS_ENV, OWNER_KEYS: `demo:${DEMO_KEY}`, REDIS_URL: redisUrl! },
        }),
      )
    }
  })
  afterAll(async () => {
    socket?.socket.close()
    for (const app of apps) await app.close()
    for (const handle of handles) await handle.close()
    await schema.drop()
  })

  it('delivers an owner reply posted to process A to a socket on process B', async () => {
    const [appA, appB] = apps as [(typeof apps)[number], (typeof apps)[number]]
    const alice = await signIn(appA, 1)
    socket = await connectSocket(await listenLocally(appB), { token: alice.token, subdomain: 'demo' })
    const reply = await appA.inject({
      method: 'POST',
      url: OWNER_MESSAGES_PATH,
      headers: { authorization: `Bearer ${DEMO_KEY}` },
      payload: { customerId: alice.customerId, message: 'Sent from process A' },
    })
    expect(reply.statusCode).toBe(200)
    const live = await socket.next((message) => message.message === 'Sent from process A')
    expect(live._id).toBe(reply.json().newMessage._id)
  })
})
