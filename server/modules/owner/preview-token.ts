import { createHmac, timingSafeEqual } from 'node:crypto'

/** How long an owner preview link works. */
export const PREVIEW_TTL_MS = 60 * 60 * 1000

/**
 * Owner preview links: `?ownerPreview=<expiresAt>.<signature>`, the
 * signature an HMAC-SHA256 of site and expiry under the site's owner key. No
 * state on the server; a link stops working when it expires or the key changes.
 */
export function signPreview(subdomain: string, ownerKey: string, now = Date.now()): { token: string; expiresAt: number } {
  const expiresAt = now + PREVIEW_TTL_MS
  return { token: `${expiresAt}.${signature(subdomain, ownerKey, expiresAt)}`, expiresAt }
}

export function verifyPreview(token: string, subdomain: string, ownerKey: string | undefined, now = Date.now()): boolean {
  if (ownerKey === undefined) return false
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return false
  const expiresAt = Number(match[1])
  if (expiresAt <= now) return false
  const expected = Buffer.from(signature(subdomain, ownerKey, expiresAt))
  const presented = Buffer.from(match[2]!)
  return expected.length === presented.length && timingSafeEqual(expected, presented)
}

function signature(subdomain: string, ownerKey: string, expiresAt: number): string {
  return createHmac('sha256', ownerKey).update(`preview:${subdomain}:${expiresAt}`).digest('base64url')
}
