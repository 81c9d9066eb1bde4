import type { FastifyInstance } from 'fastify'
import {
  CATALOGUE_ITEMS_PATH,
  CATALOGUE_PATH,
  CatalogueBody,
  CatalogueItemsQuery,
  type CatalogueItemsResponse,
  type CatalogueResponse,
} from '../../../contract/catalogue.js'
import {
  CATALOGUE_SEARCH_PAGE_SIZE,
  CATALOGUE_SEARCH_PATH,
  CatalogueSearchQuery,
  type CatalogueSearchResponse,
} from '../../../contract/catalogue-search.js'
import { HttpError } from '../../http/errors.js'
import { requestLanguage } from '../../http/request-language.js'
import { route } from '../../http/route.js'
import { itemInLanguage, type CatalogueItemRecord } from './catalogue-item.js'
import { CatalogueRepository } from './catalogue-repository.js'
import { catalogueText } from './catalogue-text.js'
import { toWireItem } from './item-wire.js'
import {
  TOPIC_CATALOGUES_TTL_MS,
  TOPIC_CATALOGUES_TTL_WITH_REDIS_MS,
  TopicCataloguesCache,
} from './topic-catalogues-cache.js'

/**
 * Catalogue browsing. Visitors browse too (docs/product.md, 'Roles and permissions'): no token; the site is
 * the `subdomain` field when given, else the Host's. Items are listed by
 * catalogue, or one is looked up by slug or productId (a deep link), or searched for over the whole site.
 * Needs the `auth` plugin (for `siteOfRequest`).
 */
export default async function catalogueRoutes(app: FastifyInstance) {
  const catalogue = new CatalogueRepository(app.db)
  const topicCatalogues = new TopicCataloguesCache({
    ttlMs: app.config.redisUrl ? TOPIC_CATALOGUES_TTL_WITH_REDIS_MS : TOPIC_CATALOGUES_TTL_MS,
  })
  // A catalogue change drops the site's counts here and, as a page change, through Redis in every other process.
  app.events.subscribe({
    name: 'catalogue-counts',
    handle: (event) => {
      if (event.type === 'catalogue.changed') app.pages.invalidate(event.payload.siteId, 'here')
    },
  })
  app.pages.onChange((siteId) => topicCatalogues.invalidate(siteId))

  route(
    app,
    { method: 'POST', url: CATALOGUE_PATH, body: CatalogueBody },
    async ({ body, request }): Promise<CatalogueResponse> => {
      const site = await app.auth.siteOfRequest(request)
      const cached = topicCatalogues.get(site.id, body.selectedTopic)
      if (cached) return { message: 'success', data: cached }
      const since = topicCatalogues.generation
      const data = await catalogue.cataloguesOfTopic(site.id, body.selectedTopic)
      topicCatalogues.fill(site.id, body.selectedTopic, data, since)
      return { message: 'success', data }
    },
  )

  route(
    app,
    { method: 'GET', url: CATALOGUE_ITEMS_PATH, query: CatalogueItemsQuery },
    async ({ query, request }): Promise<CatalogueItemsResponse> => {
      const site = await app.auth.siteOfRequest(request)
      const items = await itemsOf(site.id, query)
      const dispatchPoints = await catalogue.dispatchPointsOf(site.id, items)
      const language = requestLanguage(request, site.defaultLanguage)
      return {
        message: 'success',
        data: items.map((item) => toWireItem(itemInLanguage(item, language), dispatchPoints)),
      }
    },
  )

  // The search over every item of the site, a page at a time (the shop's search beside each category's own).
  route(
    app,
    { method: 'GET', url: CATALOGUE_SEARCH_PATH, query: CatalogueSearchQuery },
    async ({ query, request }): Promise<CatalogueSearchResponse> => {
      const site = await app.auth.siteOfRequest(request)
      const page = query.page ?? 1
      const { items, total } = await catalogue.searchItems(site.id, {
        text: query.q,
        offset: (page - 1) * CATALOGUE_SEARCH_PAGE_SIZE,
        limit: CATALOGUE_SEARCH_PAGE_SIZE,
        type: query.type,
      })
      const dispatchPoints = await catalogue.dispatchPointsOf(site.id, items)
      const language = requestLanguage(request, site.defaultLanguage)
      return {
        message: 'success',
        data: items.map((item) => toWireItem(itemInLanguage(item, language), dispatchPoints)),
        page,
        total,
        hasMore: page * CATALOGUE_SEARCH_PAGE_SIZE < total,
      }
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
