import { decodeJwt, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCESS_TOKEN_TTL_SECONDS } from '../../../contract/auth.js'
import { OWNER_MESSAGES_PATH, SOCKET_EVENTS } from '../../../contract/chat.js'
import { IN_MEMORY, openDatabase } from '../../db/database.js'
import { buildTestApp, useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { ACCESS_TOKEN_MAX_AGE_SECONDS, AccessTokens, TOKEN_ISSUER } from '../auth/index.js'
import { signIn, TEST_NUMBERS_ENV, type SignedIn } from '../auth/test-helpers.js'
import { RedisUnavailableError } from './redis-adapter.js'
import { connectSocket, listenLocally, settle, type TestSocket } from './socket-test-client.js'
import { addSite } from '../../test/sites.js'
import { sendMessage } from '../chat/test-helpers.js'

const DEMO_KEY = 'demo-owner-key-0123456789'

describe.each(testDatabases)('realtime socket on $name', (kind) => {
  let baseUrl: string
  let alice: SignedIn
  let bob: SignedIn
  const sockets: TestSocket[] = []
  const connect = async (auth: Record<string, string>) => {
    const connected = await connectSocket(baseUrl, auth)
    sockets.push(connected)
    return connected
  }
  const refusal = (auth: Record<string, string>) =>
    connect(auth).then(
      () => 'connected',
      (error: Error) => error.message,
    )
  const ownerReply = (customerId: string, message: string) =>
    ctx.app.inject({
      method: 'POST',
      url: OWNER_MESSAGES_PATH,
      headers: { authorization: `Bearer ${DEMO_KEY}` },
      payload: { customerId, message },
    })

  const ctx = useTestApp(kind, { env: { ...TEST_NUMBERS_ENV, OWNER_KEYS: `demo:${DEMO_KEY}` } })
  beforeAll(async () => {
    await addSite(ctx.database.db)
    baseUrl = await listenLocally(ctx.app)
    alice = await signIn(ctx.app, 1)
    bob = await signIn(ctx.app, 2)
  })
  afterAll(async () => {
    for (const { socket } of sockets) socket.close()
  })

  it('refuses a handshake without a token, with a bad one, or for another site', async () => {
    expect(await refusal({})).toBe('NO_TOKEN')
    expect(await refusal({ token: 'garbage', subdomain: 'demo' })).toBe('TOKEN_INVALID')
    expect(await refusal({ token: alice.token, subdomain: 'acme' })).toBe('TOKEN_INVALID')
    expect(await refusal({ token: alice.token, subdomain: 'nope' })).toBe('NOT_FOUND')
  })

  it('disconnects a socket when its token expires, and at its maximum age whatever its exp says', async () => {
    const key = await ctx.app.auth.secrets.get('access-token-key')
    const { sid } = decodeJwt(alice.token) as { sid: string }
    // exp 2 s away: issued 15 minutes less 2 s ago.
    const expiring = await new AccessTokens(
      async () => key,
      () => new Date(Date.now() - ACCESS_TOKEN_TTL_SECONDS * 1000 + 2000),
    ).sign({ customerId: alice.customerId, subdomain: 'demo', sessionId: sid })
    // exp a year away, but issued the maximum age less 2 s ago.
    const iat = Math.floor(Date.now() / 1000) - ACCESS_TOKEN_MAX_AGE_SECONDS + 2
    const old = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience('demo')
      .setSubject(alice.customerId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 365 * 86_400)
      .sign(key)
    const fresh = await connect({ token: alice.token, subdomain: 'demo' })
    for (const token of [expiring, old]) {
      const socket = await connect({ token, subdomain: 'demo' })
      const reason = await new Promise<string>((resolve) => socket.socket.once('disconnect', resolve))
      expect(reason).toBe('io server disconnect')
      // Past that moment the same token is refused, on the socket as on REST.
      expect(await refusal({ token, subdomain: 'demo' })).toBe('TOKEN_EXPIRED')
    }
    expect(fresh.socket.connected).toBe(true)
  }, 15_000)

  it("pushes a customer's own message to their other tabs; the site comes from Host without a subdomain", async () => {
    const tab = await connect({ token: alice.token })
    const response = await sendMessage(ctx.app, alice, 'from tab one')
    const pushed = await tab.next((message) => message.message === 'from tab one')
    expect(pushed._id).toBe(response.json().newMessage._id)
  })

  it("delivers an owner reply live, and never to another customer's socket, whatever new-user-add claims", async () => {
    const aliceSocket = await connect({ token: alice.token, subdomain: 'demo' })
    const bobSocket = await connect({ token: bob.token, subdomain: 'demo' })
    bobSocket.socket.emit(SOCKET_EVENTS.newUserAdd, alice.customerId)
    aliceSocket.socket.emit(SOCKET_EVENTS.newUserAdd, alice.customerId)
    await settle(100)

    expect((await ownerReply(alice.customerId, 'Your order has shipped')).statusCode).toBe(200)
    const live = await aliceSocket.next((message) => message.message === 'Your order has shipped')
    expect(live).toMatchObject({ sender: 'system', clientId: live.senderId })
    await settle()
    expect(bobSocket.received.map((message) => message.message)).not.toContain('Your order has shipped')

    expect((await ownerReply(bob.customerId, 'Hi Bob')).statusCode).toBe(200)
    await bobSocket.next((message) => message.message === 'Hi Bob')
    await settle()
    expect(aliceSocket.received.map((message) => message.message)).not.toContain('Hi Bob')
  })
})

describe('Redis adapter start-up', () => {
  it('fails with one clear line when REDIS_URL does not answer', async () => {
    const database = await openDatabase({ databaseUrl: null, dataDir: IN_MEMORY })
    try {
      const started = buildTestApp(database, { env: { REDIS_URL: 'redis://127.0.0.1:1' } })
      await expect(started).rejects.toThrow(RedisUnavailableError)
      await expect(started).rejects.toThrow(/^cannot connect to REDIS_URL redis:\/\/127\.0\.0\.1:1: /)
    } finally {
      await database.close()
    }
  })
})
