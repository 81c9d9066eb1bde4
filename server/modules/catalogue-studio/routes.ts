import type { FastifyInstance } from 'fastify'
import {
  CatalogueOrderBody,
  CategorySaveBody,
  ItemCreateBody,
  ItemRefBody,
  ItemUpdateBody,
  ItemVisibilityBody,
  OWNER_CATALOGUE_ORDER_PATH,
  OWNER_CATALOGUE_PATH,
  OWNER_CATEGORY_SAVE_PATH,
  OWNER_ITEM_CREATE_PATH,
  OWNER_ITEM_DELETE_PATH,
  OWNER_ITEM_DUPLICATE_PATH,
  OWNER_ITEM_UPDATE_PATH,
  OWNER_ITEM_VISIBILITY_PATH,
  OWNER_SECTION_SAVE_PATH,
  OWNER_STOCK_PATH,
  OWNER_TOPICS_SAVE_PATH,
  TopicsSaveBody,
  SectionSaveBody,
  StockBody,
  type ItemConflict,
  type OwnerCatalogueResponse,
} from '../../../contract/owner-catalogue.js'
import {
  ItemMoveBody,
  OWNER_CATALOGUE_ITEMS_PATH,
  OWNER_ITEM_MOVE_PATH,
  OwnerItemsQuery,
} from '../../../contract/owner-catalogue-items.js'
import { route } from '../../http/route.js'
import { csvRoutes } from './csv-routes.js'
import { serverText } from '../../text/server-text.js'
import { HttpError } from '../../http/errors.js'
import { catalogueItemIds, ownerItemPage } from './item-page.js'
import { SectionService } from './sections.js'
import { StudioRepository } from './studio-repository.js'
import { TopicService } from './topics.js'
import { ItemConflictError, StudioService } from './studio-service.js'

/**
 * The owner's catalogue studio: read the catalogue's shape and its items a page at a time, change items,
 * categories, catalogues, order and stock. Owner key or session cookie; the
 * site is the owner's, never the body's. Needs the `auth`, `events` and `pages` plugins.
 */
export default async function catalogueStudioRoutes(app: FastifyInstance) {
  const items = new StudioService(app.events)
  const sections = new SectionService(app.events)
  const read = new StudioRepository(app.db)
  // Topics are in the site's widget settings, which the cached page call answers: a change drops them everywhere.
  const topics = new TopicService(app.db, app.events, (siteId) => app.pages.invalidate(siteId, 'here'))
  const owner = 'owner' as const

  route(app, { method: 'GET', url: OWNER_CATALOGUE_PATH, auth: owner }, async ({ ownerSite }) => {
    const [topicList, points, categories, catalogues] = await Promise.all([
      topics.topics(ownerSite.id),
      read.dispatchPoints(ownerSite.id),
      read.categories(ownerSite.id),
      read.catalogues(ownerSite.id),
    ])
    return {
      message: 'success',
      topics: topicList,
      dispatchPoints: points.map(({ id, ...rest }) => ({ _id: id, ...rest })),
      categories: categories.map(({ id, ...rest }) => ({ _id: id, ...rest })),
      catalogues: catalogues.map(({ id, ...rest }) => ({ _id: id, ...rest })),
    } satisfies OwnerCatalogueResponse
  })

  route(
    app,
    { method: 'GET', url: OWNER_CATALOGUE_ITEMS_PATH, auth: owner, query: OwnerItemsQuery },
    ({ query, ownerSite }) => ownerItemPage(app.db, ownerSite.id, query),
  )

  itemRoutes(app, items, sections, read)
  structureRoutes(app, sections, topics)
  csvRoutes(app)
}

const post = <B>(url: string, body: import('io-ts').Type<B, unknown>) =>
  ({ method: 'POST', url, auth: 'owner', body }) as const

/**
 * An item's changes: create, update (409 with what changed when another edit came first), copy, hide, delete, stock
 * and its place in its catalogue.
 */
function itemRoutes(app: FastifyInstance, items: StudioService, sections: SectionService, read: StudioRepository) {
  route(app, post(OWNER_ITEM_CREATE_PATH, ItemCreateBody), async ({ body, ownerSite, owner: by }) => ({
    message: 'success',
    item: await items.create(ownerSite.id, by, body.item),
  }))

  route(app, post(OWNER_ITEM_UPDATE_PATH, ItemUpdateBody), async ({ body, ownerSite, owner: by, reply }) => {
    try {
      const item = await items.update(ownerSite.id, by, body.itemId, body.version, body.item)
      return { message: 'success', item }
    } catch (error) {
      if (!(error instanceof ItemConflictError)) throw error
      reply.code(409)
      const conflict: ItemConflict = {
        message: serverText('studio.conflict'),
        code: 'CONFLICT',
        changed: error.changed,
        item: error.item,
      }
      // Also as field errors, so a client that keeps only `errors` can mark the fields beside them.
      return { ...conflict, errors: error.changed.map((field) => ({ path: `body.item.${field}`, message: 'changed' })) }
    }
  })

  route(app, post(OWNER_ITEM_DUPLICATE_PATH, ItemRefBody), async ({ body, ownerSite, owner: by }) => ({
    message: 'success',
    item: await items.duplicate(ownerSite.id, by, body.itemId),
  }))

  route(app, post(OWNER_ITEM_VISIBILITY_PATH, ItemVisibilityBody), async ({ body, ownerSite, owner: by }) => ({
    message: 'success',
    item: await items.setHidden(ownerSite.id, by, body.itemId, body.hidden),
  }))

  route(app, post(OWNER_ITEM_DELETE_PATH, ItemRefBody), async ({ body, ownerSite, owner: by }) => ({
    message: 'success',
    outcome: await items.remove(ownerSite.id, by, body.itemId),
  }))

  route(app, post(OWNER_STOCK_PATH, StockBody), async ({ body, ownerSite, owner: by }) => ({
    message: 'success',
    item: await items.setStock(ownerSite.id, by, body.itemId, body.optionId, body.stock),
  }))

  route(app, post(OWNER_ITEM_MOVE_PATH, ItemMoveBody), async ({ body, ownerSite, owner: by }) => {
    const current = await read.item(ownerSite.id, body.itemId)
    if (!current) throw new HttpError(404, serverText('studio.itemNotFound'), 'NOT_FOUND')
    const ids = await catalogueItemIds(app.db, ownerSite.id, current.catalogueId)
    const from = ids.indexOf(current.id)
    const to = from + (body.direction === 'up' ? -1 : 1)
    if (to >= 0 && to < ids.length) {
      ;[ids[from], ids[to]] = [ids[to]!, ids[from]!]
      await sections.reorder(ownerSite.id, by, { kind: 'items', ids })
    }
    return { message: 'success' }
  })
}

/** The catalogue's shape: the order of catalogues and items, categories, topics and catalogues. */
function structureRoutes(app: FastifyInstance, sections: SectionService, topics: TopicService) {
  route(app, post(OWNER_CATALOGUE_ORDER_PATH, CatalogueOrderBody), async ({ body, ownerSite, owner: by }) => {
    await sections.reorder(ownerSite.id, by, body)
    return { message: 'success' }
  })

  route(app, post(OWNER_CATEGORY_SAVE_PATH, CategorySaveBody), async ({ body, ownerSite, owner: by }) => ({
    message: 'success',
    id: await sections.saveCategory(ownerSite.id, by, body),
  }))

  route(app, post(OWNER_TOPICS_SAVE_PATH, TopicsSaveBody), async ({ body, ownerSite, owner: by }) => ({
    message: 'success',
    topics: await topics.save(ownerSite.id, by, body.topics),
  }))

  route(app, post(OWNER_SECTION_SAVE_PATH, SectionSaveBody), async ({ body, ownerSite, owner: by }) => ({
    message: 'success',
    id: await sections.saveCatalogue(ownerSite.id, by, body),
  }))
}
