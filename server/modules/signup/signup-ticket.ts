import { createHmac, timingSafeEqual } from 'node:crypto'
import { SIGNUP_TICKET_LIFETIME_MS } from '../../../contract/signup.js'
import type { OtpRecipient } from '../../providers/otp/index.js'

/**
 * Sign-up tickets: what a verified sign-up code gives the `/start` page to
 * prove the phone on the later steps, without a cookie. `<payload>.<sig>`:
 * the payload is the phone and the expiry (base64url JSON), the signature an
 * HMAC-SHA256 under the server secret `signup-ticket-key`. Stateless; the
 * site it makes is limited per phone (`signups`), so a ticket used twice
 * makes at most what the limits allow.
 *
 * @example
 * const { ticket } = signTicket(phone, key)
 * readTicket(ticket, key) // the phone, or null when forged or past its end
 */
export function signTicket(
  phone: OtpRecipient,
  key: Uint8Array,
  now = Date.now(),
): { ticket: string; expiresAt: number } {
  const expiresAt = now + SIGNUP_TICKET_LIFETIME_MS
  const payload = Buffer.from(JSON.stringify({ c: phone.countryCode, p: phone.phoneNumber, e: expiresAt })).toString(
    'base64url',
  )
  return { ticket: `${payload}.${signature(payload, key)}`, expiresAt }
}

/** The phone a ticket was made for; null for a forged, malformed or expired one. */
export function readTicket(ticket: string, key: Uint8Array, now = Date.now()): OtpRecipient | null {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(ticket)
  if (!match) return null
  const expected = Buffer.from(signature(match[1]!, key))
  const presented = Buffer.from(match[2]!)
  if (expected.length !== presented.length || !timingSafeEqual(expected, presented)) return null
  const { c, p, e } = JSON.parse(Buffer.from(match[1]!, 'base64url').toString('utf8')) as {
    c: string
    p: string
    e: number
  }
  return e > now ? { countryCode: c, phoneNumber: p } : null
}

function signature(payload: string, key: Uint8Array): string {
  return createHmac('sha256', key).update(`signup:${payload}`).digest('base64url')
}
