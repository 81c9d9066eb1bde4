import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { AppData, AppRoute } from '../../src/app/app-data.js'
import { inlineSourceHashes } from '../render/inline-sources.js'
import { asLanguage } from '../../contract/language-choice.js'
import type { Language } from '../../contract/language.js'
import { requestLanguage } from '../http/request-language.js'
import { localisePage } from '../../src/registry/localise-values.js'
import { isDatabaseUnavailable } from '../db/unavailable.js'
import { pickEncoding } from '../http/send-cached.js'
import { verifyPreview } from '../modules/owner/preview-token.js'
import { CachedBody, type RenderedPage } from '../modules/page/page-cache.js'
import type { Site } from '../modules/site/site-repository.js'
import type { PageKind } from '../http/page-policy.js'
import { RETRY_AFTER_S, unavailablePage } from '../render/unavailable-page.js'
import { SiteBusyError } from '../modules/limits/index.js'
import { LANG_PARAM, pageSeo } from '../modules/seo/index.js'
import { categorySlugOf, findCategoryPage, ProductPages, productSlugOf } from '../modules/product-page/index.js'
import { productPath } from '../../contract/product-path.js'

/** Paths that belong to the JSON API: an unknown one answers JSON, never the HTML 404 page. */
const API_PREFIXES = ['/business_website/', '/auth/', '/upload/', '/uploads/', '/socket.io/']

function renderedPage(status: number, html: string): RenderedPage {
  return { status, body: new CachedBody(Buffer.from(html)), inline: inlineSourceHashes(html) }
}

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
    const products = new ProductPages(app.db)

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
          const preview = await renderPreview(request, pathname, previewToken)
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
          const render = () => renderPublished(request, pathname, { lang, asked: asked !== null }, site)
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
        // A visitor gets a page, not JSON, while the database is away or the site is over its render limit (the
        // same "be right back" page, retried after the limit's window); anything else is the error handler's.
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
    })

    /**
     * The published page of a path, or the site's 404 page: one rendering per host and language, whatever the path
     * (it does not show it), kept under `notFoundKey`, so a flood of paths that do not exist renders once and fills
     * the page cache with nothing.
     */
    async function renderPublished(
      request: FastifyRequest,
      pathname: string,
      language: { lang: Language; asked: boolean },
      site: Site | undefined,
    ): Promise<{ rendered: RenderedPage; notFound: boolean; cached: boolean; movedTo?: string }> {
      const { lang } = language
      const route = appRoute(pathname)
      if (route === 'owner')
        return { rendered: await renderOwnerShell(request, site, lang), notFound: false, cached: false }
      // A product page (`/products/<slug>`) and a category's (`/products/category/<slug>`) wear the home page's
      // palette, header and footer.
      const slug = productSlugOf(pathname)
      const categorySlug = categorySlugOf(pathname)
      const storefrontPage = slug !== null || categorySlug !== null
      const customRoute = route === 'home' && !storefrontPage ? pathname : '/'
      const published = await app.pages.published(site, customRoute)
      const product = slug !== null && site && published.found ? await products.find(site.id, slug, lang) : null
      if (product?.kind === 'moved') {
        return { rendered: renderedPage(301, ''), notFound: false, cached: false, movedTo: productPath(product.slug) }
      }
      const category =
        categorySlug !== null && site && published.found ? await findCategoryPage(app.db, site.id, categorySlug) : null
      const found =
        published.found && (slug !== null ? product?.kind === 'found' : categorySlug === null || category !== null)
      const shared = !found && site ? cache.rendered(notFoundKey(request.headers.host, lang)) : undefined
      if (shared) return { rendered: shared, notFound: true, cached: true }
      const data: AppData = {
        route: !found ? 'notFound' : slug !== null ? 'product' : category ? 'category' : route,
        ...(product?.kind === 'found' && { product: product.data }),
        ...(category && { category }),
        subdomain: site?.subdomain ?? null,
        siteId: site?.id ?? null,
        customRoute,
        // Section texts the owner gave in the reader's language replace theirs (src/registry/localise-values.ts).
        page: published.found ? localisePage(published.page, lang) : null,
        editMode: false,
        strings: await app.renderer.pageStrings(lang),
      }
      // A site's published pages tell search engines their canonical address, languages and (home) business; a
      // product page writes its own head.
      const seo =
        found && site && route === 'home' && !storefrontPage
          ? await pageSeo(app, site, request, { route: customRoute, ...language })
          : undefined
      const html = await app.renderer.render(request.url, data, origin(request), lang, seo)
      return { rendered: renderedPage(found ? 200 : 404, html), notFound: !found, cached: false }
    }

    /**
     * `/owner` of a known site: the owner inbox's shell, whether or not the site has published a page yet (its
     * owner signs in there to start). The same bytes for everyone (the app loads as its own chunk and asks who is
     * signed in), so it is cached like a page.
     */
    async function renderOwnerShell(request: FastifyRequest, site: Site | undefined, lang: Language) {
      const data: AppData = {
        route: site ? 'owner' : 'notFound',
        subdomain: site?.subdomain ?? null,
        siteId: site?.id ?? null,
        customRoute: '/',
        page: null,
        editMode: false,
        strings: await app.renderer.pageStrings(lang),
      }
      return renderedPage(site ? 200 : 404, await app.renderer.render(request.url, data, origin(request), lang))
    }

    async function renderPreview(
      request: FastifyRequest,
      pathname: string,
      token: string,
    ): Promise<{ rendered: RenderedPage; valid: boolean }> {
      const site = await app.tenancy.siteForHost(request.headers.host)
      const valid =
        site !== undefined && verifyPreview(token, site.subdomain, await app.auth.secrets.get('owner-preview-key'))
      const lang = requestLanguage(request, site?.defaultLanguage)
      if (!valid) {
        return {
          rendered: (await renderPublished(request, pathname, { lang, asked: false }, site)).rendered,
          valid: false,
        }
      }
      // The owner's draft of the route (the live page when there is none); the preview loads the page call without.
      const draft = await app.pages.draft(site, pathname)
      const data: AppData = {
        route: 'preview',
        subdomain: site.subdomain,
        siteId: site.id,
        customRoute: pathname,
        page: draft.found ? draft.page : null,
        editMode: true,
        strings: await app.renderer.pageStrings(lang),
      }
      const html = await app.renderer.render(request.url, data, origin(request), lang)
      return { rendered: renderedPage(200, html), valid: true }
    }
  },
  { name: 'site-pages', dependencies: ['tenancy', 'auth', 'pages', 'security-headers', 'site-limits', 'insights'] },
)

/** The cache key of a site's 404 page, per host (as its pages) and language; no page's key starts with `#`. */
function notFoundKey(host: string | undefined, lang: Language): string {
  return `#404|${host ?? ''}|${lang}`
}

function appRoute(pathname: string): AppRoute {
  if (pathname === '/chat' || pathname === '/chat/') return 'chat'
  if (pathname === '/owner' || pathname === '/owner/') return 'owner'
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
