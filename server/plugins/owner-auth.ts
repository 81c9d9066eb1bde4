import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config.js'
import { HttpError } from '../http/errors.js'
import type { Site } from '../modules/site/site-repository.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for owner calls: `Authorization: Bearer <key>` from `OWNER_KEYS` → `request.ownerSite`. */
    requireOwner(request: FastifyRequest): Promise<void>
  }
  interface FastifyRequest {
    ownerSite: Site | null
  }
}

/**
 * Owner calls authenticate with their site's key (`OWNER_KEYS=demo:<key>`).
 * Keys are compared in constant time (as SHA-256 digests, so lengths never
 * leak); every configured key is checked, whichever matches.
 */
export default fp(
  async function ownerAuth(app: FastifyInstance, options: { config: Config }) {
    const keys = [...options.config.ownerKeys].map(([subdomain, key]) => ({ subdomain, digest: digest(key) }))
    app.decorateRequest('ownerSite', null)
    app.decorate('requireOwner', async (request: FastifyRequest) => {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')
      if (!match) throw new HttpError(401, 'Owner key required: send Authorization: Bearer <key>', 'NO_TOKEN')
      const presented = digest(match[1]!)
      let subdomain: string | null = null
      for (const key of keys) if (timingSafeEqual(key.digest, presented)) subdomain = key.subdomain
      if (subdomain === null) throw new HttpError(401, 'Owner key is not valid', 'TOKEN_INVALID')
      const site = await app.tenancy.sites.bySubdomain(subdomain)
      if (!site) throw new HttpError(404, 'Website not found', 'NOT_FOUND')
      request.ownerSite = site
    })
  },
  { name: 'owner-auth', dependencies: ['tenancy'] },
)

function digest(key: string): Buffer {
  return createHash('sha256').update(key).digest()
}
