import { randomBytes } from 'node:crypto'
import { SignJWT } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { CHECK_VERIFICATION_PATH } from '../../../contract/auth.js'
import { GET_MESSAGES_PATH } from '../../../contract/chat.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { AccessTokens } from './access-token.js'
import { signIn, TEST_NUMBERS_ENV, type SignedIn } from './test-helpers.js'
import { addSite } from '../../test/sites.js'
import { messageCount, sendMessage } from '../chat/test-helpers.js'

describe.each(testDatabases)('access tokens on $name', (kind) => {
  let alice: SignedIn
  let bob: SignedIn
  const key = () => ctx.app.auth.secrets.get('access-token-key')
  const messages = (authorization?: string, host = 'demo.localhost') =>
    ctx.app.inject({ url: GET_MESSAGES_PATH, headers: { host, ...(authorization ? { authorization } : {}) } })
  // Sending checks the token up front and the sign-in in the statement that stores the message: the same refusals.
  const send = (who: SignedIn, authorization = who.authorization, host = 'demo.localhost') =>
    sendMessage(ctx.app, who, 'hi', { headers: { host, authorization } })
  const sentBy = (who: SignedIn) => messageCount(ctx.app, who, { sender: 'user' })
  const check = (who: SignedIn, body: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: CHECK_VERIFICATION_PATH,
      headers: { authorization: who.authorization },
      payload: body,
    })
  const checkBody = (who: SignedIn) => ({
    customerId: who.customerId,
    phoneNumber: who.customerData.phoneNumber,
    countryCode: who.customerData.countryCode,
    subdomain: 'demo',
  })
  const expectCode = async (response: Awaited<ReturnType<typeof messages>>, status: number, code: string) => {
    expect({ status: response.statusCode, code: response.json().code }).toEqual({ status, code })
    expect(response.json().message).toEqual(expect.any(String))
  }

  const ctx = useTestApp(kind, { env: TEST_NUMBERS_ENV })
  beforeAll(async () => {
    await addSite(ctx.database.db)
    alice = await signIn(ctx.app, 1)
    bob = await signIn(ctx.app, 2)
  })

  it('accepts the token of the site it was issued for', async () => {
    expect((await messages(alice.authorization)).statusCode).toBe(200)
    const response = await check(alice, checkBody(alice))
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ message: 'success', customerData: alice.customerData })
  })

  it('NO_TOKEN without an Authorization header', async () => {
    const response = await messages()
    await expectCode(response, 401, 'NO_TOKEN')
    expect(response.json().message).toBe('Please sign in to continue.')
  })

  it('TOKEN_INVALID for garbage, alg none, another key and another algorithm', async () => {
    const claims = { sub: alice.customerId }
    const exp = Math.floor(Date.now() / 1000) + 600
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, iss: 'vitrine', aud: 'demo', exp })}.`
    const sign = (alg: string, secret: Uint8Array) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg })
        .setIssuer('vitrine')
        .setAudience('demo')
        .setExpirationTime('10m')
        .sign(secret)
    for (const token of ['not-a-jwt', none, await sign('HS256', randomBytes(32)), await sign('HS512', await key())]) {
      await expectCode(await messages(`Bearer ${token}`), 401, 'TOKEN_INVALID')
    }
  })

  it('TOKEN_EXPIRED for an expired token, with a human message', async () => {
    const past = new AccessTokens(key, () => new Date(Date.now() - 16 * 60_000))
    const token = await past.sign({
      customerId: alice.customerId,
      subdomain: 'demo',
      sessionId: sessionOf(alice.token),
    })
    const response = await messages(`Bearer ${token}`)
    await expectCode(response, 401, 'TOKEN_EXPIRED')
    await expectCode(await send(alice, `Bearer ${token}`), 401, 'TOKEN_EXPIRED')
    expect(response.json().message).toBe('Your session has expired. Please sign in again.')
  })

  it("refuses site A's token on site B (Host or body subdomain)", async () => {
    await expectCode(await messages(alice.authorization, 'acme.localhost'), 401, 'TOKEN_INVALID')
    await expectCode(await send(alice, alice.authorization, 'acme.localhost'), 401, 'TOKEN_INVALID')
    await expectCode(await check(alice, { ...checkBody(alice), subdomain: 'acme' }), 401, 'TOKEN_INVALID')
  })

  it('403 when the body names another customer or another phone', async () => {
    const other = await check(alice, { ...checkBody(alice), customerId: bob.customerId })
    expect(other.statusCode).toBe(403)
    expect(other.json().code).toBe('FORBIDDEN')
    expect((await check(alice, { ...checkBody(alice), phoneNumber: bob.customerData.phoneNumber })).statusCode).toBe(
      403,
    )
    expect((await check(alice, { ...checkBody(alice), countryCode: '+44' })).statusCode).toBe(403)
  })

  it('ACCOUNT_INACTIVE for an inactive customer, CUSTOMER_NOT_FOUND once the row is gone, both ways', async () => {
    const carol = await signIn(ctx.app, 3)
    expect((await send(carol)).statusCode).toBe(200)
    await ctx.database.db
      .updateTable('customers')
      .set({ status: 'inactive' })
      .where('id', '=', carol.customerId)
      .execute()
    await expectCode(await messages(carol.authorization), 401, 'ACCOUNT_INACTIVE')
    await expectCode(await send(carol), 401, 'ACCOUNT_INACTIVE')
    expect(await sentBy(carol)).toBe(1)
    await ctx.database.db.deleteFrom('customers').where('id', '=', carol.customerId).execute()
    await expectCode(await messages(carol.authorization), 401, 'CUSTOMER_NOT_FOUND')
    await expectCode(await send(carol), 401, 'CUSTOMER_NOT_FOUND')
    expect(await sentBy(carol)).toBe(0)
  })

  it('signs with one key stored in the database', async () => {
    const rows = await ctx.database.db.selectFrom('serverSecrets').select('name').execute()
    expect(rows.map((row) => row.name).sort()).toEqual(['access-token-key', 'otp-code-key'])
  })
})

function b64(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

/** The sign-in (`sid`) of an access token. */
function sessionOf(token: string): string {
  return (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid
}
