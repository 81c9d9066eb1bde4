import type { FastifyInstance } from 'fastify'
import { io, type Socket } from 'socket.io-client'
import {
  OWNER_SEND_OTP_PATH,
  OWNER_SESSION_COOKIE,
  OWNER_VERIFY_OTP_PATH,
  type OwnerSessionResponse,
} from '../../../contract/owner-auth.js'
import { DEMO_OWNER_OTP_CODE, DEMO_OWNER_OTP_NUMBER } from '../../config.js'
import { DEMO_OWNER } from '../../db/seed/demo-owner.js'
import type { TestApp } from '../../test/app.js'
import { randomIp, testCode, testPhone } from '../auth/test-helpers.js'

/** The seeded demo owner's phone, as the sign-in form sends it. */
export const DEMO_OWNER_PHONE = { countryCode: DEMO_OWNER.countryCode, phoneNumber: DEMO_OWNER.phoneNumber }
/**
 * Add to `OTP_TEST_NUMBERS` so the demo owner signs in with `DEMO_OWNER_OTP_CODE` (the default outside production does
 * this).
 */
export const DEMO_OWNER_TEST_NUMBER = `${DEMO_OWNER_OTP_NUMBER}:${DEMO_OWNER_OTP_CODE}`

export interface OwnerSignedIn {
  body: OwnerSessionResponse
  /** The session token (the cookie's value). */
  token: string
  /** Headers of a call from the owner page of the host: Host, Origin and the cookie. */
  headers: { host: string; origin: string; cookie: string }
}

/**
 * Signs an owner in through the real calls (send code, verify) on `host`.
 * The app's `OTP_TEST_NUMBERS` must hold the phone (`DEMO_OWNER_TEST_NUMBER`).
 *
 * @example
 * const owner = await ownerSignIn(app)
 * await app.inject({ url: OWNER_ORDERS_PATH, headers: owner.headers })
 */
export async function ownerSignIn(
  app: FastifyInstance,
  options: { host?: string; phone?: { countryCode: string; phoneNumber: string }; code?: string } = {},
): Promise<OwnerSignedIn> {
  const { host = 'demo.localhost', phone = DEMO_OWNER_PHONE, code = DEMO_OWNER_OTP_CODE } = options
  const origin = `http://${host}`
  const remoteAddress = randomIp()
  const sent = await app.inject({
    method: 'POST',
    url: OWNER_SEND_OTP_PATH,
    remoteAddress,
    headers: { host, origin },
    payload: phone,
  })
  if (sent.statusCode !== 200) throw new Error(`owner send code failed: ${sent.statusCode} ${sent.body}`)
  const verified = await app.inject({
    method: 'POST',
    url: OWNER_VERIFY_OTP_PATH,
    remoteAddress,
    headers: { host, origin },
    payload: { ...phone, otp: code },
  })
  if (verified.statusCode !== 200) throw new Error(`owner verify failed: ${verified.statusCode} ${verified.body}`)
  const token = verified.cookies.find((cookie) => cookie.name === OWNER_SESSION_COOKIE)?.value ?? ''
  return {
    body: verified.json() as OwnerSessionResponse,
    token,
    headers: { host, origin, cookie: `${OWNER_SESSION_COOKIE}=${token}` },
  }
}

/**
 * Adds `name` as another owner of the demo site, on test number `index` (the app's env must hold
 * `TEST_NUMBERS_ENV`), and signs them in.
 */
export async function addDemoOwner(app: TestApp, index: number, name: string): Promise<OwnerSignedIn> {
  const site = (await app.tenancy.siteBySubdomain('demo'))!
  await app.db
    .insertInto('siteOwners')
    .values({ siteId: site.id, ...testPhone(index), name })
    .execute()
  return ownerSignIn(app, { phone: testPhone(index), code: testCode(index) })
}

/** An owner inbox socket: every event it receives, and how it ended. */
export interface OwnerSocket {
  socket: Socket
  events: { event: string; payload: unknown }[]
  /** Resolves with the reason once it is disconnected. */
  disconnected: Promise<string>
}

/**
 * Connects like the owner app (`auth: { owner: true }`, websocket), sending
 * the cookie, Host and Origin headers a browser would (`OwnerSignedIn.headers`);
 * rejects with the refusal's code (`NO_TOKEN`, `FORBIDDEN`, ...).
 */
export function connectOwner(baseUrl: string, headers: Record<string, string>): Promise<OwnerSocket> {
  const socket = io(baseUrl, {
    path: '/socket.io',
    auth: { owner: true },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: headers,
  })
  const events: OwnerSocket['events'] = []
  socket.onAny((event: string, payload: unknown) => events.push({ event, payload }))
  const disconnected = new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)))
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve({ socket, events, disconnected }))
    socket.once('connect_error', (error) => {
      socket.close()
      reject(error)
    })
  })
}
