import { requestLanguage } from '../../http/request-language.js'
import type { FastifyInstance } from 'fastify'
import type { AppData } from '../../../src/app/app-data.js'
import { inlineSourceHashes } from '../../render/inline-sources.js'
import { normaliseHost } from '../site/index.js'

/** The path of the sign-up page on `PLATFORM_HOST`. */
export const START_PATH = '/start'

/**
 * `/start` on `PLATFORM_HOST`: the sign-up's shell (the page's strings and a
 * loading state); the page entry loads the sign-up app as a chunk of its own
 * over it. On any other host `/start` is the 404 screen. Never cached: it is
 * small, and a sign-up is no page to keep.
 */
export default async function signupPageRoutes(app: FastifyInstance) {
  const { platformHost } = app.config.signup
  app.get(START_PATH, { config: { compress: false } }, async (request, reply) => {
    const atFrontDoor = normaliseHost(request.headers.host ?? '') === platformHost
    const lang = requestLanguage(request)
    const data: AppData = {
      route: atFrontDoor ? 'start' : 'notFound',
      subdomain: null,
      siteId: null,
      customRoute: START_PATH,
      page: null,
      editMode: false,
      strings: await app.renderer.pageStrings(lang),
    }
    const html = await app.renderer.render(
      request.url,
      data,
      `${request.protocol}://${request.headers.host ?? ''}`,
      lang,
    )
    return reply
      .pageSecurityHeaders(inlineSourceHashes(html), 'published')
      .status(atFrontDoor ? 200 : 404)
      .header('cache-control', 'no-store')
      .header('content-type', 'text/html; charset=utf-8')
      .send(html)
  })
}
