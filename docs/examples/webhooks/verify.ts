import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Checks a Vitrine webhook delivery on the receiving side: `rawBody` is the
 * request body exactly as received (before any JSON parsing), `header` the
 * `Vitrine-Signature` header, `secret` the endpoint's signing secret.
 * Refuses a signature older than `toleranceSeconds` (a replayed delivery).
 */
export function verifyVitrineSignature(
  rawBody: string,
  header: string,
  secret: string,
  toleranceSeconds = 300,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  // The header is `t=<unix seconds>,v1=<hex HMAC-SHA256>`.
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2)))
  const timestamp = Number(parts.t)
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false
  // Sign "<t>.<raw body>" with the secret and compare in constant time.
  const expected = createHmac('sha256', secret).update(`${parts.t}.${rawBody}`).digest('hex')
  const given = String(parts.v1 ?? '')
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))
}
