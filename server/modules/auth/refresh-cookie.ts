import type { FastifyReply, FastifyRequest } from 'fastify'
import { REFRESH_COOKIE, SESSION_LIFETIME_MS } from '../../../contract/auth.js'

/** Sent only to `/auth` (the refresh call), never readable by page scripts. */
const COOKIE_PATH = '/auth'

/** Sets the refresh cookie: httpOnly, SameSite=Lax, path /auth, 10 days, Secure over https. */
export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: COOKIE_PATH,
    secure: request.protocol === 'https',
    maxAge: SESSION_LIFETIME_MS / 1000,
  })
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    path: COOKIE_PATH,
    secure: request.protocol === 'https',
  })
}

/** The refresh token the browser sent, if any. */
export function refreshCookieOf(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE] || undefined
}
