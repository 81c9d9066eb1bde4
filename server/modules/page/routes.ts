import type { FastifyInstance } from 'fastify'
import { PAGE_PATH, PageQuery } from '../../../contract/page.js'
import { HttpError } from '../../http/errors.js'
import { route } from '../../http/route.js'
import { sendCached } from '../../http/send-cached.js'

/**
 * The page call, answered from the process's page cache: the page is
 * serialised once per publish (or TTL), carries an ETag, and a client that
 * already has it gets a 304.
 */
export default async function pageRoutes(app: FastifyInstance) {
  route(
    app,
    { method: 'GET', url: PAGE_PATH, query: PageQuery, config: { compress: false, decompress: false } },
    async ({ query, request, reply }) => {
      const site = await app.tenancy.siteBySubdomain(query.subdomain)
      const answer = await app.pages.answer(site, query.customRoute ?? '/')
      if (!answer.found) {
        throw new HttpError(404, answer.reason === 'site' ? 'Website not found' : 'Page not found', 'NOT_FOUND')
      }
      return sendCached(request, reply, answer.body, 'application/json; charset=utf-8')
    },
  )
}
