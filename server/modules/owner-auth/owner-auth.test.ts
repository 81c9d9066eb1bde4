import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEND_OTP_PATH } from '../../../contract/auth.js'
import { GET_MESSAGES_PATH, OWNER_MESSAGES_PATH, type ChatMessage } from '../../../contract/chat.js'
import { decode } from '../../../contract/decode.js'
import { OWNER_ORDERS_PATH } from '../../../contract/orders.js'
import { OWNER_PREVIEW_LINK_PATH } from '../../../contract/owner.js'
import {
  OWNER_LOGOUT_PATH,
  OWNER_ME_PATH,
  OWNER_SEND_OTP_PATH,
  OWNER_SESSION_COOKIE,
  OWNER_SESSION_LIFETIME_MS,
  OWNER_VERIFY_OTP_PATH,
  OwnerSessionResponse,
} from '../../../contract/owner-auth.js'
import { DEMO_OWNER_OTP_CODE } from '../../config.js'
import type { DatabaseHandle } from '../../db/database.js'
import { json } from '../../db/schema.js'
import { buildTestApp, type TestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import {
  forgetCodeRequests,
  randomIp,
  signIn,
  TEST_NUMBERS_ENV,
  testCode,
  testPhone,
  type SignedIn,
} from '../auth/test-helpers.js'
import { DEMO_OWNER_PHONE, DEMO_OWNER_TEST_NUMBER, ownerSignIn, type OwnerSignedIn } from './test-helpers.js'

const DEMO_KEY = 'demo-owner-key-0123456789'
/** Acme's owner, named by OWNER_PHONES (acme has no owner key). */
const ACME_OWNER = { countryCode: '+91', phoneNumber: '9811111111' }
const ACME_CODE = '111222'
/** An owner of demo whose code only the SMS gateway knows (not a test number). */
const GATEWAY_OWNER = { countryCode: '+91', phoneNumber: '9822222222' }

describe.each(testDatabases)('owner sign-in and sessions on $name', (kind) => {
  let database: DatabaseHandle
  let app: TestApp
  let gateway: http.Server
  const delivered: { to: string; message: string }[] = []
  let alice: SignedIn

  const signInOwner = async (options: Parameters<typeof ownerSignIn>[1] = {}) => {
    await forgetCodeRequests(database.db)
    return ownerSignIn(app, options)
  }
  const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
    app.inject({ method: 'POST', url, headers, payload, remoteAddress: randomIp() })
  const get = (url: string, headers: Record<string, string>) => app.inject({ url, headers })
  const ownerCookie = (response: LightMyRequestResponse) =>
    response.cookies.find((cookie) => cookie.name === OWNER_SESSION_COOKIE)
  const sessionRow = (signedIn: OwnerSignedIn) =>
    database.db
      .selectFrom('ownerSessions')
      .selectAll()
      .where('id', '=', sessionIdOf(signedIn))
      .executeTakeFirstOrThrow()
  const sessionIds = new Map<string, string>()
  const sessionIdOf = (signedIn: OwnerSignedIn) => sessionIds.get(signedIn.token)!

  beforeAll(async () => {
    gateway = http.createServer((request, response) => {
      let data = ''
      request.on('data', (chunk) => (data += chunk))
      request.on('end', () => {
        delivered.push(JSON.parse(data))
        response.writeHead(200).end()
      })
    })
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
    database = await kind.open()
    // Acme exists before start, so OWNER_PHONES makes its owner then.
    await database.db
      .insertInto('sites')
      .values({
        subdomain: 'acme',
        templateSlug: 'product-v1',
        colorPalette: json({}),
        widgetSettings: null,
        paymentSettings: json({}),
      })
      .execute()
    app = await buildTestApp(database, {
      env: {
        OTP_TEST_NUMBERS: [
          TEST_NUMBERS_ENV.OTP_TEST_NUMBERS,
          DEMO_OWNER_TEST_NUMBER,
          `+91${ACME_OWNER.phoneNumber}:${ACME_CODE}`,
        ].join(','),
        OTP_HTTP_URL: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`,
        OWNER_KEYS: `demo:${DEMO_KEY}`,
        OWNER_PHONES: `acme:+91 98111 11111, demo:+91${GATEWAY_OWNER.phoneNumber}, nosuch:+919833333333`,
        TRUST_PROXY: '1',
      },
    })
    alice = await signIn(app, 1)
  })
  afterAll(async () => {
    await app.close()
    await database.close()
    await new Promise((resolve) => gateway.close(resolve))
  })

  /** Signs in and remembers the new session's id (the newest row) for the checks that change its row. */
  const signInTracked = async (options: Parameters<typeof ownerSignIn>[1] = {}) => {
    const signedIn = await signInOwner(options)
    const newest = await database.db
      .selectFrom('ownerSessions')
      .select('id')
      .orderBy('createdAt', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow()
    sessionIds.set(signedIn.token, newest.id)
    return signedIn
  }

  it('signs the demo owner in: an httpOnly, SameSite=Strict cookie for the whole host, and who', async () => {
    await forgetCodeRequests(database.db)
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
    const stored = await database.db.selectFrom('ownerSessions').select('tokenHash').execute()
    expect(stored.map((row) => row.tokenHash)).not.toContain(cookie.value)

    const me = await get(OWNER_ME_PATH, { host: 'demo.localhost', cookie: `${OWNER_SESSION_COOKIE}=${cookie.value}` })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toEqual(body)
  })

  it('sets the cookie Secure over https', async () => {
    await forgetCodeRequests(database.db)
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
      customerId: alice.customerId,
      message: 'Signed in, replying',
    })
    expect(reply.statusCode).toBe(200)
    const messages = await get(GET_MESSAGES_PATH, { host: 'demo.localhost', authorization: alice.authorization })
    expect((messages.json().messages as ChatMessage[]).map((message) => message.message)).toContain(
      'Signed in, replying',
    )
  })

  it("refuses a customer's access token on owner calls", async () => {
    const orders = await get(OWNER_ORDERS_PATH, { host: 'demo.localhost', authorization: alice.authorization })
    expect([orders.statusCode, orders.json().code]).toEqual([401, 'TOKEN_INVALID'])
    const reply = await post(
      OWNER_MESSAGES_PATH,
      { host: 'demo.localhost', authorization: alice.authorization },
      { customerId: alice.customerId, message: 'x' },
    )
    expect(reply.statusCode).toBe(401)
    const none = await get(OWNER_ORDERS_PATH, { host: 'demo.localhost' })
    expect([none.statusCode, none.json().code]).toEqual([401, 'NO_TOKEN'])
  })

  it('does not sign in a customer phone that is no owner, and answers its code request like an owner’s', async () => {
    await forgetCodeRequests(database.db)
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
    await forgetCodeRequests(database.db)
    const headers = { host: 'demo.localhost', origin: 'http://demo.localhost' }
    const stranger = { countryCode: '+91', phoneNumber: '9844444444' }
    expect((await post(OWNER_SEND_OTP_PATH, headers, stranger)).json()).toEqual({ message: 'success' })
    expect((await post(OWNER_SEND_OTP_PATH, headers, GATEWAY_OWNER)).json()).toEqual({ message: 'success' })
    expect(delivered.map((sms) => sms.to)).toEqual(['+919822222222'])
    const code = delivered[0]!.message.slice(-6)
    expect((await post(OWNER_VERIFY_OTP_PATH, headers, { ...GATEWAY_OWNER, otp: code })).statusCode).toBe(200)
  })

  it("never takes a customer code for an owner sign-in (the owner's phone asking the widget for one)", async () => {
    await forgetCodeRequests(database.db)
    const headers = { host: 'demo.localhost', origin: 'http://demo.localhost' }
    expect((await post(SEND_OTP_PATH, headers, { ...DEMO_OWNER_PHONE, subdomain: 'demo' })).statusCode).toBe(200)
    const verified = await post(OWNER_VERIFY_OTP_PATH, headers, { ...DEMO_OWNER_PHONE, otp: DEMO_OWNER_OTP_CODE })
    expect([verified.statusCode, verified.json().code]).toEqual([400, 'INVALID_OTP'])
  })

  it('refuses a wrong code, and a sign-in posted from another origin', async () => {
    await forgetCodeRequests(database.db)
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

  it('keeps each owner to their own site', async () => {
    const acme = await signInOwner({ host: 'acme.localhost', phone: ACME_OWNER, code: ACME_CODE })
    expect(acme.body.site).toMatchObject({ subdomain: 'acme', name: 'acme' })
    // Acme's cookie on demo's host (were a browser to send it) signs nobody in.
    const crossed = { ...acme.headers, host: 'demo.localhost', origin: 'http://demo.localhost' }
    const me = await get(OWNER_ME_PATH, crossed)
    expect([me.statusCode, me.json().code]).toEqual([401, 'TOKEN_INVALID'])
    expect((await get(OWNER_ORDERS_PATH, crossed)).statusCode).toBe(401)
    expect(
      (await post(OWNER_MESSAGES_PATH, crossed, { customerId: alice.customerId, message: 'from acme' })).statusCode,
    ).toBe(401)
    // On its own host, demo's customers are not acme's.
    const reply = await post(OWNER_MESSAGES_PATH, acme.headers, { customerId: alice.customerId, message: 'from acme' })
    expect([reply.statusCode, reply.json().code]).toEqual([404, 'NOT_FOUND'])
    // Demo's owner is no owner of acme.
    await forgetCodeRequests(database.db)
    await expect(ownerSignIn(app, { host: 'acme.localhost' })).rejects.toThrow(/owner verify failed: 400/)
    // The session still works where it belongs.
    expect((await get(OWNER_ME_PATH, acme.headers)).statusCode).toBe(200)
  })

  it('gives a working preview link to a cookie-signed-in owner of a site without an owner key', async () => {
    const acme = await signInOwner({ host: 'acme.localhost', phone: ACME_OWNER, code: ACME_CODE })
    const link = await post(OWNER_PREVIEW_LINK_PATH, acme.headers, {})
    expect(link.statusCode).toBe(200)
    const url = new URL(link.json().url)
    expect(url.host).toBe('acme.localhost')
    const preview = await get(`${url.pathname}${url.search}`, { host: 'acme.localhost' })
    expect(preview.body).toContain('"route":"preview"')
    // The same token is no preview of another site.
    const elsewhere = await get(`${url.pathname}${url.search}`, { host: 'demo.localhost' })
    expect(elsewhere.body).not.toContain('"route":"preview"')
  })

  it('refuses a cookie call that changes something unless it comes from a page of the same host', async () => {
    const owner = await signInOwner()
    const payload = { customerId: alice.customerId, message: 'csrf?' }
    const { cookie } = owner.headers
    const refused: Record<string, string>[] = [
      { host: 'demo.localhost', cookie, origin: 'http://evil.example' },
      { host: 'demo.localhost', cookie, origin: 'http://acme.localhost' },
      { host: 'demo.localhost', cookie, origin: 'null' },
      { host: 'demo.localhost', cookie },
      { host: 'demo.localhost', cookie, 'sec-fetch-site': 'same-site' },
    ]
    for (const headers of refused) {
      const response = await post(OWNER_MESSAGES_PATH, headers, payload)
      expect([response.statusCode, response.json().code]).toEqual([403, 'FORBIDDEN'])
    }
    const logout = await post(OWNER_LOGOUT_PATH, { host: 'demo.localhost', cookie, origin: 'http://evil.example' })
    expect(logout.statusCode).toBe(403)
    // A browser's same-origin request without Origin says so in Sec-Fetch-Site.
    expect(
      (await post(OWNER_MESSAGES_PATH, { host: 'demo.localhost', cookie, 'sec-fetch-site': 'same-origin' }, payload))
        .statusCode,
    ).toBe(200)
    expect((await get(OWNER_ME_PATH, { host: 'demo.localhost', cookie })).statusCode).toBe(200)
  })

  it('ends the session at logout: the cookie is dropped and refused from then on', async () => {
    const owner = await signInOwner()
    const logout = await post(OWNER_LOGOUT_PATH, owner.headers)
    expect([logout.statusCode, logout.json()]).toEqual([200, { message: 'success' }])
    expect(ownerCookie(logout)).toMatchObject({ value: '', path: '/' })
    const me = await get(OWNER_ME_PATH, owner.headers)
    expect([me.statusCode, me.json().code]).toEqual([401, 'TOKEN_INVALID'])
    const orders = await get(OWNER_ORDERS_PATH, owner.headers)
    expect([orders.statusCode, orders.json().code]).toEqual([401, 'TOKEN_INVALID'])
    // Logging out again, or without a cookie, is fine.
    expect((await post(OWNER_LOGOUT_PATH, owner.headers)).statusCode).toBe(200)
    expect((await post(OWNER_LOGOUT_PATH, { host: 'demo.localhost' })).statusCode).toBe(200)
  })

  it('refuses an expired session with TOKEN_EXPIRED, and a revoked or deleted one with TOKEN_INVALID', async () => {
    const expired = await signInTracked()
    await database.db
      .updateTable('ownerSessions')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', sessionIdOf(expired))
      .execute()
    const late = await get(OWNER_ORDERS_PATH, expired.headers)
    expect([late.statusCode, late.json().code]).toEqual([401, 'TOKEN_EXPIRED'])
    expect(ownerCookie(late)?.value).toBe('')
    expect((await get(OWNER_ME_PATH, expired.headers)).json().code).toBe('TOKEN_EXPIRED')

    const revoked = await signInTracked()
    expect((await get(OWNER_ME_PATH, revoked.headers)).statusCode).toBe(200)
    await database.db
      .updateTable('ownerSessions')
      .set({ revokedAt: new Date() })
      .where('id', '=', sessionIdOf(revoked))
      .execute()
    expect((await get(OWNER_ORDERS_PATH, revoked.headers)).json().code).toBe('TOKEN_INVALID')

    const deleted = await signInTracked()
    await database.db.deleteFrom('ownerSessions').where('id', '=', sessionIdOf(deleted)).execute()
    expect((await get(OWNER_ORDERS_PATH, deleted.headers)).json().code).toBe('TOKEN_INVALID')
  })

  it('ends the sessions of an owner who is removed', async () => {
    const owner = await signInTracked({ host: 'acme.localhost', phone: ACME_OWNER, code: ACME_CODE })
    expect((await sessionRow(owner)).lastUsedAt).not.toBeNull()
    await database.db.deleteFrom('siteOwners').where('id', '=', owner.body.owner.id).execute()
    const me = await get(OWNER_ME_PATH, owner.headers)
    expect([me.statusCode, me.json().code]).toEqual([401, 'TOKEN_INVALID'])
  })

  it('keeps the owner key working for automation', async () => {
    const orders = await get(OWNER_ORDERS_PATH, { host: 'demo.localhost', authorization: `Bearer ${DEMO_KEY}` })
    expect(orders.statusCode).toBe(200)
    const wrong = await get(OWNER_ORDERS_PATH, {
      host: 'demo.localhost',
      authorization: 'Bearer not-the-key-0123456789',
    })
    expect([wrong.statusCode, wrong.json().code]).toEqual([401, 'TOKEN_INVALID'])
    // A key call needs no Origin: it carries no ambient credential.
    expect(
      (
        await post(
          OWNER_MESSAGES_PATH,
          { authorization: `Bearer ${DEMO_KEY}` },
          { customerId: alice.customerId, message: 'by key' },
        )
      ).statusCode,
    ).toBe(200)
  })

  it('adds the owners OWNER_PHONES names at start, skipping a site that does not exist', async () => {
    const rows = await database.db
      .selectFrom('siteOwners')
      .innerJoin('sites', 'sites.id', 'siteOwners.siteId')
      .select(['sites.subdomain', 'siteOwners.countryCode', 'siteOwners.phoneNumber'])
      .orderBy('siteOwners.phoneNumber')
      .execute()
    expect(rows).toEqual(
      expect.arrayContaining([
        { subdomain: 'demo', countryCode: '+91', phoneNumber: '9822222222' },
        { subdomain: 'demo', countryCode: '+91', phoneNumber: '9999988888' },
      ]),
    )
    expect(rows.some((row) => row.phoneNumber === '9833333333')).toBe(false)
  })
})
