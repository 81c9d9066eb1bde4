import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OWNER_TYPING_PATH, SOCKET_EVENTS, type TypingEvent } from '../../../contract/chat.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { signIn, TEST_NUMBERS_ENV, type SignedIn } from '../auth/test-helpers.js'
import { connectSocket, listenLocally, type TestSocket } from '../realtime/socket-test-client.js'
import { addSite } from '../../test/sites.js'

const DEMO_KEY = 'demo-owner-key-0123456789'
const ACME_KEY = 'acme-owner-key-0123456789'

describe.each(testDatabases)('the owner typing to a customer on $name', (kind) => {
  let alice: SignedIn
  let socket: TestSocket
  const typing = (payload: Record<string, unknown>, key = DEMO_KEY) =>
    ctx.app.inject({ method: 'POST', url: OWNER_TYPING_PATH, headers: { authorization: `Bearer ${key}` }, payload })

  const ctx = useTestApp(kind, {
    env: { ...TEST_NUMBERS_ENV, OWNER_KEYS: `demo:${DEMO_KEY},acme:${ACME_KEY}` },
  })
  beforeAll(async () => {
    await addSite(ctx.database.db)
    const baseUrl = await listenLocally(ctx.app)
    alice = await signIn(ctx.app, 1)
    socket = await connectSocket(baseUrl, { token: alice.token, subdomain: 'demo' })
  })
  afterAll(async () => {
    socket?.socket.close()
  })

  it("reaches the customer's widget as business-typing, started then stopped", async () => {
    const events: TypingEvent[] = []
    socket.socket.on(SOCKET_EVENTS.typing, (event: TypingEvent) => events.push(event))
    const siteId = (await ctx.app.tenancy.siteBySubdomain('demo'))!.id
    expect((await typing({ customerId: alice.customerId, typing: true })).statusCode).toBe(200)
    expect((await typing({ customerId: alice.customerId, typing: false })).statusCode).toBe(200)
    await expect
      .poll(() => events)
      .toEqual([
        { clientId: siteId, typing: true },
        { clientId: siteId, typing: false },
      ])
  })

  it("is refused for another site's customer, without a key, and with a bad body", async () => {
    expect((await typing({ customerId: alice.customerId, typing: true }, ACME_KEY)).statusCode).toBe(404)
    expect((await typing({ customerId: alice.customerId, typing: true }, '')).statusCode).toBe(401)
    const bad = await typing({ customerId: alice.customerId, typing: 'yes' })
    expect([bad.statusCode, bad.json().errors[0].path]).toEqual([400, 'body.typing'])
  })
})
