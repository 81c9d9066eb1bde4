import { describe, expect, it } from 'vitest'
import { SEND_OTP_PATH } from '../../../contract/auth.js'
import { GET_MESSAGES_PATH, OWNER_MESSAGES_PATH, type ChatMessage } from '../../../contract/chat.js'
import { decode } from '../../../contract/decode.js'
import { OWNER_ORDERS_PATH } from '../../../contract/orders.js'
import {
  OWNER_ME_PATH,
  OWNER_SEND_OTP_PATH,
  OWNER_SESSION_COOKIE,
  OWNER_SESSION_LIFETIME_MS,
  OWNER_VERIFY_OTP_PATH,
  OwnerSessionResponse,
} from '../../../contract/owner-auth.js'
import { DEMO_OWNER_OTP_CODE } from '../../config.js'
import { testDatabases } from '../../test/databases.js'
import { forgetCodeRequests, testCode, testPhone } from '../auth/test-helpers.js'
import { DEMO_OWNER_PHONE } from './test-helpers.js'
import { DEMO_KEY, GATEWAY_OWNER, ownerSignInSuite } from './sign-in-test-helpers.js'

describe.each(testDatabases)('owner sign-in on $name', (kind) => {
  const { ctx, delivered, alice, signInOwner, post, get, ownerCookie } = ownerSignInSuite(kind)

  it('signs the demo owner in: an httpOnly, SameSite=Strict cookie for the whole host, and who', async () => {
    await forgetCodeRequests(ctx.database.db)
    const headers = { host: 'demo.localhost', origin: 'http://demo.localhost' }
    expect((await post(OWNER_SEND_OTP_PATH, headers, DEMO_OWNER_PHONE)).json()).toEqual({ message: 'success' })
    const verified = await post(OWNER_VERIFY_OTP_PATH, headers, {
      countryCode: '+91',
      phoneNumber: '99999 88888',
      otp: DEMO_OWNER_OTP_CODE,
    })
    expect(verified.statusCode).toBe(200)
    const cookie = ownerCookie(verified)!
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/',
      maxAge: OWNER_SESSION_LIFETIME_MS / 1000,
    })
    expect(cookie.secure).toBeFalsy()
    expect(cookie.domain).toBeUndefined()
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const body = verified.json()
    expect(decode(OwnerSessionResponse, body, 'answer').ok).toBe(true)
    expect(body).toMatchObject({
      message: 'success',
      owner: { countryCode: '+91', phoneNumber: '9999988888', name: 'Demo owner' },
      site: { subdomain: 'demo', name: 'Kesar Kitchen' },
    })
    const expiresIn = Date.parse(body.expiresAt) - Date.now()
    expect(expiresIn).toBeGreaterThan(OWNER_SESSION_LIFETIME_MS - 60_000)
    expect(expiresIn).toBeLessThanOrEqual(OWNER_SESSION_LIFETIME_MS)
    // Only its digest is stored.
    const stored = await ctx.database.db.selectFrom('ownerSessions').select('tokenHash').execute()
    expect(stored.map((row) => row.tokenHash)).not.toContain(cookie.value)

    const me = await get(OWNER_ME_PATH, { host: 'demo.localhost', cookie: `${OWNER_SESSION_COOKIE}=${cookie.value}` })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toEqual(body)
  })

  it('sets the cookie Secure over https', async () => {
    await forgetCodeRequests(ctx.database.db)
    const headers = { host: 'demo.localhost', origin: 'https://demo.localhost', 'x-forwarded-proto': 'https' }
    await post(OWNER_SEND_OTP_PATH, headers, DEMO_OWNER_PHONE)
    const verified = await post(OWNER_VERIFY_OTP_PATH, headers, { ...DEMO_OWNER_PHONE, otp: DEMO_OWNER_OTP_CODE })
    expect(verified.statusCode).toBe(200)
    expect(ownerCookie(verified)!.secure).toBe(true)
  })

  it('answers me without a cookie, or with a forged one, with 401', async () => {
    const none = await get(OWNER_ME_PATH, { host: 'demo.localhost' })
    expect([none.statusCode, none.json().code]).toEqual([401, 'NO_TOKEN'])
    const forged = await get(OWNER_ME_PATH, {
      host: 'demo.localhost',
      cookie: `${OWNER_SESSION_COOKIE}=${'a'.repeat(43)}`,
    })
    expect([forged.statusCode, forged.json().code]).toEqual([401, 'TOKEN_INVALID'])
    // The dead cookie is dropped.
    expect(ownerCookie(forged)?.value).toBe('')
    // The owner key describes nobody.
    const key = await get(OWNER_ME_PATH, { host: 'demo.localhost', authorization: `Bearer ${DEMO_KEY}` })
    expect([key.statusCode, key.json().code]).toEqual([401, 'NO_TOKEN'])
  })

  it('lets a signed-in owner use the owner calls of their site with the cookie alone', async () => {
    const owner = await signInOwner()
    const orders = await get(OWNER_ORDERS_PATH, { host: 'demo.localhost', cookie: owner.headers.cookie })
    expect(orders.statusCode).toBe(200)
    expect(orders.json().message).toBe('success')
    const reply = await post(OWNER_MESSAGES_PATH, owner.headers, {
      customerId: alice().customerId,
      message: 'Signed in, replying',
    })
    expect(reply.statusCode).toBe(200)
    const messages = await get(GET_MESSAGES_PATH, { host: 'demo.localhost', authorization: alice().authorization })
    expect((messages.json().messages as ChatMessage[]).map((message) => message.message)).toContain(
      'Signed in, replying',
    )
  })

  it("refuses a customer's access token on owner calls", async () => {
    const orders = await get(OWNER_ORDERS_PATH, { host: 'demo.localhost', authorization: alice().authorization })
    expect([orders.statusCode, orders.json().code]).toEqual([401, 'TOKEN_INVALID'])
    const reply = await post(
      OWNER_MESSAGES_PATH,
      { host: 'demo.localhost', authorization: alice().authorization },
      { customerId: alice().customerId, message: 'x' },
    )
    expect(reply.statusCode).toBe(401)
    const none = await get(OWNER_ORDERS_PATH, { host: 'demo.localhost' })
    expect([none.statusCode, none.json().code]).toEqual([401, 'NO_TOKEN'])
  })

  it('does not sign in a customer phone that is no owner, and answers its code request like an owner’s', async () => {
    await forgetCodeRequests(ctx.database.db)
    const headers = { host: 'demo.localhost', origin: 'http://demo.localhost' }
    const customer = testPhone(1)
    const sent = await post(OWNER_SEND_OTP_PATH, headers, customer)
    expect([sent.statusCode, sent.json()]).toEqual([200, { message: 'success' }])
    const verified = await post(OWNER_VERIFY_OTP_PATH, headers, { ...customer, otp: testCode(1) })
    expect([verified.statusCode, verified.json().code]).toEqual([400, 'INVALID_OTP'])
    expect(ownerCookie(verified)).toBeUndefined()
    // The limits hold for both alike, so a 429 tells nobody who is an owner.
    const again = await post(OWNER_SEND_OTP_PATH, headers, customer)
    expect(again.statusCode).toBe(429)
    await post(OWNER_SEND_OTP_PATH, headers, DEMO_OWNER_PHONE)
    expect((await post(OWNER_SEND_OTP_PATH, headers, DEMO_OWNER_PHONE)).statusCode).toBe(429)
  })

  it('delivers a code to an owner through the gateway, and nothing to a phone that is no owner', async () => {
    await forgetCodeRequests(ctx.database.db)
    const headers = { host: 'demo.localhost', origin: 'http://demo.localhost' }
    const stranger = { countryCode: '+91', phoneNumber: '9844444444' }
    expect((await post(OWNER_SEND_OTP_PATH, headers, stranger)).json()).toEqual({ message: 'success' })
    expect((await post(OWNER_SEND_OTP_PATH, headers, GATEWAY_OWNER)).json()).toEqual({ message: 'success' })
    expect(delivered.map((sms) => sms.to)).toEqual(['+919822222222'])
    const code = delivered[0]!.message.slice(-6)
    expect((await post(OWNER_VERIFY_OTP_PATH, headers, { ...GATEWAY_OWNER, otp: code })).statusCode).toBe(200)
  })

  it("never takes a customer code for an owner sign-in (the owner's phone asking the widget for one)", async () => {
    await forgetCodeRequests(ctx.database.db)
    const headers = { host: 'demo.localhost', origin: 'http://demo.localhost' }
    expect((await post(SEND_OTP_PATH, headers, { ...DEMO_OWNER_PHONE, subdomain: 'demo' })).statusCode).toBe(200)
    const verified = await post(OWNER_VERIFY_OTP_PATH, headers, { ...DEMO_OWNER_PHONE, otp: DEMO_OWNER_OTP_CODE })
    expect([verified.statusCode, verified.json().code]).toEqual([400, 'INVALID_OTP'])
  })

  it('refuses a wrong code, and a sign-in posted from another origin', async () => {
    await forgetCodeRequests(ctx.database.db)
    const headers = { host: 'demo.localhost', origin: 'http://demo.localhost' }
    await post(OWNER_SEND_OTP_PATH, headers, DEMO_OWNER_PHONE)
    const wrong = await post(OWNER_VERIFY_OTP_PATH, headers, { ...DEMO_OWNER_PHONE, otp: '000000' })
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'INVALID_OTP'])
    const foreign = await post(
      OWNER_VERIFY_OTP_PATH,
      { host: 'demo.localhost', origin: 'http://evil.example' },
      { ...DEMO_OWNER_PHONE, otp: DEMO_OWNER_OTP_CODE },
    )
    expect([foreign.statusCode, foreign.json().code]).toEqual([403, 'FORBIDDEN'])
    const crossSite = await post(
      OWNER_SEND_OTP_PATH,
      { host: 'demo.localhost', 'sec-fetch-site': 'cross-site' },
      DEMO_OWNER_PHONE,
    )
    expect(crossSite.statusCode).toBe(403)
  })
})
