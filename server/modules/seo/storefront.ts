import type { FastifyInstance, FastifyRequest } from 'fastify'
import { siteName } from '../auth/index.js'
import { CatalogueRepository, type CatalogueItemRecord } from '../catalogue/index.js'
import { verifiedDomain } from '../domain/index.js'
import { pagePublishedAt } from '../page/index.js'
import { storedHours, storedProfile } from '../settings/index.js'
import { siteLink } from '../share/index.js'
import type { Site } from '../site/index.js'
import { localBusiness, type BusinessFacts } from './local-business.js'
import { offersOf, priceShown } from './offers.js'

/**
 * The storefront's public addresses and facts, read the same way by the sitemap, the product feed, robots.txt and
 * the home page's head: one place that knows a site's canonical origin and its listed products.
 */
export class Storefront {
  readonly #catalogue: CatalogueRepository

  constructor(private readonly app: FastifyInstance) {
    this.#catalogue = new CatalogueRepository(app.db)
  }

  /**
   * The site's canonical origin: its verified custom domain when it has one, else its subdomain of `SITE_DOMAIN`,
   * with the protocol the request came in with (share/site-link.ts).
   */
  async origin(site: Site, request: FastifyRequest): Promise<string> {
    return siteLink({
      protocol: request.protocol,
      requestHost: request.headers.host,
      subdomain: site.subdomain,
      siteDomain: this.app.config.siteDomain,
      customDomain: await verifiedDomain(this.app.db, site.id),
    })
  }

  /** The listed products (neither hidden nor archived), in the catalogue's order, each with when it last changed. */
  products(site: Site): Promise<Array<CatalogueItemRecord & { updatedAt: Date }>> {
    return this.#catalogue.listedItems(site.id, 'product')
  }

  /** When the home page was last published; null when it has none. */
  homeChanged(site: Site): Promise<Date | null> {
    return pagePublishedAt(this.app.db, site.id, '/')
  }

  /** The business as its home page's structured data (`localBusiness`). */
  async business(site: Site, origin: string): Promise<Record<string, unknown>> {
    const profile = storedProfile(site)
    const prices = (await this.products(site))
      .filter(priceShown)
      .flatMap((product) => offersOf(product).map((offer) => offer.salePrice ?? offer.price))
    const facts: BusinessFacts = {
      origin,
      name: siteName(site),
      logo: profile.logo,
      phone: profile.phone,
      address: profile.address,
      hours: storedHours(site),
      prices: prices.length === 0 ? null : { low: Math.min(...prices), high: Math.max(...prices) },
    }
    return localBusiness(facts)
  }
}
