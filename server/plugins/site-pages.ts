import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import type { AppData, AppRoute } from '../../src/app/app-data.js'
import { PageService } from '../modules/page/page-service.js'
import type { Renderer } from '../render/renderer.js'

/** Paths that belong to the JSON API: an unknown one answers JSON, never the HTML 404 page. */
const API_PREFIXES = ['/business_website/', '/auth/', '/upload/', '/socket.io/']

/**
 * Server-renders the site a host points at: `/`, `/logout`, `/chat` and any
 * other published route of that site; everything else is the 404 screen with
 * status 404.
 */
export default fp(
  async function sitePages(app: FastifyInstance, options: { renderer: Renderer }) {
    const pages = new PageService(app.db)

    app.get('/*', async (request, reply) => {
      const url = request.url
      const pathname = url.split('?')[0]!
      if (API_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
        return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' })
      }
      const site = await app.tenancy.siteForHost(request.headers.host)
      const route = appRoute(pathname)
      const published = await pages.published(site, route === 'home' ? pathname : '/')
      const data: AppData = {
        route: published.found ? route : 'notFound',
        subdomain: site?.subdomain ?? null,
        page: published.found ? published.page : null,
      }
      return sendHtml(reply, published.found ? 200 : 404, await options.renderer.render(url, data))
    })
  },
  { name: 'site-pages', dependencies: ['tenancy'] },
)

function appRoute(pathname: string): AppRoute {
  if (pathname === '/chat' || pathname === '/chat/') return 'chat'
  if (pathname === '/logout' || pathname === '/logout/') return 'logout'
  return 'home'
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(html)
}
