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
import { route } from '../../http/route.js'
import type { CatalogueItemRecord } from './catalogue-item.js'
import { CatalogueRepository } from './catalogue-repository.js'
import { catalogueText } from './catalogue-text.js'
import { toWireItem } from './item-wire.js'

/**
 * Catalogue browsing. Visitors browse too (docs/product.md, 'Roles and permissions'): no token; the site is
 * the `subdomain` field when given, else the Host's. Items are listed by
 * catalogue, or one is looked up by slug or productId (a deep link). Needs the `auth` plugin
 * (for `siteOfRequest`).
 */
export default async function catalogueRoutes(app: FastifyInstance) {
  const catalogue = new CatalogueRepository(app.db)

  route(
    app,
    { method: 'POST', url: CATALOGUE_PATH, body: CatalogueBody },
    async ({ body, request }): Promise<CatalogueResponse> => {
      const site = await app.auth.siteOfRequest(request)
      return { message: 'success', data: await catalogue.cataloguesOfTopic(site.id, body.selectedTopic) }
    },
  )

  route(
    app,
    { method: 'GET', url: CATALOGUE_ITEMS_PATH, query: CatalogueItemsQuery },
    async ({ query, request }): Promise<CatalogueItemsResponse> => {
      const site = await app.auth.siteOfRequest(request)
      const items = await itemsOf(site.id, query)
      const dispatchPoints = await catalogue.dispatchPointsOf(site.id, items)
      return { message: 'success', data: items.map((item) => toWireItem(item, dispatchPoints)) }
    },
  )

  /**
   * A catalogue's items (404 for a catalogue the site lacks), or the one item a slug or productId names (none: an empty
   * list).
   */
  async function itemsOf(siteId: string, query: CatalogueItemsQuery): Promise<CatalogueItemRecord[]> {
    if (query.catalogueId !== undefined) {
      if (!(await catalogue.catalogueExists(siteId, query.catalogueId)))
        throw new HttpError(404, catalogueText.catalogueNotFound, 'NOT_FOUND')
      return catalogue.itemsOfCatalogue(siteId, query.catalogueId, query.type)
    }
    const item = await catalogue.findItem(
      siteId,
      query.slug !== undefined ? { slug: query.slug } : { productId: query.productId },
      query.type,
    )
    return item ? [item] : []
  }
}
