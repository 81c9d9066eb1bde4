import { describe, expect, it } from 'vitest'
import {
  CATALOGUE_ITEMS_PATH,
  CATALOGUE_PATH,
  CatalogueItemsResponse,
  CatalogueResponse,
  type Catalogue,
  type CatalogueItem,
} from '../../../contract/catalogue.js'
import { decode } from '../../../contract/decode.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { addCatalogue, addItem, addSite } from '../../test/sites.js'
import { errorPaths } from '../../test/answers.js'

describe.each(testDatabases)('catalogue calls on $name', (kind) => {
  const catalogues = (body: unknown, host = 'demo.localhost') =>
    ctx.app.inject({ method: 'POST', url: CATALOGUE_PATH, headers: { host }, payload: body as object })
  const items = (query: string, host = 'demo.localhost') =>
    ctx.app.inject({ url: `${CATALOGUE_ITEMS_PATH}?${query}`, headers: { host } })
  const cataloguesOf = async (topic: string): Promise<Catalogue[]> => {
    const response = await catalogues({ selectedTopic: topic })
    expect(response.statusCode).toBe(200)
    expect(decode(CatalogueResponse, response.json(), 'body')).toMatchObject({ ok: true })
    return response.json().data
  }
  const itemsOf = async (catalogueId: string, extra = ''): Promise<CatalogueItem[]> => {
    const response = await items(`catalogueId=${encodeURIComponent(catalogueId)}${extra}`)
    expect(response.statusCode).toBe(200)
    expect(decode(CatalogueItemsResponse, response.json(), 'body')).toMatchObject({ ok: true })
    return response.json().data
  }

  /** The answer to a lookup by slug or productId. */
  const found = async (query: string, host?: string): Promise<CatalogueItem[]> => {
    const response = await items(query, host)
    expect(response.statusCode).toBe(200)
    expect(decode(CatalogueItemsResponse, response.json(), 'body')).toMatchObject({
      ok: true,
      value: { message: 'success' },
    })
    return response.json().data
  }

  const ctx = useTestApp(kind)

  it('answers the catalogues of a topic in order, each with its category, without a token', async () => {
    const shop = await cataloguesOf('topic-shop')
    expect(shop.map((catalogue) => catalogue.name)).toEqual(['Spice blends', 'Pickles', 'Sweets & namkeen'])
    expect(shop[1]).toMatchObject({
      type: 'product',
      catalogueType: 'product',
      description: 'Sun-cured on our terrace in mustard oil, packed in glass jars.',
      categoryId: {
        name: 'Pickles',
        image: '/demo/categories/pickles.svg',
        totalItems: 5,
        type: 'product',
        catalogueType: 'product',
      },
    })
    const services = await cataloguesOf('topic-services')
    expect(
      services.map((catalogue) => [catalogue.name, catalogue.catalogueType, catalogue.categoryId.totalItems]),
    ).toEqual([
      ['Catering & gifting', 'service', 3],
      ['Workshops & custom blends', 'service', 3],
    ])
    expect(await cataloguesOf('topic-general')).toEqual([])
    expect(await cataloguesOf('no-such-topic')).toEqual([])
  })

  it('answers the items of a catalogue in the wire shape, prices in rupees', async () => {
    const [spices] = await cataloguesOf('topic-shop')
    const list = await itemsOf(spices!._id)
    expect(list.map((item) => item.slug)).toEqual([
      'garam-masala',
      'kashmiri-mirch',
      'chai-masala',
      'laal-maas-masala',
      'kesar',
      'wholesale-masala-tins',
    ])
    const garam = list[0]!
    expect(garam).toMatchObject({
      productId: garam._id,
      name: 'Jaipuri Garam Masala',
      itemType: 'product',
      video: null,
      variantTitle: 'Jar size',
      variants: [
        { _id: 'var-garam-masala-100g', name: '100 g', basePrice: 180, salePrice: 159, stock: 64 },
        { _id: 'var-garam-masala-250g', name: '250 g', basePrice: 390, salePrice: 350, stock: 40 },
        { _id: 'var-garam-masala-500g', name: '500 g', basePrice: 720, salePrice: 720, stock: 18 },
      ],
      packages: [],
      pricing: { basePrice: 180, salePrice: 159, priceVisible: true, taxApplicable: true, taxRate: 5 },
      priceVisible: true,
      taxApplicable: true,
      taxRate: 5,
      inventory: { totalQuantity: 122 },
      shipping: { available: true, weight: 180, dimensions: { length: 7, width: 7, height: 10 } },
      button: 'Chat',
      category: { _id: spices!.categoryId._id, name: 'Spice blends' },
    })
    expect(garam.dispatchPoints.map((point) => [point.city, point.pincode, point.state])).toEqual([
      ['Jaipur', '302017', 'Rajasthan'],
      ['New Delhi', '110001', 'Delhi'],
    ])
    expect(list.find((item) => item.slug === 'laal-maas-masala')).toMatchObject({
      variants: [],
      variantTitle: null,
      inventory: { totalQuantity: 35 },
    })
    expect(list.find((item) => item.slug === 'wholesale-masala-tins')).toMatchObject({
      priceVisible: false,
      button: 'Contact',
    })
  })

  it('answers service packages, with unlimited stock as null', async () => {
    const [catering] = await cataloguesOf('topic-services')
    const list = await itemsOf(catering!._id, '&type=service')
    const hampers = list.find((item) => item.slug === 'corporate-diwali-hampers')!
    expect(hampers).toMatchObject({
      itemType: 'service',
      taxRate: 18,
      inventory: { totalQuantity: null },
      dispatchPoints: [],
      shipping: { available: false },
    })
    expect(hampers.packages).toEqual([
      { _id: 'pkg-hampers-25', name: '25 Classic hampers', price: 37500, discountPercentage: 0, stock: null },
      { _id: 'pkg-hampers-50', name: '50 Classic hampers', price: 72500, discountPercentage: 5, stock: null },
      {
        _id: 'pkg-hampers-100-signature',
        name: '100 Signature hampers',
        price: 180000,
        discountPercentage: 10,
        stock: 6,
      },
    ])
    expect(await itemsOf(catering!._id, '&type=product')).toEqual([])
  })

  it('looks up one item by slug or productId; none is an empty list', async () => {
    const [spices] = await cataloguesOf('topic-shop')
    const garam = (await itemsOf(spices!._id))[0]!
    // The same wire shape (rupees, dispatch points) as the list.
    expect(await found('slug=garam-masala')).toEqual([garam])
    expect(await found(`productId=${encodeURIComponent(garam._id)}&subdomain=demo`)).toEqual([garam])
    expect(await found('slug=garam-masala&type=product')).toEqual([garam])
    expect(await found('slug=garam-masala&type=service')).toEqual([])
    expect((await found('slug=corporate-diwali-hampers&type=service')).map((item) => item.slug)).toEqual([
      'corporate-diwali-hampers',
    ])
    expect(await found('slug=no-such-item')).toEqual([])
    expect(await found('productId=no-such-item')).toEqual([])
  })

  it('looks up items of this site only, even when another site has the same slug', async () => {
    const [spices] = await cataloguesOf('topic-shop')
    const garam = (await itemsOf(spices!._id))[0]!
    const { db } = ctx.database
    const bazaarId = await addSite(db, 'bazaar')
    const shelfId = await addCatalogue(db, bazaarId, 'Spices')
    const theirsId = await addItem(db, bazaarId, shelfId, { name: 'Bazaar Garam Masala', slug: 'garam-masala' })
    expect(await found('slug=garam-masala')).toEqual([garam])
    expect(await found(`productId=${theirsId}`)).toEqual([])
    expect(await found(`productId=${encodeURIComponent(garam._id)}`, 'bazaar.localhost')).toEqual([])
    expect(await found('slug=garam-masala', 'bazaar.localhost')).toMatchObject([
      {
        _id: theirsId,
        productId: theirsId,
        name: 'Bazaar Garam Masala',
        pricing: { basePrice: 99.5, salePrice: 99.5 },
        inventory: { totalQuantity: 3 },
      },
    ])
    expect(await found('slug=garam-masala&subdomain=bazaar')).toMatchObject([{ _id: theirsId }])
  })

  it('answers 404 for an unknown catalogue or one of another site, 400 with the path for a bad query', async () => {
    expect((await items('catalogueId=nope')).statusCode).toBe(404)
    const [spices] = await cataloguesOf('topic-shop')
    await addSite(ctx.database.db)
    const other = await items(`catalogueId=${spices!._id}`, 'acme.localhost')
    expect([other.statusCode, other.json().code]).toEqual([404, 'NOT_FOUND'])
    const otherTopic = await catalogues({ selectedTopic: 'topic-shop' }, 'acme.localhost')
    expect(otherTopic.json().data).toEqual([])
    // By subdomain field too.
    expect((await catalogues({ selectedTopic: 'topic-shop', subdomain: 'acme' })).json().data).toEqual([])

    // Exactly one of catalogueId, slug, productId: each alternative names its field.
    const selectors = ['query.catalogueId', 'query.slug', 'query.productId']
    for (const [query, paths] of [
      ['', selectors],
      ['type=product&subdomain=demo', selectors],
      ['catalogueId=a&catalogueId=b', selectors],
      ['slug=a&slug=b', selectors],
      [`catalogueId=${spices!._id}&type=gadget`, ['query.type']],
      ['slug=garam-masala&type=gadget', ['query.type']],
      [`catalogueId=${spices!._id}&slug=garam-masala`, ['query.slug', 'query.catalogueId', 'query.productId']],
    ] as const) {
      const response = await items(query)
      expect([query, response.statusCode]).toEqual([query, 400])
      expect(errorPaths(response)).toEqual(paths)
    }
    const none = await items('type=product')
    expect(none.json().errors).toEqual(selectors.map((path) => ({ path, message: 'expected string' })))
    const both = await items(`productId=x&slug=garam-masala`)
    expect(both.json().errors).toContainEqual({
      path: 'query.slug',
      message: 'give only one of catalogueId, slug, productId',
    })
    const badBody = await catalogues({ selectedTopic: 7 })
    expect([badBody.statusCode, badBody.json().errors]).toEqual([
      400,
      [{ path: 'body.selectedTopic', message: expect.any(String) }],
    ])
    expect((await catalogues({ selectedTopic: 'topic-shop' }, 'unknown.localhost')).statusCode).toBe(404)
  })
})
