import type { FastifyInstance, FastifyRequest } from 'fastify'
import { LANGUAGES, type Language } from '../../../contract/language.js'
import type { PageSeo } from '../../../src/app/document-head.js'
import type { Site } from '../site/index.js'
import { jsonLdScript } from './local-business.js'
import { Storefront } from './storefront.js'
import { escapeXml } from './xml.js'

/** The query parameter that asks for a page in one language (`/?lang=hi`), above the reader's cookie and browser. */
export const LANG_PARAM = 'lang'

/**
 * A published page's canonical address and what its head says to search engines: the page on the canonical origin
 * (the custom domain when one is connected), in the language the address asked for (`?lang=hi` is its own page,
 * `/` the one that follows the reader); `hreflang` alternates for each language and `x-default`; and on the home
 * page the business as `LocalBusiness` JSON-LD.
 *
 * @example
 * await pageSeo(app, site, request, { route: '/', lang: 'hi', asked: true })
 * // { canonical: 'https://kesar.example/?lang=hi', head: '<link rel="alternate" hreflang="en" …' }
 */
export async function pageSeo(
  app: FastifyInstance,
  site: Site,
  request: FastifyRequest,
  page: { route: string; lang: Language; asked: boolean },
): Promise<PageSeo> {
  const storefront = new Storefront(app)
  const origin = await storefront.origin(site, request)
  const address = `${origin}${page.route}`
  const inLanguage = (lang: Language) => `${address}?${LANG_PARAM}=${lang}`
  const alternates = [...LANGUAGES.map((lang) => alternate(lang, inLanguage(lang))), alternate('x-default', address)]
  const business = page.route === '/' ? jsonLdScript(await storefront.business(site, origin)) : ''
  return { canonical: page.asked ? inLanguage(page.lang) : address, head: alternates.join('') + business }
}

// escapeXml writes the five entities, which HTML attributes read the same way.
const alternate = (hreflang: string, href: string) =>
  `<link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}">`
