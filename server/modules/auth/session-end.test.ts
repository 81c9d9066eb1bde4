import { beforeAll, describe, expect, it } from 'vitest'
import { LOGOUT_PATH, REAUTH_PATH, REFRESH_COOKIE } from '../../../contract/auth.js'
import { GET_MESSAGES_PATH, SEND_MESSAGE_PATH } from '../../../contract/chat.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { connectSocket, listenLocally } from '../realtime/socket-test-client.js'
import { AccessTokens } from './access-token.js'
import { signIn, TEST_NUMBERS_ENV } from './test-helpers.js'
import { messageCount } from '../chat/test-helpers.js'

/** Logout (and a reuse revocation) ends access at once; tokens have a maximum age. */
describe.each(testDatabases)('ending a sign-in on $name', (kind) => {
  let baseUrl: string

  const ctx = useTestApp(kind, { env: TEST_NUMBERS_ENV })
  beforeAll(async () => {
    baseUrl = await listenLocally(ctx.app)
  })

  const messages = (authorization: string) => ctx.app.inject({ url: GET_MESSAGES_PATH, headers: { authorization } })
  const send = (authorization: string, customerId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: SEND_MESSAGE_PATH,
      headers: { authorization },
      payload: { senderId: customerId, customerId, message: 'still here?' },
    })
  const disconnected = (socket: Awaited<ReturnType<typeof connectSocket>>) =>
    new Promise<void>((resolve) => socket.socket.once('disconnect', () => resolve()))

  it('after logout the access token reads and sends nothing; its socket is closed, a new one refused', async () => {
    const alice = await signIn(ctx.app, 1)
    const socket = await connectSocket(baseUrl, { token: alice.token, subdomain: 'demo' })
    expect((await messages(alice.authorization)).statusCode).toBe(200)
    const closed = disconnected(socket)
    expect(
      (await ctx.app.inject({ method: 'POST', url: LOGOUT_PATH, headers: { authorization: alice.authorization } }))
        .statusCode,
    ).toBe(200)
    await closed
    const read = await messages(alice.authorization)
    expect([read.statusCode, read.json().code]).toEqual([401, 'TOKEN_INVALID'])
    expect((await send(alice.authorization, alice.customerId)).statusCode).toBe(401)
    await expect(connectSocket(baseUrl, { token: alice.token, subdomain: 'demo' })).rejects.toThrow('TOKEN_INVALID')
  })

  it('after logout a send answers 401 whatever its body, and nothing of it is stored or counted', async () => {
    const dave = await signIn(ctx.app, 4)
    const erin = await signIn(ctx.app, 5)
    const valid = { senderId: dave.customerId, customerId: dave.customerId, message: 'hello' }
    // What the send refuses itself, before its statement checks the sign-in: a bad body, another customer.
    const refused = [
      { ...valid, message: ' ' },
      { ...valid, type: 'nope' },
      { ...valid, customerId: erin.customerId },
      { ...valid, senderId: erin.customerId },
    ]
    const post = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: SEND_MESSAGE_PATH,
        headers: { authorization: dave.authorization },
        payload,
      })
    const answers = async () => Promise.all(refused.map(async (payload) => (await post(payload)).statusCode))
    expect((await post(valid)).statusCode).toBe(200)
    expect(await answers()).toEqual([400, 400, 403, 403])
    const counted = () =>
      ctx.database.db
        .selectFrom('rateLimitCounters')
        .select('hits')
        .where('key', '=', `message:${dave.customerId}`)
        .executeTakeFirst()
    const sent = () => messageCount(ctx.app, dave, { sender: 'user' })
    expect([await counted(), await sent()]).toEqual([{ hits: 1 }, 1])

    expect(
      (await ctx.app.inject({ method: 'POST', url: LOGOUT_PATH, headers: { authorization: dave.authorization } }))
        .statusCode,
    ).toBe(200)
    for (const payload of [valid, ...refused]) {
      const answer = await post(payload)
      expect([answer.statusCode, answer.json().code]).toEqual([401, 'TOKEN_INVALID'])
    }
    expect([await counted(), await sent()]).toEqual([{ hits: 1 }, 1])
  })

  it('a token of a sign-in revoked for refresh-token reuse stops working, and its socket closes', async () => {
    const bob = await signIn(ctx.app, 2)
    const socket = await connectSocket(baseUrl, { token: bob.token, subdomain: 'demo' })
    const reauth = () =>
      ctx.app.inject({
        method: 'POST',
        url: REAUTH_PATH,
        headers: { 'x-session-type': 'customer' },
        cookies: { [REFRESH_COOKIE]: bob.refreshToken },
      })
    const rotated = await reauth()
    expect(rotated.statusCode).toBe(200)
    const closed = disconnected(socket)
    // The old refresh token presented again: stolen.
    const reuse = await reauth()
    expect(reuse.statusCode).toBe(401)
    await closed
    expect((await messages(bob.authorization)).statusCode).toBe(401)
    expect((await messages(`Bearer ${rotated.json().accessToken}`)).statusCode).toBe(401)
  })

  it('refuses a token with a far-off exp once its iat is older than the maximum age', async () => {
    const carol = await signIn(ctx.app, 3)
    const sid = (JSON.parse(Buffer.from(carol.token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid
    const key = () => ctx.app.auth.secrets.get('access-token-key')
    // Signed an hour ago with a 10-year lifetime, as a leaked key or a bug could.
    const longLived = await new AccessTokens(key, () => new Date(Date.now() - 60 * 60_000)).sign({
      customerId: carol.customerId,
      subdomain: 'demo',
      sessionId: sid,
    })
    const [header, payload] = longLived.split('.')
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { exp: number }
    expect(claims.exp).toBeLessThan(Date.now() / 1000) // our signer never makes one: forge the exp with the same key
    const { SignJWT } = await import('jose')
    const forged = await new SignJWT({
      ...JSON.parse(Buffer.from(payload!, 'base64url').toString()),
      exp: Math.floor(Date.now() / 1000) + 10 * 365 * 86_400,
    })
      .setProtectedHeader(JSON.parse(Buffer.from(header!, 'base64url').toString()) as { alg: string })
      .sign(await key())
    const read = await messages(`Bearer ${forged}`)
    expect([read.statusCode, read.json().code]).toEqual([401, 'TOKEN_EXPIRED'])
    expect((await messages(carol.authorization)).statusCode).toBe(200)
  })
})
