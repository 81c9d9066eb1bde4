import type { FastifyReply, FastifyRequest } from 'fastify'
import { OWNER_SESSION_COOKIE, OWNER_SESSION_LIFETIME_MS } from '../../../contract/owner-auth.js'

/**
 * The owner session cookie: httpOnly (scripts never read it), SameSite=Strict
 * (no other site's page sends it), host-only (no Domain: `demo.<domain>`'s
 * cookie never reaches `shop.<domain>`), path `/` (the owner page and the
 * owner API), Secure over https, kept as long as the session lives.
 */
export function setOwnerCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(OWNER_SESSION_COOKIE, token, { ...cookieOptions(request), maxAge: OWNER_SESSION_LIFETIME_MS / 1000 })
}

/** Tells the browser to drop the owner cookie (logout, or a session that ended). */
export function clearOwnerCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(OWNER_SESSION_COOKIE, cookieOptions(request))
}

/** The owner session token the browser sent, if any. */
export function ownerCookieOf(cookies: Record<string, string | undefined>): string | undefined {
  return cookies[OWNER_SESSION_COOKIE] || undefined
}

function cookieOptions(request: FastifyRequest) {
  return { httpOnly: true, sameSite: 'strict', path: '/', secure: request.protocol === 'https' } as const
}
