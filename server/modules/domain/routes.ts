import type { FastifyInstance } from 'fastify'
import {
  CustomDomainBody,
  OWNER_DOMAIN_CHECK_PATH,
  OWNER_DOMAIN_PATH,
  OWNER_DOMAIN_REMOVE_PATH,
  TLS_ASK_PATH,
  TlsAskQuery,
} from '../../../contract/custom-domain.js'
import { HttpError } from '../../http/errors.js'
import { ownerPost, route } from '../../http/route.js'
import { serverText } from '../../text/server-text.js'
import { normaliseHost } from '../site/index.js'
import type { CnameResolver } from './cname-resolver.js'
import { DomainService } from './domain-service.js'

/**
 * The owner's custom-domain calls (contract/custom-domain.ts; the site is
 * the caller's) and the TLS ask a reverse proxy calls before it gets a
 * certificate (docs/operations.md 'Custom domains with Caddy'). Needs the
 * `tenancy` and `pages` plugins (a change drops the cached sites on every
 * process through the pages' invalidation).
 */
export default async function domainRoutes(app: FastifyInstance, options: { resolver: CnameResolver }) {
  const domains = new DomainService({
    db: app.db,
    resolver: options.resolver,
    siteDomain: app.config.siteDomain,
    invalidate: (siteId) => app.pages.invalidate(siteId, 'here'),
  })

  route(app, { method: 'GET', url: OWNER_DOMAIN_PATH, auth: 'owner' }, ({ ownerSite }) => domains.read(ownerSite))
  ownerPost(app, OWNER_DOMAIN_PATH, CustomDomainBody, ({ body, ownerSite }) => domains.set(ownerSite, body.domain))
  route(app, { method: 'POST', url: OWNER_DOMAIN_CHECK_PATH, auth: 'owner' }, ({ ownerSite }) =>
    domains.check(ownerSite),
  )
  route(app, { method: 'POST', url: OWNER_DOMAIN_REMOVE_PATH, auth: 'owner' }, ({ ownerSite }) =>
    domains.remove(ownerSite),
  )

  // 200 only for a host this server serves: the front door (`PLATFORM_HOST`, which serves /start whether or not a
  // site answers on the bare SITE_DOMAIN), a verified custom domain, or the subdomain of a site that exists.
  route(app, { method: 'GET', url: TLS_ASK_PATH, query: TlsAskQuery }, async ({ query }) => {
    if (normaliseHost(query.domain) === app.config.signup.platformHost) return { message: 'success' }
    const site = await app.tenancy.siteForHost(query.domain)
    if (!site) throw new HttpError(404, serverText('domain.unknownHost'), 'NOT_FOUND')
    return { message: 'success' }
  })
}
