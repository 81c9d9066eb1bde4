import type { FastifyInstance, FastifyRequest } from 'fastify'
import { siteName } from '../auth/index.js'
import {
  changeStamp,
  listedCategories,
  listedForFeed,
  listedPriceRange,
  listedSlugs,
  type FeedItemRecord,
} from '../catalogue/index.js'
import { verifiedDomain } from '../domain/index.js'
import { pagePublishedAt } from '../page/index.js'
import { storedHours, storedProfile } from '../settings/index.js'
import { siteLink } from '../share/index.js'
import type { Site } from '../site/index.js'
import { localBusiness, type BusinessFacts } from './local-business.js'

/**
 * The storefront's public addresses and facts, read the same way by the sitemap, the product feed, robots.txt and
 * the home page's head: one place that knows a site's canonical origin and its listed products.
 */
export class Storefront {
  constructor(private readonly app: FastifyInstance) {}

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

  /** The listed products (neither hidden nor archived), in the catalogue's order, as the product feed reads them. */
  products(site: Site): Promise<FeedItemRecord[]> {
    return listedForFeed(this.app.db, site.id, 'product')
  }

  /** The listed products' slugs and last changes, in the catalogue's order, for the sitemap. */
  productPages(site: Site): Promise<Array<{ slug: string; updatedAt: Date }>> {
    return listedSlugs(this.app.db, site.id, 'product')
  }

  /** The category pages (categories with an item a visitor sees), in the shop's order, for the sitemap. */
  categoryPages(site: Site): Promise<Array<{ slug: string; updatedAt: Date }>> {
    return listedCategories(this.app.db, site.id)
  }

  /**
   * What the sitemap and the feed are written from, in one string that changes whenever they would: the listed
   * items (`changeStamp`), the home page's publish, the origin (a domain connected), the business's name.
   */
  async stamp(site: Site, origin: string): Promise<string> {
    const [items, home] = await Promise.all([changeStamp(this.app.db, site.id), this.homeChanged(site)])
    return [items, home?.toISOString() ?? '', origin, siteName(site)].join('|')
  }

  /** When the home page was last published; null when it has none. */
  homeChanged(site: Site): Promise<Date | null> {
    return pagePublishedAt(this.app.db, site.id, '/')
  }

  /** The business as its home page's structured data (`localBusiness`). */
  async business(site: Site, origin: string): Promise<Record<string, unknown>> {
    const profile = storedProfile(site)
    const prices = await listedPriceRange(this.app.db, site.id, 'product')
    const facts: BusinessFacts = {
      kind: profile.businessKind ?? null,
      origin,
      name: siteName(site),
      logo: profile.logo,
      phone: profile.phone,
      address: profile.address,
      hours: storedHours(site),
      prices,
    }
    return localBusiness(facts)
  }
}
