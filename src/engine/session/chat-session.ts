import * as t from 'io-ts'
import { CustomerData, SESSION_LIFETIME_MS } from '../../../contract/auth'

/**
 * The chat session kept (encrypted) in `chatSession` (docs/product.md, 'Entities and fields'): who signed in, on
 * which host, until when, and what the server said about them.
 */
export const ChatSession = t.type(
  {
    customerId: t.string,
    phoneNumber: t.string,
    countryCode: t.string,
    hostname: t.string,
    /** Epoch ms: sign-in time + `SESSION_LIFETIME_MS` (10 days). */
    expiresAt: t.number,
    customerData: CustomerData,
  },
  'ChatSession',
)
export type ChatSession = t.TypeOf<typeof ChatSession>

/** Clock tolerance around expiry (5 minutes). */
export const CLOCK_TOLERANCE_MS = 5 * 60 * 1000
/** The "100 hours after expiry" tolerance (360000000 ms); see `isSessionValid` for why it never decides. */
export const MAX_PAST_EXPIRY_MS = 360_000_000

/** Host names compare lower-cased with one leading `www.` stripped (docs/product.md, 'States and transitions'). */
export function normalizeHostname(hostname: string): string {
  const lower = hostname.trim().toLowerCase()
  return lower.startsWith('www.') ? lower.slice(4) : lower
}

/**
 * Whether a stored session may be used on `hostname` at time `now` (docs/product.md).
 *
 * The spec gives the rule twice and the two sentences do not agree word for
 * word ("not more than 5 minutes in the past and not more than 100 hours
 * past"; "clock tolerance 5 minutes before, 100 hours after expiry"). The
 * reading implemented here:
 *
 * 1. Same host: `normalizeHostname` of both sides are equal.
 * 2. Not expired beyond the clock tolerance: `now <= expiresAt + 5 min`.
 *    Exactly 5 minutes past expiry is still valid; one millisecond more is not.
 *    The 100-hour bound is the outer limit of the same check: any session
 *    more than 100 hours past expiry is also more than 5 minutes past it, so
 *    it can never make a difference and is covered by the tests, not by code.
 * 3. Not from the future: a session is issued `SESSION_LIFETIME_MS` (10 days,
 *    "decrypt max age same") before it expires, so an `expiresAt` more than
 *    10 days + 5 minutes ahead of `now` cannot have been written by this
 *    widget (or the clock jumped back) and is refused.
 *
 * @example
 * isSessionValid({ hostname: 'www.Demo.example', expiresAt: now }, 'demo.example', now + 5 * 60_000) // true
 */
export function isSessionValid(
  session: Pick<ChatSession, 'hostname' | 'expiresAt'>,
  hostname: string,
  now: number,
): boolean {
  if (normalizeHostname(session.hostname) !== normalizeHostname(hostname)) return false
  if (!Number.isFinite(session.expiresAt)) return false
  if (now > session.expiresAt + CLOCK_TOLERANCE_MS) return false
  if (session.expiresAt > now + SESSION_LIFETIME_MS + CLOCK_TOLERANCE_MS) return false
  return true
}
