import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { PAGE_CACHE_TTL_MS, PAGE_CACHE_TTL_WITH_REDIS_MS, PageCache } from '../modules/page/page-cache.js'
import { PageService } from '../modules/page/page-service.js'
import type { Renderer } from '../render/renderer.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Published pages with their cache. */
    pages: PageService
    /** Renders pages and validates section content with the site's section codecs. */
    renderer: Renderer
  }
}

/**
 * Decorates `app.pages` and `app.renderer`, shared by the page call, the
 * site pages and the owner API. A publish drops the site's cached pages
 * here and, through Redis, in every other process (and their cached sites,
 * whose palette a publish may change).
 */
export default fp(
  async function pages(app: FastifyInstance, options: { renderer: Renderer }) {
    const ttlMs = app.config.redisUrl ? PAGE_CACHE_TTL_WITH_REDIS_MS : PAGE_CACHE_TTL_MS
    const pages = new PageService(
      app.db,
      new PageCache({ maxBytes: app.config.memory.pageCacheBytes, ttlMs }),
      app.events,
    )
    pages.onChange((siteId, origin) => {
      app.tenancy.invalidate()
      if (origin === 'here') app.realtime.pagesChanged(siteId)
    })
    app.realtime.onPagesChanged((siteId) => pages.invalidate(siteId, 'elsewhere'))
    app.decorate('pages', pages)
    app.decorate('renderer', options.renderer)
  },
  { name: 'pages', dependencies: ['db', 'events', 'tenancy', 'realtime'] },
)
