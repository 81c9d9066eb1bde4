import type { FastifyInstance } from 'fastify'
import { OWNER_HANDOVER_PATH } from '../../../contract/owner-team.js'
import { OWNER_SESSION_COOKIE } from '../../../contract/owner-auth.js'
import {
  SIGNUP_CREATE_PATH,
  SIGNUP_SEND_OTP_PATH,
  SIGNUP_VERIFY_OTP_PATH,
  type CreateSiteBody,
} from '../../../contract/signup.js'
import { forgetCodeRequests, randomIp, testCode, testPhone } from '../auth/test-helpers.js'
import type { OwnerSignedIn } from '../owner-auth/test-helpers.js'

/** The platform host of a test app (the bare `SITE_DOMAIN`), as the `/start` page sends it. */
export const FRONT_DOOR = { host: 'localhost', origin: 'http://localhost' }

/** What the `/start` page sends after its steps, less the ticket. */
export const newSite = (subdomain: string, more: Partial<CreateSiteBody> = {}): Omit<CreateSiteBody, 'ticket'> => ({
  businessName: 'Asha Tiffins',
  kind: 'home-kitchen',
  city: 'Pune',
  subdomain,
  templateSlug: 'product-v1',
  palette: 'peacock',
  ...more,
})

/**
 * Verifies test number `index` at the front door (send code, verify) and answers its sign-up ticket. The app needs
 * `TEST_NUMBERS_ENV`; the code requests are forgotten first, so a number may sign up again.
 */
export async function signupTicket(app: FastifyInstance & { db: unknown }, index: number): Promise<string> {
  await forgetCodeRequests(app.db as never)
  const phone = testPhone(index)
  const remoteAddress = randomIp()
  const sent = await app.inject({
    method: 'POST',
    url: SIGNUP_SEND_OTP_PATH,
    headers: FRONT_DOOR,
    remoteAddress,
    payload: phone,
  })
  if (sent.statusCode !== 200) throw new Error(`sign-up send code failed: ${sent.statusCode} ${sent.body}`)
  const verified = await app.inject({
    method: 'POST',
    url: SIGNUP_VERIFY_OTP_PATH,
    headers: FRONT_DOOR,
    remoteAddress,
    payload: { ...phone, otp: testCode(index) },
  })
  if (verified.statusCode !== 200) throw new Error(`sign-up verify failed: ${verified.statusCode} ${verified.body}`)
  return (verified.json() as { ticket: string }).ticket
}

/** Makes a site through the real calls; answers the raw response (a test checks refusals too). */
export function createSite(
  app: FastifyInstance,
  ticket: string,
  body: Omit<CreateSiteBody, 'ticket'>,
  remoteAddress = randomIp(),
) {
  return app.inject({
    method: 'POST',
    url: SIGNUP_CREATE_PATH,
    headers: FRONT_DOOR,
    remoteAddress,
    payload: { ...body, ticket },
  })
}

/** Spends a hand-over link's token on its host, as the owner app does; answers the raw response. */
export function spendHandover(app: FastifyInstance, ownerUrl: string) {
  const url = new URL(ownerUrl)
  const token = new URLSearchParams(url.hash.slice(1)).get('handover') ?? ''
  return app.inject({
    method: 'POST',
    url: OWNER_HANDOVER_PATH,
    headers: { host: url.host, origin: url.origin },
    payload: { token },
  })
}

/** The owner signed in by a spent hand-over, in `ownerSignIn`'s shape. */
export function handedOver(response: Awaited<ReturnType<typeof spendHandover>>, host: string): OwnerSignedIn {
  const token = response.cookies.find((cookie) => cookie.name === OWNER_SESSION_COOKIE)?.value ?? ''
  return {
    body: response.json(),
    token,
    headers: { host, origin: `http://${host}`, cookie: `${OWNER_SESSION_COOKIE}=${token}` },
  }
}
