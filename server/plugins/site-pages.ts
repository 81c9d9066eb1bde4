import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { asLanguage } from '../../contract/language-choice.js'
import { requestLanguage } from '../http/request-language.js'
import { isDatabaseUnavailable } from '../db/unavailable.js'
import { pickEncoding } from '../http/send-cached.js'
import type { RenderedPage } from '../modules/page/page-cache.js'
import type { PageKind } from '../http/page-policy.js'
import { RETRY_AFTER_S, unavailablePage } from '../render/unavailable-page.js'
import { SiteBusyError } from '../modules/limits/index.js'
import { LANG_PARAM } from '../modules/seo/index.js'
import { appRoute, notFoundKey, SitePageRenderer } from './site-page-renderer.js'

/** Paths that belong to the JSON API: an unknown one answers JSON, never the HTML 404 page. */
const API_PREFIXES = ['/business_website/', '/auth/', '/upload/', '/uploads/', '/socket.io/']

/**
 * Server-renders the site a host points at: `/`, `/logout`, `/chat`, the
 * owner inbox's shell at `/owner`, a product's page at `/products/<slug>` (an old slug answers 301 to the new one),
 * a category's at `/products/category/<slug>`,
 * and any other published route of that site; everything else is the 404 screen with
 * status 404. Rendered pages are kept in the process's page cache per host
 * and path (plugins/pages.ts), dropped when the owner publishes. A valid
 * `?ownerPreview=` link renders the owner preview of the route's draft (edit
 * mode, never cached).
 */
export default fp(
  async function sitePages(app: FastifyInstance) {
    const cache = app.pages.cache
    const renderer = new SitePageRenderer(app)

    // Pages go out precompressed from the cache, and a GET has no body to decompress: the compress plugin has nothing
    // to do.
    app.get('/*', { config: { compress: false, decompress: false } }, async (request, reply) => {
      const [pathname = '/', search = ''] = request.url.split('?', 2)
      if (API_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
        return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' })
      }
      try {
        const params = search === '' ? null : new URLSearchParams(search)
        const previewToken = params?.get('ownerPreview') ?? null
        if (previewToken !== null) {
          const preview = await renderer.preview(request, pathname, previewToken)
          return sendHtml(reply, preview.rendered, preview.valid ? 'preview' : 'published', true)
        }

        // One rendering per language: the one the address asks for (`?lang=hi`, what search engines' language
        // alternates link to), else the reader's saved choice, browser languages, then the site's default.
        const site = await app.tenancy.siteForHost(request.headers.host)
        const asked = asLanguage(params?.get(LANG_PARAM))
        const lang = asked ?? requestLanguage(request, site?.defaultLanguage)
        // The asked-for language's page names itself as canonical, so it is its own rendering.
        const key = `${request.headers.host ?? ''}|${pathname}|${lang}${asked ? '|asked' : ''}`
        let rendered = cache.rendered(key)
        if (!rendered) {
          const generation = cache.generation
          // A render is the expensive part: one site's visits to pages no process has cached are limited per site.
          if (site) await app.siteLimits.take(site.id, 'render', null, () => '')
          // ... and holds one of the site's places in this process while it reads and renders (`app.siteBulkhead`).
          const render = () => renderer.published(request, pathname, { lang, asked: asked !== null }, site)
          const page = site ? await app.siteBulkhead.run(site.id, null, () => '', render) : await render()
          // A product's old slug: its page moved for good (not cached: it is rare and cheap to look up again).
          if (page.movedTo !== undefined) return reply.redirect(page.movedTo + (search && `?${search}`), 301)
          rendered = page.rendered
          const cacheKey = page.notFound && site ? notFoundKey(request.headers.host, lang) : key
          if (!page.cached) cache.fill(cacheKey, { kind: 'rendered', siteId: site?.id ?? null, rendered }, generation)
        }
        // A published page served: counted for the owner's Insights (bots aside; nothing about the visitor kept).
        if (site && request.method === 'GET' && rendered.status === 200 && appRoute(pathname) === 'home')
          app.visits.count(site.id, pathname, request.headers['user-agent'])
        return sendHtml(reply, rendered, 'published', false, request.headers['accept-encoding'])
      } catch (error) {
        return sendUnavailable(request, reply, error)
      }
    })
  },
  { name: 'site-pages', dependencies: ['tenancy', 'auth', 'pages', 'security-headers', 'site-limits', 'insights'] },
)

/**
 * A visitor gets a page, not JSON, while the database is away or the site is over its render limit (the same "be
 * right back" page, retried after the limit's window); anything else is the error handler's.
 */
function sendUnavailable(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const busy = error instanceof SiteBusyError
  if (!busy && !isDatabaseUnavailable(error)) throw error
  if (!busy) request.log.warn({ err: error }, 'page served as unavailable: the database does not answer')
  const page = unavailablePage()
  return reply
    .pageSecurityHeaders(page.inline, 'published')
    .status(503)
    .header('retry-after', String(busy ? error.retryAfterS : RETRY_AFTER_S))
    .header('cache-control', 'no-store')
    .header('content-type', 'text/html; charset=utf-8')
    .send(page.html)
}

/**
 * Sends a page; a cached one goes out compressed once and for all (brotli or
 * gzip, kept with the cache entry), so serving it costs no compression work.
 */
function sendHtml(
  reply: FastifyReply,
  rendered: RenderedPage,
  kind: PageKind,
  privatePage: boolean,
  acceptEncoding?: string,
) {
  reply
    .pageSecurityHeaders(rendered.inline, kind)
    .status(rendered.status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', privatePage ? 'private, no-store' : 'no-cache')
    .header('vary', 'accept-encoding, accept-language, cookie')
  if (privatePage) return reply.header('x-robots-tag', 'noindex').send(rendered.body.identity)
  const encoding = pickEncoding(acceptEncoding)
  if (encoding === null) return reply.send(rendered.body.identity)
  return reply.header('content-encoding', encoding).send(rendered.body.encoded(encoding))
}
