import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { OWNER_SESSION_COOKIE } from '../../../contract/owner-auth.js'
import { useTestApp } from '../../test/app.js'
import { forgetCodeRequests, randomIp, signIn, TEST_NUMBERS_ENV, type SignedIn } from '../auth/test-helpers.js'
import { DEMO_OWNER_TEST_NUMBER, ownerSignIn, type OwnerSignedIn } from './test-helpers.js'
import type { TestDatabase } from '../../test/databases.js'
import { addSite } from '../../test/sites.js'

export const DEMO_KEY = 'demo-owner-key-0123456789'
/** Acme's owner, named by OWNER_PHONES (acme has no owner key). */
export const ACME_OWNER = { countryCode: '+91', phoneNumber: '9811111111' }
export const ACME_CODE = '111222'
/** Customers' test numbers, the demo owner's and acme's owner's (`ACME_OWNER` with `ACME_CODE`). */
export const OWNER_TEST_NUMBERS = [
  TEST_NUMBERS_ENV.OTP_TEST_NUMBERS,
  DEMO_OWNER_TEST_NUMBER,
  `+91${ACME_OWNER.phoneNumber}:${ACME_CODE}`,
].join(',')
/** An owner of demo whose code only the SMS gateway knows (not a test number). */
export const GATEWAY_OWNER = { countryCode: '+91', phoneNumber: '9822222222' }

/**
 * The owner sign-in suites' app: the demo (with an owner key and a second owner whose code only a local SMS gateway
 * gets, `delivered`), 'acme' with its owner from OWNER_PHONES, alice signed in as a customer, and the calls and session
 * look-ups the suites share.
 *
 * @example
 * const { signInOwner, get } = ownerSignInSuite(kind)
 * it('answers me', async () => expect((await get(OWNER_ME_PATH, (await signInOwner()).headers)).statusCode).toBe(200))
 */
export function ownerSignInSuite(kind: TestDatabase) {
  const sms = {} as { gateway: http.Server }
  const delivered: { to: string; message: string }[] = []
  const customers = {} as { alice: SignedIn }

  const signInOwner = async (options: Parameters<typeof ownerSignIn>[1] = {}) => {
    await forgetCodeRequests(ctx.database.db)
    return ownerSignIn(ctx.app, options)
  }
  const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
    ctx.app.inject({ method: 'POST', url, headers, payload, remoteAddress: randomIp() })
  const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ url, headers })
  const ownerCookie = (response: LightMyRequestResponse) =>
    response.cookies.find((cookie) => cookie.name === OWNER_SESSION_COOKIE)
  const sessionRow = (signedIn: OwnerSignedIn) =>
    ctx.database.db
      .selectFrom('ownerSessions')
      .selectAll()
      .where('id', '=', sessionIdOf(signedIn))
      .executeTakeFirstOrThrow()
  const sessionIds = new Map<string, string>()
  const sessionIdOf = (signedIn: OwnerSignedIn) => sessionIds.get(signedIn.token)!

  const ctx = useTestApp(kind, async (database) => {
    sms.gateway = http.createServer((request, response) => {
      let data = ''
      request.on('data', (chunk) => (data += chunk))
      request.on('end', () => {
        delivered.push(JSON.parse(data))
        response.writeHead(200).end()
      })
    })
    await new Promise<void>((resolve) => sms.gateway.listen(0, '127.0.0.1', resolve))
    // Acme exists before start, so OWNER_PHONES makes its owner then.
    await addSite(database.db)
    return {
      env: {
        OTP_TEST_NUMBERS: OWNER_TEST_NUMBERS,
        OTP_HTTP_URL: `http://127.0.0.1:${(sms.gateway.address() as AddressInfo).port}/sms`,
        OWNER_KEYS: `demo:${DEMO_KEY}`,
        OWNER_PHONES: `acme:+91 98111 11111, demo:+91${GATEWAY_OWNER.phoneNumber}, nosuch:+919833333333`,
        TRUST_PROXY: '1',
      },
    }
  })
  beforeAll(async () => {
    customers.alice = await signIn(ctx.app, 1)
  })
  afterAll(async () => {
    await new Promise((resolve) => sms.gateway.close(resolve))
  })

  /** Signs in and remembers the new session's id (the newest row) for the checks that change its row. */
  const signInTracked = async (options: Parameters<typeof ownerSignIn>[1] = {}) => {
    const signedIn = await signInOwner(options)
    const newest = await ctx.database.db
      .selectFrom('ownerSessions')
      .select('id')
      .orderBy('createdAt', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow()
    sessionIds.set(signedIn.token, newest.id)
    return signedIn
  }
  return {
    ctx,
    delivered,
    alice: () => customers.alice,
    signInOwner,
    signInTracked,
    post,
    get,
    ownerCookie,
    sessionRow,
    sessionIdOf,
  }
}
