import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Site } from '../site/index.js'
import { productFeedXml } from './product-feed.js'
import { PRODUCT_FEED_PATH, ROBOTS_PATH, SITEMAP_PATH } from '../../../contract/storefront-files.js'
import { robotsTxt } from './robots.js'
import { sitemapXml } from './sitemap.js'
import { StorefrontFileCache } from './file-cache.js'
import { Storefront } from './storefront.js'
import { siteName } from '../auth/index.js'

/** Crawlers and feed readers may keep an answer five minutes: a new product shows up within that. */
const CACHE_CONTROL = 'public, max-age=300'

/**
 * What search engines and shopping surfaces read of the site a host points at: `/robots.txt`, `/sitemap.xml` and
 * the product feed `/feeds/products.xml`, every address on the site's canonical origin. An unknown host is 404.
 */
export default async function seoRoutes(app: FastifyInstance) {
  const storefront = new Storefront(app)
  const cache = new StorefrontFileCache()

  const serve = (type: string, write: (site: Site, origin: string) => Promise<string>, file?: 'sitemap' | 'feed') =>
    async function handler(request: FastifyRequest, reply: FastifyReply) {
      const site = await app.tenancy.siteForHost(request.headers.host)
      if (!site) return reply.status(404).header('content-type', 'text/plain; charset=utf-8').send('Not found')
      const origin = await storefront.origin(site, request)
      const body = file
        ? await cache.file(`${site.id}|${file}`, await storefront.stamp(site, origin), () => write(site, origin))
        : await write(site, origin)
      return reply.header('content-type', `${type}; charset=utf-8`).header('cache-control', CACHE_CONTROL).send(body)
    }

  app.get(
    ROBOTS_PATH,
    serve('text/plain', async (_site, origin) => robotsTxt(origin)),
  )
  app.get(
    SITEMAP_PATH,
    serve(
      'application/xml',
      async (site, origin) => {
        const [homeChanged, categories, products] = await Promise.all([
          storefront.homeChanged(site),
          storefront.categoryPages(site),
          storefront.productPages(site),
        ])
        return sitemapXml({ origin, homeChanged, categories, products })
      },
      'sitemap',
    ),
  )
  app.get(
    PRODUCT_FEED_PATH,
    serve(
      'application/rss+xml',
      async (site, origin) =>
        productFeedXml({ origin, businessName: siteName(site), products: await storefront.products(site) }),
      'feed',
    ),
  )
}
