import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config.js'
import { hostTarget } from '../modules/site/host.js'
import { SiteRepository, type Site } from '../modules/site/site-repository.js'

export interface Tenancy {
  /** The site a Host header points at, or undefined for an unknown host. */
  siteForHost(host: string | undefined): Promise<Site | undefined>
  sites: SiteRepository
}

declare module 'fastify' {
  interface FastifyInstance {
    tenancy: Tenancy
  }
}

/** Decorates `app.tenancy`: host → site, as README "Tenancy" describes. */
export default fp(
  async function tenancy(app: FastifyInstance, options: { config: Config }) {
    const sites = new SiteRepository(app.db)
    const { siteDomain, defaultSite, production } = options.config
    app.decorate('tenancy', {
      sites,
      siteForHost: (host) => sites.byTarget(hostTarget(host ?? '', { siteDomain, defaultSite, production })),
    } satisfies Tenancy)
  },
  { name: 'tenancy', dependencies: ['db'] },
)
