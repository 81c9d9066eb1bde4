import type { FastifyInstance } from 'fastify'
import {
  CATALOGUE_ITEMS_PATH,
  CATALOGUE_PATH,
  CatalogueBody,
  CatalogueItemsQuery,
  type CatalogueItemsResponse,
  type CatalogueResponse,
} from '../../../contract/catalogue.js'
import { HttpError } from '../../http/errors.js'
import { decodeOrThrow } from '../../http/validate.js'
import { CatalogueRepository } from './catalogue-repository.js'
import { catalogueText } from './catalogue-text.js'
import { toWireItem } from './item-wire.js'

/**
 * Catalogue browsing of §7. Visitors browse too (§6): no token; the site is
 * the `subdomain` field when given, else the Host's. Needs the `auth` plugin
 * (for `siteOfRequest`).
 */
export default async function catalogueRoutes(app: FastifyInstance) {
  const catalogue = new CatalogueRepository(app.db)

  app.post(CATALOGUE_PATH, async (request): Promise<CatalogueResponse> => {
    const body = decodeOrThrow(CatalogueBody, request.body, 'body')
    const site = await app.auth.siteOfRequest(request)
    return { message: 'success', data: await catalogue.cataloguesOfTopic(site.id, body.selectedTopic) }
  })

  app.get(CATALOGUE_ITEMS_PATH, async (request): Promise<CatalogueItemsResponse> => {
    const query = decodeOrThrow(CatalogueItemsQuery, request.query, 'query')
    const site = await app.auth.siteOfRequest(request)
    if (!(await catalogue.catalogueExists(site.id, query.catalogueId))) throw new HttpError(404, catalogueText.catalogueNotFound, 'NOT_FOUND')
    const items = await catalogue.itemsOfCatalogue(site.id, query.catalogueId, query.type)
    const dispatchPoints = await catalogue.dispatchPointsOf(site.id, items)
    return { message: 'success', data: items.map((item) => toWireItem(item, dispatchPoints)) }
  })
}
