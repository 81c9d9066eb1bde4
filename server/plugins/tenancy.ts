import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config.js'
import { LRUCache } from 'lru-cache'
import { hostTarget } from '../modules/site/host.js'
import { SiteRepository, type Site } from '../modules/site/site-repository.js'

/** How long a host → site answer is reused (another process's site edits show up within it). */
const SITE_CACHE_TTL_MS = 5000

export interface Tenancy {
  /** The site a Host header points at, or undefined for an unknown host. */
  siteForHost(host: string | undefined): Promise<Site | undefined>
  /** The site with this subdomain (cached like `siteForHost`). */
  siteBySubdomain(subdomain: string): Promise<Site | undefined>
  /** The site with this id (cached like `siteForHost`): what a subscriber of every message reads. */
  siteById(id: string): Promise<Site | undefined>
  /** Forgets cached sites after a change. */
  invalidate(): void
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
    const cache = new LRUCache<string, Site>({ max: 1000, ttl: SITE_CACHE_TTL_MS })
    const { siteDomain, defaultSite, production } = options.config
    const cached = async (key: string, load: () => Promise<Site | undefined>) => {
      const hit = cache.get(key)
      if (hit !== undefined) return hit
      const site = await load()
      if (site) cache.set(key, site)
      return site
    }
    app.decorate('tenancy', {
      sites,
      siteForHost: (host) => {
        const target = hostTarget(host ?? '', { siteDomain, defaultSite, production })
        if (target === null) return Promise.resolve(undefined)
        const key = 'subdomain' in target ? `s:${target.subdomain}` : `d:${target.customDomain}`
        return cached(key, () => sites.byTarget(target))
      },
      siteBySubdomain: (subdomain) => cached(`s:${subdomain.toLowerCase()}`, () => sites.bySubdomain(subdomain)),
      siteById: (id) => cached(`i:${id}`, () => sites.byId(id)),
      invalidate: () => cache.clear(),
    } satisfies Tenancy)
  },
  { name: 'tenancy', dependencies: ['db'] },
)
