import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
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

/** Decorates `app.pages` and `app.renderer`, shared by the page call, the site pages and the owner API. */
export default fp(
  async function pages(app: FastifyInstance, options: { renderer: Renderer }) {
    const pages = new PageService(app.db)
    pages.onChange(() => app.tenancy.invalidate())
    app.decorate('pages', pages)
    app.decorate('renderer', options.renderer)
  },
  { name: 'pages', dependencies: ['db', 'tenancy'] },
)
