import type { FastifyInstance } from 'fastify'
import { PAGE_PATH, PageQuery } from '../../../contract/page.js'
import { HttpError } from '../../http/errors.js'
import { route } from '../../http/route.js'

/** The page call of §7. */
export default async function pageRoutes(app: FastifyInstance) {
  route(app, { method: 'GET', url: PAGE_PATH, query: PageQuery }, async ({ query }) => {
    const site = await app.tenancy.siteBySubdomain(query.subdomain)
    const result = await app.pages.published(site, query.customRoute ?? '/')
    if (!result.found) {
      throw new HttpError(404, result.reason === 'site' ? 'Website not found' : 'Page not found', 'NOT_FOUND')
    }
    return result.page
  })
}
