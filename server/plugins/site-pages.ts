import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { AppData, AppRoute } from '../../src/app/app-data.js'
import { TtlCache } from '../lib/ttl-cache.js'
import { inlineSourceHashes, type InlineSources } from '../render/inline-sources.js'
import { isDatabaseUnavailable } from '../db/unavailable.js'
import { verifyPreview } from '../modules/owner/preview-token.js'
import { RETRY_AFTER_S, unavailablePage } from '../render/unavailable-page.js'
import { PAGE_CACHE_TTL_MS } from '../modules/page/page-service.js'

/** Paths that belong to the JSON API: an unknown one answers JSON, never the HTML 404 page. */
const API_PREFIXES = ['/business_website/', '/auth/', '/upload/', '/uploads/', '/socket.io/']

/**
 * A rendered page as the cache keeps it: its HTML, the CSP hashes of the
 * HTML's inline scripts and styles (computed with the HTML, so the cached
 * bytes and their policy always agree; see plugins/security-headers.ts), and
 * its compressed bodies once first asked for.
 */
type Rendered = { status: number; html: string; inline: InlineSources; preview: boolean; compressed?: { br: Buffer; gzip: Buffer } }

function renderedPage(status: number, html: string, preview = false): Rendered {
  return { status, html, inline: inlineSourceHashes(html), preview }
}

/**
 * Server-renders the site a host points at: `/`, `/logout`, `/chat` and any
 * other published route of that site; everything else is the 404 screen with
 * status 404. Rendered pages are cached per host and path, cleared when the
 * owner publishes. A valid `?ownerPreview=` link renders the owner preview
 * (edit mode, loaded client-side, never cached).
 */
export default fp(
  async function sitePages(app: FastifyInstance) {
    const cache = new TtlCache<string, Rendered>(PAGE_CACHE_TTL_MS)
    app.pages.onChange(() => cache.clear())

    app.get('/*', async (request, reply) => {
      const [pathname = '/', search = ''] = request.url.split('?', 2)
      if (API_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
        return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' })
      }
      try {
        const previewToken = new URLSearchParams(search).get('ownerPreview')
        if (previewToken !== null) return await sendHtml(reply, await renderPreview(request, pathname, previewToken), true)

        const key = `${request.headers.host ?? ''}|${pathname}`
        let rendered = cache.get(key)
        if (!rendered) {
          rendered = await renderPublished(request, pathname)
          cache.set(key, rendered)
        }
        return await sendHtml(reply, rendered, false, request.headers['accept-encoding'])
      } catch (error) {
        // A visitor gets a page, not JSON, while the database is away; anything else is the error handler's.
        if (!isDatabaseUnavailable(error)) throw error
        request.log.warn({ err: error }, 'page served as unavailable: the database does not answer')
        const page = unavailablePage(request.url)
        return reply
          .pageSecurityHeaders(page.inline, 'published')
          .status(503)
          .header('retry-after', String(RETRY_AFTER_S))
          .header('cache-control', 'no-store')
          .header('content-type', 'text/html; charset=utf-8')
          .send(page.html)
      }
    })

    async function renderPublished(request: FastifyRequest, pathname: string): Promise<Rendered> {
      const site = await app.tenancy.siteForHost(request.headers.host)
      const route = appRoute(pathname)
      const customRoute = route === 'home' ? pathname : '/'
      const published = await app.pages.published(site, customRoute)
      const data: AppData = {
        route: published.found ? route : 'notFound',
        subdomain: site?.subdomain ?? null,
        siteId: site?.id ?? null,
        customRoute,
        page: published.found ? published.page : null,
        editMode: false,
        strings: await app.renderer.pageStrings(),
      }
      return renderedPage(published.found ? 200 : 404, await app.renderer.render(request.url, data, origin(request)))
    }

    async function renderPreview(request: FastifyRequest, pathname: string, token: string): Promise<Rendered> {
      const site = await app.tenancy.siteForHost(request.headers.host)
      const valid = site !== undefined && verifyPreview(token, site.subdomain, app.config.ownerKeys.get(site.subdomain))
      if (!valid) return renderPublished(request, pathname)
      const data: AppData = {
        route: 'preview',
        subdomain: site.subdomain,
        siteId: site.id,
        customRoute: pathname,
        page: null,
        editMode: true,
        strings: await app.renderer.pageStrings(),
      }
      return renderedPage(200, await app.renderer.render(request.url, data, origin(request)), true)
    }
  },
  { name: 'site-pages', dependencies: ['tenancy', 'pages', 'security-headers'] },
)

function appRoute(pathname: string): AppRoute {
  if (pathname === '/chat' || pathname === '/chat/') return 'chat'
  if (pathname === '/logout' || pathname === '/logout/') return 'logout'
  return 'home'
}

function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? 'localhost'}`
}

/**
 * Sends a page; a cached one goes out compressed once and for all (brotli or
 * gzip, kept with the cache entry), so serving it costs no compression work.
 */
function sendHtml(reply: FastifyReply, rendered: Rendered, privatePage: boolean, acceptEncoding?: string) {
  reply
    .pageSecurityHeaders(rendered.inline, rendered.preview ? 'preview' : 'published')
    .status(rendered.status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', privatePage ? 'private, no-store' : 'no-cache')
    .header('vary', 'accept-encoding')
  if (privatePage) return reply.header('x-robots-tag', 'noindex').send(rendered.html)
  const encoding = /\bbr\b/.test(acceptEncoding ?? '') ? 'br' : /\bgzip\b/.test(acceptEncoding ?? '') ? 'gzip' : null
  if (encoding === null) return reply.send(rendered.html)
  rendered.compressed ??= {
    br: brotliCompressSync(rendered.html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(rendered.html, { level: 9 }),
  }
  return reply.header('content-encoding', encoding).send(rendered.compressed[encoding])
}
