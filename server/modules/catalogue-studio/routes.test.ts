import { beforeAll, expect, it } from 'vitest'
import { decode } from '../../../contract/decode.js'
import {
  ItemConflict,
  OWNER_CATALOGUE_ORDER_PATH,
  OWNER_CATALOGUE_PATH,
  OWNER_ITEM_CREATE_PATH,
  OWNER_ITEM_DELETE_PATH,
  OWNER_ITEM_DUPLICATE_PATH,
  OWNER_ITEM_UPDATE_PATH,
  OWNER_ITEM_VISIBILITY_PATH,
  OWNER_STOCK_PATH,
  type OwnerItem,
} from '../../../contract/owner-catalogue.js'
import { json } from '../../db/schema.js'
import { ACME_OWNER_KEY, DEMO_OWNER_KEY, TWO_OWNERS_ENV, describeWithApp } from '../../test/app.js'
import { studioCalls } from './test-helpers.js'
import { addSite } from '../../test/sites.js'

describeWithApp('the owner catalogue studio', { env: TWO_OWNERS_ENV }, (ctx) => {
  const { call, studio, pickles, widgetItems, create, limePickle } = studioCalls(() => ctx.app, DEMO_OWNER_KEY)

  beforeAll(async () => {
    await addSite(ctx.database.db)
  })

  it('refuses a call without the owner key', async () => {
    expect((await ctx.app.inject({ url: OWNER_CATALOGUE_PATH })).statusCode).toBe(401)
  })

  it('creates an item with every field; the widget lists it in paise-exact rupees with a made slug', async () => {
    const catalogueId = await pickles()
    const item = await create(limePickle(catalogueId))
    expect(item).toMatchObject({ slug: 'lime-pickle', version: 1, hidden: false })
    // The default variant comes first; the other keeps its fields.
    expect(item.variants.map((variant) => [variant.name, variant.isDefault, variant.sku])).toEqual([
      ['500 g', true, 'LP-500'],
      ['250 g', false, 'LP-250'],
    ])
    expect(item.inventoryTotal).toBe(6)
    const listed = (await widgetItems(catalogueId)).find((entry) => entry._id === item._id)!
    expect(listed.variants.map((variant) => [variant.salePrice, variant.stock])).toEqual([
      [320, 2],
      [159.5, 4],
    ])
    // A second item of the same name gets a free slug.
    expect((await create(limePickle(catalogueId))).slug).toBe('lime-pickle-2')
  })

  it('answers 400 with each failing field path and its code', async () => {
    const catalogueId = await pickles()
    const bad = limePickle(catalogueId, ' ')
    bad.images = Array.from({ length: 9 }, () => '/uploads/x.webp')
    bad.video = 'not a link'
    bad.variants[0]!.stock = -1
    bad.variants[1]!.basePrice = 10.555
    const response = await call(OWNER_ITEM_CREATE_PATH, { item: bad })
    expect(response.statusCode).toBe(400)
    const errors = new Map(
      response.json().errors.map((error: { path: string; message: string }) => [error.path, error.message]),
    )
    expect(errors.get('body.item.name')).toBe('required')
    expect(errors.get('body.item.images')).toBe('tooMany')
    expect(errors.get('body.item.video')).toBe('notUrl')
    expect(errors.get('body.item.variants.0.stock')).toBe('notCount')
    expect(errors.get('body.item.variants.1.basePrice')).toBe('notMoney')

    const points = (await studio()).dispatchPoints
    expect(points.length).toBeGreaterThan(0)
    const shipped = await create({ ...limePickle(catalogueId, 'Shipped'), dispatchPointIds: [points[0]!._id] })
    expect(shipped.dispatchPointIds).toEqual([points[0]!._id])

    const rules = limePickle(catalogueId, 'Rules')
    rules.dispatchPointIds = ['not-a-point']
    rules.variants[0]!.salePrice = 999
    rules.variants[1]!.isDefault = false
    rules.slug = 'lime-pickle'
    const refused = await call(OWNER_ITEM_CREATE_PATH, { item: rules })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'body.item.variants.0.salePrice', message: 'saleAboveBase' },
        { path: 'body.item.variants', message: 'oneDefault' },
        { path: 'body.item.slug', message: 'slugTaken' },
        { path: 'body.item.dispatchPointIds.0', message: 'unknown' },
      ]),
    )
  })

  it('answers 409 with the changed fields to a save made on an older version; nothing is overwritten', async () => {
    const item = await create(limePickle(await pickles(), 'Mango pickle'))
    const { _id, version, archived: _a, position: _p, ...input } = item
    const first = await call(OWNER_ITEM_UPDATE_PATH, {
      itemId: _id,
      version,
      item: { ...input, name: 'Mango (sweet)' },
    })
    expect(first.statusCode).toBe(200)
    expect(first.json().item.version).toBe(version + 1)
    const second = await call(OWNER_ITEM_UPDATE_PATH, {
      itemId: _id,
      version,
      item: { ...input, pricing: { ...input.pricing, basePrice: 200 } },
    })
    expect(second.statusCode).toBe(409)
    const conflict = decode(ItemConflict, second.json(), 'body')
    expect(conflict.ok && conflict.value.changed).toEqual(['name', 'pricing'])
    expect(conflict.ok && conflict.value.item.name).toBe('Mango (sweet)')
  })

  it("keeps the stored stock of existing options on a save (orders move it); takes a new option's", async () => {
    const item = await create(limePickle(await pickles(), 'Stocked pickle'))
    const { _id, version, archived: _a, position: _p, ...input } = item
    const [first, second] = input.variants
    const response = await call(OWNER_ITEM_UPDATE_PATH, {
      itemId: _id,
      version,
      item: {
        ...input,
        variants: [
          { ...first!, stock: 99 },
          second!,
          { ...second!, _id: undefined, name: '1 kg', stock: 7, isDefault: false },
        ],
      },
    })
    expect(response.statusCode, response.body).toBe(200)
    const saved = response.json().item as OwnerItem
    expect(saved.variants.map((variant) => [variant.name, variant.stock])).toEqual([
      ['500 g', 2],
      ['250 g', 4],
      ['1 kg', 7],
    ])
    expect(saved.inventoryTotal).toBe(13)
  })

  it('sets stock; the widget sees it; 0 is out of stock', async () => {
    const catalogueId = await pickles()
    const item = await create(limePickle(catalogueId, 'Chilli pickle'))
    const variant = item.variants[0]!
    const response = await call(OWNER_STOCK_PATH, { itemId: item._id, optionId: variant._id, stock: 0 })
    expect(response.statusCode).toBe(200)
    expect(response.json().item.inventoryTotal).toBe(4)
    const listed = (await widgetItems(catalogueId)).find((entry) => entry._id === item._id)!
    expect(listed.variants[0]!.stock).toBe(0)
    const negative = await call(OWNER_STOCK_PATH, { itemId: item._id, optionId: variant._id, stock: -3 })
    expect(negative.statusCode).toBe(400)
    expect(negative.json().errors[0]).toMatchObject({ path: 'body.stock' })
  })

  it('duplicates (hidden), hides, reorders and deletes; hidden items are not in the widget', async () => {
    const catalogueId = await pickles()
    const item = await create(limePickle(catalogueId, 'Garlic pickle'))
    const copy = (await call(OWNER_ITEM_DUPLICATE_PATH, { itemId: item._id })).json().item as OwnerItem
    expect(copy).toMatchObject({ slug: 'garlic-pickle-2', hidden: true, position: item.position + 1 })
    expect(copy.variants[0]!._id).not.toBe(item.variants[0]!._id)
    expect((await widgetItems(catalogueId)).some((entry) => entry._id === copy._id)).toBe(false)
    expect((await call(OWNER_ITEM_VISIBILITY_PATH, { itemId: item._id, hidden: true })).statusCode).toBe(200)
    expect((await widgetItems(catalogueId)).some((entry) => entry._id === item._id)).toBe(false)

    const ids = (await studio()).items.filter((entry) => entry.catalogueId === catalogueId).map((entry) => entry._id)
    const reversed = [...ids].reverse()
    expect((await call(OWNER_CATALOGUE_ORDER_PATH, { kind: 'items', ids: reversed })).statusCode).toBe(200)
    const after = (await studio()).items.filter((entry) => entry.catalogueId === catalogueId).map((entry) => entry._id)
    expect(after).toEqual(reversed)

    const deleted = await call(OWNER_ITEM_DELETE_PATH, { itemId: copy._id })
    expect(deleted.json()).toEqual({ message: 'success', outcome: 'deleted' })
    expect((await studio()).items.some((entry) => entry._id === copy._id)).toBe(false)
  })

  it('archives an item an order names instead of erasing it; the order keeps its snapshot', async () => {
    const item = await create(limePickle(await pickles(), 'Ordered pickle'))
    const site = (await ctx.app.tenancy.siteBySubdomain('demo'))!
    const customer = await ctx.database.db
      .insertInto('customers')
      .values({ siteId: site.id, countryCode: '+91', phoneNumber: '9000000001', name: null })
      .returning('id')
      .executeTakeFirstOrThrow()
    await ctx.database.db
      .insertInto('orders')
      .values({
        siteId: site.id,
        customerId: customer.id,
        orderId: 'KK-9001',
        title: 'Ordered pickle',
        status: 'Active',
        paymentStatus: 'Pending',
        details: json({ items: [{ itemId: item._id, name: 'Ordered pickle' }] } as unknown),
        finalAmount: 100,
      })
      .execute()
    const response = await call(OWNER_ITEM_DELETE_PATH, { itemId: item._id })
    expect(response.json().outcome).toBe('archived')
    const row = await ctx.database.db
      .selectFrom('catalogueItems')
      .select(['archivedAt'])
      .where('id', '=', item._id)
      .executeTakeFirst()
    expect(row?.archivedAt).toBeInstanceOf(Date)
    expect((await studio()).items.some((entry) => entry._id === item._id)).toBe(false)
    expect((await widgetItems(item.catalogueId)).some((entry) => entry._id === item._id)).toBe(false)
  })

  it("answers 404 to another site's owner, for every item call, and changes nothing", async () => {
    const item = await create(limePickle(await pickles(), 'Private pickle'))
    const { _id, version, archived: _a, position: _p, ...input } = item
    const calls: [string, object][] = [
      [OWNER_ITEM_UPDATE_PATH, { itemId: _id, version, item: { ...input, catalogueId: input.catalogueId } }],
      [OWNER_ITEM_DUPLICATE_PATH, { itemId: _id }],
      [OWNER_ITEM_VISIBILITY_PATH, { itemId: _id, hidden: true }],
      [OWNER_ITEM_DELETE_PATH, { itemId: _id }],
      [OWNER_STOCK_PATH, { itemId: _id, optionId: item.variants[0]!._id, stock: 0 }],
      [OWNER_CATALOGUE_ORDER_PATH, { kind: 'items', ids: [_id] }],
    ]
    for (const [url, payload] of calls) expect((await call(url, payload, ACME_OWNER_KEY)).statusCode, url).toBe(404)
    expect((await studio(ACME_OWNER_KEY)).items.some((entry) => entry._id === _id)).toBe(false)
    const still = (await studio()).items.find((entry) => entry._id === _id)!
    expect(still).toMatchObject({ version: 1, hidden: false, position: item.position })
  })
})
