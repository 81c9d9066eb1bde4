import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * The `Vitrine-Signature` header of a delivery: `t=<unix seconds>,v1=<hex>`,
 * where `v1` is the HMAC-SHA256, keyed with the endpoint's secret, of the
 * timestamp, a dot and the raw body. README "Verifying a webhook" shows the
 * receiver's check (docs/examples/webhooks/verify.ts, tested).
 *
 * @example
 * signatureHeader('whsec_...', '{"id":"..."}', 1764115200) // 't=1764115200,v1=5f0c...'
 */
export function signatureHeader(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, `${timestamp}.${body}`)}`
}

/** Whether `header` signs `body` with `secret` (the receivers' check, in tests). */
export function signatureMatches(secret: string, body: string, header: string): boolean {
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]))
  const expected = Buffer.from(hmac(secret, `${parts.get('t')}.${body}`))
  const given = Buffer.from(parts.get('v1') ?? '')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** A new endpoint secret: `whsec_` and 32 random bytes, base64url. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex')
