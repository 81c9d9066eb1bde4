import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppData, AppRoute } from '../../src/app/app-data.js'
import { inlineSourceHashes } from '../render/inline-sources.js'
import type { Language } from '../../contract/language.js'
import { requestLanguage } from '../http/request-language.js'
import { localisePage } from '../../src/registry/localise-values.js'
import { verifyPreview } from '../modules/owner/preview-token.js'
import { CachedBody, type RenderedPage } from '../modules/page/page-cache.js'
import type { Site } from '../modules/site/site-repository.js'
import { pageSeo } from '../modules/seo/index.js'
import { categorySlugOf, findCategoryPage, ProductPages, productSlugOf } from '../modules/product-page/index.js'
import { productPath } from '../../contract/product-path.js'

/** A rendered page of a site (plugins/site-pages.ts serves and caches it). */
export interface PublishedRender {
  rendered: RenderedPage
  notFound: boolean
  cached: boolean
  movedTo?: string
}

export function renderedPage(status: number, html: string): RenderedPage {
  return { status, body: new CachedBody(Buffer.from(html)), inline: inlineSourceHashes(html) }
}

/** Renders a site's pages: the published page of a path (or its 404), the owner shell and the owner's preview. */
export class SitePageRenderer {
  private readonly products: ProductPages

  constructor(private readonly app: FastifyInstance) {
    this.products = new ProductPages(app.db)
  }

  /**
   * The published page of a path, or the site's 404 page: one rendering per host and language, whatever the path
   * (it does not show it), kept under `notFoundKey`, so a flood of paths that do not exist renders once and fills
   * the page cache with nothing.
   */
  async published(
    request: FastifyRequest,
    pathname: string,
    language: { lang: Language; asked: boolean },
    site: Site | undefined,
  ): Promise<PublishedRender> {
    const { lang } = language
    const route = appRoute(pathname)
    if (route === 'owner')
      return { rendered: await this.ownerShell(request, site, lang), notFound: false, cached: false }
    // A product page (`/products/<slug>`) and a category's (`/products/category/<slug>`) wear the home page's
    // palette, header and footer.
    const slug = productSlugOf(pathname)
    const categorySlug = categorySlugOf(pathname)
    const storefrontPage = slug !== null || categorySlug !== null
    const customRoute = route === 'home' && !storefrontPage ? pathname : '/'
    const published = await this.app.pages.published(site, customRoute)
    const product = slug !== null && site && published.found ? await this.products.find(site.id, slug, lang) : null
    if (product?.kind === 'moved') {
      return { rendered: renderedPage(301, ''), notFound: false, cached: false, movedTo: productPath(product.slug) }
    }
    const category =
      categorySlug !== null && site && published.found
        ? await findCategoryPage(this.app.db, site.id, categorySlug)
        : null
    const found =
      published.found && (slug !== null ? product?.kind === 'found' : categorySlug === null || category !== null)
    const shared = !found && site ? this.app.pages.cache.rendered(notFoundKey(request.headers.host, lang)) : undefined
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
      strings: await this.app.renderer.pageStrings(lang),
    }
    // A site's published pages tell search engines their canonical address, languages and (home) business; a
    // product page writes its own head.
    const seo =
      found && site && route === 'home' && !storefrontPage
        ? await pageSeo(this.app, site, request, { route: customRoute, ...language })
        : undefined
    const html = await this.app.renderer.render(request.url, data, origin(request), lang, seo)
    return { rendered: renderedPage(found ? 200 : 404, html), notFound: !found, cached: false }
  }

  /**
   * `/owner` of a known site: the owner inbox's shell, whether or not the site has published a page yet (its
   * owner signs in there to start). The same bytes for everyone (the app loads as its own chunk and asks who is
   * signed in), so it is cached like a page.
   */
  async ownerShell(request: FastifyRequest, site: Site | undefined, lang: Language) {
    const data: AppData = {
      route: site ? 'owner' : 'notFound',
      subdomain: site?.subdomain ?? null,
      siteId: site?.id ?? null,
      customRoute: '/',
      page: null,
      editMode: false,
      strings: await this.app.renderer.pageStrings(lang),
    }
    return renderedPage(site ? 200 : 404, await this.app.renderer.render(request.url, data, origin(request), lang))
  }

  async preview(
    request: FastifyRequest,
    pathname: string,
    token: string,
  ): Promise<{ rendered: RenderedPage; valid: boolean }> {
    const site = await this.app.tenancy.siteForHost(request.headers.host)
    const valid =
      site !== undefined && verifyPreview(token, site.subdomain, await this.app.auth.secrets.get('owner-preview-key'))
    const lang = requestLanguage(request, site?.defaultLanguage)
    if (!valid) {
      return {
        rendered: (await this.published(request, pathname, { lang, asked: false }, site)).rendered,
        valid: false,
      }
    }
    // The owner's draft of the route (the live page when there is none); the preview loads the page call without.
    const draft = await this.app.pages.draft(site, pathname)
    const data: AppData = {
      route: 'preview',
      subdomain: site.subdomain,
      siteId: site.id,
      customRoute: pathname,
      page: draft.found ? draft.page : null,
      editMode: true,
      strings: await this.app.renderer.pageStrings(lang),
    }
    const html = await this.app.renderer.render(request.url, data, origin(request), lang)
    return { rendered: renderedPage(200, html), valid: true }
  }
}

/** The cache key of a site's 404 page, per host (as its pages) and language; no page's key starts with `#`. */
export function notFoundKey(host: string | undefined, lang: Language): string {
  return `#404|${host ?? ''}|${lang}`
}

/** Which app a path is: the chat, the owner app, the sign-out page, or the site (home, a page, a product). */
export function appRoute(pathname: string): AppRoute {
  if (pathname === '/chat' || pathname === '/chat/') return 'chat'
  if (pathname === '/owner' || pathname === '/owner/') return 'owner'
  if (pathname === '/logout' || pathname === '/logout/') return 'logout'
  return 'home'
}

function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? 'localhost'}`
}
