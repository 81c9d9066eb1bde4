import type { FastifyInstance } from 'fastify'
import { sql, type Kysely } from 'kysely'
import { REFRESH_COOKIE, SEND_OTP_PATH, VERIFY_OTP_PATH, type VerifyOtpResponse } from '../../../contract/auth.js'
import type { Database } from '../../db/schema.js'

/** Test numbers with fixed codes: pass `TEST_NUMBERS_ENV` as the app's env, then sign in as `testPhone(i)`. */
export const testPhone = (index: number) => ({
  countryCode: '+91',
  phoneNumber: `90000${String(index).padStart(5, '0')}`,
})
export const testCode = (index: number) => String(100000 + index)
export const TEST_NUMBERS_ENV = {
  OTP_TEST_NUMBERS: Array.from(
    { length: 40 },
    (_, index) => `+91${testPhone(index).phoneNumber}:${testCode(index)}`,
  ).join(','),
}

/** A fresh client IP per call, so the per-IP code limit of one test does not reach the next. */
export const randomIp = () => `10.${rand()}.${rand()}.${rand()}`
const rand = () => Math.floor(Math.random() * 254) + 1

export interface SignedIn extends VerifyOtpResponse {
  /** `Authorization` header value. */
  authorization: string
  /** Value of the refresh cookie. */
  refreshToken: string
}

/**
 * Signs test number `index` in through the real calls (send code, verify).
 * The app must be built with `TEST_NUMBERS_ENV`. Signing the same number in
 * twice within 30 s needs `forgetCodeRequests` in between (rate limit).
 *
 * @example
 * const alice = await signIn(app, 1)
 * await app.inject({ url: GET_MESSAGES_PATH, headers: { authorization: alice.authorization } })
 */
export async function signIn(
  app: FastifyInstance,
  index: number,
  subdomain = 'demo',
  headers: Record<string, string> = {},
): Promise<SignedIn> {
  const phone = testPhone(index)
  const remoteAddress = randomIp()
  const sent = await app.inject({
    method: 'POST',
    url: SEND_OTP_PATH,
    remoteAddress,
    headers,
    payload: { ...phone, subdomain },
  })
  if (sent.statusCode !== 200) throw new Error(`send code failed: ${sent.statusCode} ${sent.body}`)
  const verified = await app.inject({
    method: 'POST',
    url: VERIFY_OTP_PATH,
    remoteAddress,
    headers,
    payload: { ...phone, otp: testCode(index), subdomain },
  })
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.statusCode} ${verified.body}`)
  const body = verified.json() as VerifyOtpResponse
  const refreshToken = verified.cookies.find((cookie) => cookie.name === REFRESH_COOKIE)?.value ?? ''
  return { ...body, authorization: `Bearer ${body.token}`, refreshToken }
}

/** Moves every code request two hours back, so the rate limits let the next sign-in of the same phone through. */
export async function forgetCodeRequests(db: Kysely<Database>): Promise<void> {
  // Raw SQL: `created_at` is not updatable through the typed schema, on purpose.
  await sql`update otp_challenges set created_at = created_at - interval '2 hours'`.execute(db)
}
