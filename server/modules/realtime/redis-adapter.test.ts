import { afterAll, describe, expect, it } from 'vitest'
import { OWNER_MESSAGES_PATH } from '../../../contract/chat.js'
import { DEMO_OWNER_ENV, DEMO_OWNER_KEY } from '../../test/app.js'
import { signIn } from '../auth/test-helpers.js'
import { connectSocket, listenLocally, type TestSocket } from './socket-test-client.js'
import { testCluster, useAppProcesses } from '../../test/processes.js'

const cluster = testCluster('the two-process realtime suite')

/**
 * Two server processes, as in production: one PostgreSQL schema, one Redis.
 * A reply posted to process A reaches a socket connected to process B.
 */
describe.skipIf(!cluster.ready)('realtime across two processes (PostgreSQL + Redis)', () => {
  const { apps } = useAppProcesses(cluster, { env: DEMO_OWNER_ENV })
  let socket: TestSocket | undefined

  afterAll(() => socket?.socket.close())

  it('delivers an owner reply posted to process A to a socket on process B', async () => {
    const [appA, appB] = apps as [(typeof apps)[number], (typeof apps)[number]]
    const alice = await signIn(appA, 1)
    socket = await connectSocket(await listenLocally(appB), { token: alice.token, subdomain: 'demo' })
    const reply = await appA.inject({
      method: 'POST',
      url: OWNER_MESSAGES_PATH,
      headers: { authorization: `Bearer ${DEMO_OWNER_KEY}` },
      payload: { customerId: alice.customerId, message: 'Sent from process A' },
    })
    expect(reply.statusCode).toBe(200)
    const live = await socket.next((message) => message.message === 'Sent from process A')
    expect(live._id).toBe(reply.json().newMessage._id)
  })
})
