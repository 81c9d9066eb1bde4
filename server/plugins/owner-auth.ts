import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config.js'
import { HttpError } from '../http/errors.js'
import type { RequestOwner } from '../identity/owner.js'
import { AuthError } from '../modules/auth/auth-error.js'
import { serverText } from '../text/server-text.js'
import { clearOwnerCookie, ownerCookieOf } from '../modules/owner-auth/owner-cookie.js'
import type { OwnerAuth } from '../modules/owner-auth/owner-auth.js'
import { HandoverTokens } from '../modules/owner-auth/handover-tokens.js'
import { OwnerSessions } from '../modules/owner-auth/owner-sessions.js'
import { isSameOrigin } from '../modules/owner-auth/same-origin.js'
import { addSiteOwner, SiteOwnerRepository } from '../modules/owner-auth/site-owners.js'
import type { Site } from '../modules/site/site-repository.js'

declare module 'fastify' {
  interface FastifyInstance {
    ownerAuth: OwnerAuth
    /**
     * preHandler for owner calls: the site's owner key (`Authorization:
     * Bearer <key>` from `OWNER_KEYS`) or a live owner session cookie of the
     * Host's site → `request.ownerSite` (and `request.owner` for the cookie).
     */
    requireOwner(request: FastifyRequest, reply?: FastifyReply): Promise<void>
  }
  interface FastifyRequest {
    ownerSite: Site | null
    /** The signed-in owner of a cookie call; null for an owner-key call and on other routes. */
    owner: RequestOwner | null
  }
}

/** Methods that change nothing: a cookie call with any other needs a same-origin `Origin` (CSRF). */
const SAFE_METHODS = new Set(['GET', 'HEAD'])

/**
 * Owner calls authenticate in one of two ways:
 *
 * - the site's key (`OWNER_KEYS=demo:<key>`), for automation: keys are
 *   compared in constant time (as SHA-256 digests, so lengths never leak);
 *   every configured key is checked, whichever matches. A request with an
 *   `Authorization` header is decided by it alone;
 * - the owner session cookie (owner sign-in at `/owner`), valid for the
 *   Host's site only; a call that changes something must come from a page
 *   of that host (`Origin`, else `Sec-Fetch-Site: same-origin`), or 403.
 *
 * At start it adds the owners `OWNER_PHONES` names to `site_owners`.
 */
export default fp(
  async function ownerAuth(app: FastifyInstance, options: { config: Config; now?: () => Date }) {
    const keys = [...options.config.ownerKeys].map(([subdomain, key]) => ({ subdomain, digest: digest(key) }))
    const owners = new SiteOwnerRepository(app.db)
    const now = options.now ?? (() => new Date())
    const sessions = new OwnerSessions({ db: app.db, now })
    const handovers = new HandoverTokens({ db: app.db, now })
    await addConfiguredOwners(app, options.config)

    const siteOfHost = async (host: string | undefined) => {
      const site = await app.tenancy.siteForHost(host)
      if (!site) throw new HttpError(404, serverText('auth.websiteNotFound'), 'NOT_FOUND')
      return site
    }
    const authenticate: OwnerAuth['authenticate'] = async (token, host) => {
      if (!token) throw new AuthError('NO_TOKEN')
      const site = await siteOfHost(host)
      return { site, owner: await sessions.authenticate(token, site) }
    }
    app.decorate('ownerAuth', { owners, sessions, handovers, authenticate } satisfies OwnerAuth)

    const byKey = async (request: FastifyRequest, authorization: string) => {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization)
      if (!match) throw new HttpError(401, serverText('ownerAuth.signInRequired'), 'NO_TOKEN')
      const presented = digest(match[1]!)
      let subdomain: string | null = null
      for (const key of keys) if (timingSafeEqual(key.digest, presented)) subdomain = key.subdomain
      if (subdomain === null) throw new HttpError(401, serverText('ownerAuth.keyInvalid'), 'TOKEN_INVALID')
      const site = await app.tenancy.sites.bySubdomain(subdomain)
      if (!site) throw new HttpError(404, serverText('auth.websiteNotFound'), 'NOT_FOUND')
      request.ownerSite = site
    }

    const byCookie = async (request: FastifyRequest, reply: FastifyReply | undefined, token: string) => {
      if (!SAFE_METHODS.has(request.method) && !isSameOrigin(request.headers))
        throw new HttpError(403, serverText('ownerAuth.crossOrigin'), 'FORBIDDEN')
      try {
        const { site, owner } = await authenticate(token, request.headers.host)
        request.ownerSite = site
        request.owner = owner
      } catch (error) {
        // An ended session's cookie is useless to keep: the browser drops it with this answer.
        if (reply && error instanceof AuthError) clearOwnerCookie(request, reply)
        throw error
      }
    }

    app.decorateRequest('ownerSite', null)
    app.decorateRequest('owner', null)
    app.decorate('requireOwner', async (request: FastifyRequest, reply?: FastifyReply) => {
      const authorization = request.headers.authorization
      if (authorization !== undefined) return byKey(request, authorization)
      const token = ownerCookieOf(request.cookies)
      if (token === undefined) throw new HttpError(401, serverText('ownerAuth.signInRequired'), 'NO_TOKEN')
      return byCookie(request, reply, token)
    })
  },
  { name: 'owner-auth', dependencies: ['db', 'tenancy', '@fastify/cookie'] },
)

/**
 * `OWNER_PHONES`: each becomes an owner of its site (kept as it is when already one); a site that does not exist (yet)
 * is logged and skipped.
 */
async function addConfiguredOwners(app: FastifyInstance, config: Config): Promise<void> {
  for (const { subdomain, phone } of config.ownerPhones) {
    const site = await app.tenancy.sites.bySubdomain(subdomain)
    if (!site) {
      app.log.warn({ subdomain }, 'OWNER_PHONES names a site that does not exist: its owner is not added')
      continue
    }
    await addSiteOwner(app.db, site.id, phone)
  }
}

function digest(key: string): Buffer {
  return createHash('sha256').update(key).digest()
}
