import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { CATALOGUE_ITEMS_PATH, type CatalogueItem } from '../../../contract/catalogue.js'
import { decode } from '../../../contract/decode.js'
import { answerOf } from '../order/test-helpers.js'
import { plainItem } from '../../../contract/testing/test-item.js'

export { plainItem }
import {
  ItemResponse,
  OWNER_CATALOGUE_PATH,
  OWNER_ITEM_CREATE_PATH,
  OwnerCatalogueResponse,
  type ItemInput,
  type OwnerItem,
} from '../../../contract/owner-catalogue.js'
import {
  OWNER_CATALOGUE_ITEMS_PATH,
  OWNER_ITEMS_PAGE_MAX,
  OwnerItemsResponse,
} from '../../../contract/owner-catalogue-items.js'

/**
 * Every item the owner's items call answers for `key`'s site, page after page (the studio's list, as a test reads
 * it whole); `search` as the call's.
 */
export async function ownerItems(app: FastifyInstance, key: string, search?: string): Promise<OwnerItem[]> {
  const items: OwnerItem[] = []
  let after: string | null = null
  do {
    const query = new URLSearchParams({ limit: String(OWNER_ITEMS_PAGE_MAX) })
    if (search !== undefined) query.set('search', search)
    if (after !== null) query.set('after', after)
    const response = await app.inject({
      url: `${OWNER_CATALOGUE_ITEMS_PATH}?${query}`,
      headers: { authorization: `Bearer ${key}` },
    })
    if (response.statusCode !== 200) throw new Error(`owner items answered ${response.statusCode}: ${response.body}`)
    const page = decode(OwnerItemsResponse, response.json(), 'body')
    if (!page.ok) throw new Error(JSON.stringify(page.errors))
    items.push(...page.value.items)
    after = page.value.next
  } while (after !== null)
  return items
}

/** Makes a product in the site's first product catalogue through the owner's call; answers it as stored. */
export async function createProduct(app: FastifyInstance, key: string, item: Partial<ItemInput>): Promise<OwnerItem> {
  const shape = answerOf(
    OwnerCatalogueResponse,
    await app.inject({ url: OWNER_CATALOGUE_PATH, headers: { authorization: `Bearer ${key}` } }),
  )
  const catalogue = shape.catalogues.find((each) => each.catalogueType === 'product')!
  const response = await app.inject({
    method: 'POST',
    url: OWNER_ITEM_CREATE_PATH,
    headers: { authorization: `Bearer ${key}` },
    payload: { item: plainItem(catalogue._id, item) },
  })
  return answerOf(ItemResponse, response).item
}

/**
 * The owner catalogue studio's calls with the owner key `key` (the demo's unless given), what the widget lists, and a
 * jar of lime pickle in two sizes to create.
 *
 * @example
 * const { create, pickles, limePickle } = studioCalls(() => ctx.app, DEMO_KEY)
 * const item = await create(limePickle(await pickles()))
 */
export function studioCalls(app: () => FastifyInstance, ownerKey: string) {
  const call = (url: string, payload: object, key = ownerKey) =>
    app().inject({ method: 'POST', url, headers: { authorization: `Bearer ${key}` }, payload })
  const studio = async (key = ownerKey) => {
    const response = await app().inject({ url: OWNER_CATALOGUE_PATH, headers: { authorization: `Bearer ${key}` } })
    expect(response.statusCode).toBe(200)
    const decoded = decode(OwnerCatalogueResponse, response.json(), 'body')
    if (!decoded.ok) throw new Error(JSON.stringify(decoded.errors))
    return { ...decoded.value, items: await ownerItems(app(), key) }
  }
  return {
    call,
    studio,
    pickles: async () => (await studio()).catalogues.find((catalogue) => catalogue.name === 'Pickles')!._id,
    widgetItems: async (catalogueId: string): Promise<CatalogueItem[]> =>
      (
        await app().inject({
          url: `${CATALOGUE_ITEMS_PATH}?catalogueId=${catalogueId}`,
          headers: { host: 'demo.localhost' },
        })
      ).json().data,
    async create(input: ItemInput): Promise<OwnerItem> {
      const response = await call(OWNER_ITEM_CREATE_PATH, { item: input })
      expect(response.statusCode, response.body).toBe(200)
      return response.json().item
    },
    limePickle: (catalogueId: string, name = 'Lime pickle'): ItemInput => ({
      catalogueId,
      itemType: 'product',
      name,
      description: 'Sour and hot.',
      images: ['/uploads/lime.webp'],
      video: null,
      slug: '',
      variantTitle: 'Jar',
      variants: [
        { name: '250 g', basePrice: 180, salePrice: 159.5, stock: 4, sku: 'LP-250', weight: 0.3, isDefault: false },
        { name: '500 g', basePrice: 320, salePrice: null, stock: 2, sku: 'LP-500', weight: 0.6, isDefault: true },
      ],
      packages: [],
      pricing: { basePrice: 180, salePrice: null, priceVisible: true, taxApplicable: true, taxRate: 5 },
      inventoryTotal: null,
      shipping: { available: true, weight: 0.6, dimensions: { length: 10, width: 10, height: 12 } },
      dispatchPointIds: [],
      button: 'Chat',
      hidden: false,
    }),
  }
}
