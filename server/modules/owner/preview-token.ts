import { createHmac, timingSafeEqual } from 'node:crypto'

/** How long an owner preview link works. */
export const PREVIEW_TTL_MS = 60 * 60 * 1000

/**
 * The key preview links are signed with: the server secret `owner-preview-key` (`app.auth.secrets`), shared by every
 * process.
 */
export type PreviewKey = string | Uint8Array

/**
 * Owner preview links: `?ownerPreview=<expiresAt>.<signature>`, the
 * signature an HMAC-SHA256 of site and expiry under the server's preview
 * key, so an owner signed in with the session cookie gets links as well as
 * one with an owner key. No state on the server; a link stops working when
 * it expires (or the key is replaced).
 *
 * @example
 * const { token } = signPreview('demo', await app.auth.secrets.get('owner-preview-key'))
 */
export function signPreview(
  subdomain: string,
  key: PreviewKey,
  now = Date.now(),
): { token: string; expiresAt: number } {
  const expiresAt = now + PREVIEW_TTL_MS
  return { token: `${expiresAt}.${signature(subdomain, key, expiresAt)}`, expiresAt }
}

export function verifyPreview(
  token: string,
  subdomain: string,
  key: PreviewKey | undefined,
  now = Date.now(),
): boolean {
  if (key === undefined) return false
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return false
  const expiresAt = Number(match[1])
  if (expiresAt <= now) return false
  const expected = Buffer.from(signature(subdomain, key, expiresAt))
  const presented = Buffer.from(match[2]!)
  return expected.length === presented.length && timingSafeEqual(expected, presented)
}

function signature(subdomain: string, key: PreviewKey, expiresAt: number): string {
  return createHmac('sha256', key).update(`preview:${subdomain}:${expiresAt}`).digest('base64url')
}
