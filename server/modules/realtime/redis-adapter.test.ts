import { afterAll, describe, expect, it } from 'vitest'
import { OWNER_MESSAGES_PATH } from '../../../contract/chat.js'
import { buildTestApp } from '../../test/app.js'
import { signIn, TEST_NUMBERS_ENV } from '../auth/test-helpers.js'
import { connectSocket, listenLocally, type TestSocket } from './socket-test-client.js'
import { testCluster, useTestProcesses } from '../../test/processes.js'

const { ready, databaseUrl, redisUrl } = testCluster('the two-process realtime suite')

const DEMO_KEY = 'demo-owner-key-0123456789'

/**
 * Two server processes, as in production: one PostgreSQL schema, one Redis.
 * A reply posted to process A reaches a socket connected to process B.
 */
describe.skipIf(!ready)('realtime across two processes (PostgreSQL + Redis)', () => {
  const { apps } = useTestProcesses(databaseUrl, (handle) =>
    buildTestApp(handle, { env: { ...TEST_NUMBERS_ENV, OWNER_KEYS: `demo:${DEMO_KEY}`, REDIS_URL: redisUrl } }),
  )
  let socket: TestSocket | undefined

  afterAll(() => socket?.socket.close())

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
