import type { FastifyReply, FastifyRequest } from 'fastify'
import { REFRESH_COOKIE, SESSION_LIFETIME_MS } from '../../../contract/auth.js'
import { EMBED_MODE_HEADER } from '../../../contract/embed.js'

/** Sent only to `/auth` (the refresh call), never readable by page scripts. */
const COOKIE_PATH = '/auth'

/**
 * The cookie's cross-site rules. On the site itself: SameSite=Lax, Secure over https. In the widget framed by another
 * website (the iframe's calls carry `EMBED_MODE_HEADER`), a Lax cookie would never be sent: SameSite=None, which
 * browsers take only with Secure, and Partitioned, so the cookie belongs to that host website alone (a sign-in on one
 * host is not one on another) and browsers that block third-party cookies keep it. Chromium treats http://localhost
 * and 127.0.0.1 as secure, so a Secure cookie works there in development and tests.
 */
function crossSite(request: FastifyRequest) {
  if (request.headers[EMBED_MODE_HEADER] === '1') return { sameSite: 'none', secure: true, partitioned: true } as const
  return { sameSite: 'lax', secure: request.protocol === 'https' } as const
}

/** Sets the refresh cookie: httpOnly, path /auth, 10 days, with the cross-site rules above. */
export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    path: COOKIE_PATH,
    maxAge: SESSION_LIFETIME_MS / 1000,
    ...crossSite(request),
  })
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, path: COOKIE_PATH, ...crossSite(request) })
}

/** The refresh token the browser sent, if any. */
export function refreshCookieOf(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE] || undefined
}
