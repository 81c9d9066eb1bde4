import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  CheckPincodeResponse,
  OWNER_DELIVERY_CHECK_PATH,
  OWNER_DELIVERY_SAVE_PATH,
  OwnerDeliveryResponse,
  type DispatchPointFields,
} from '../../../contract/delivery.js'
import { CATALOGUE_ITEMS_PATH, type CatalogueItem } from '../../../contract/catalogue.js'
import { TotalsResponse } from '../../../contract/orders.js'
import {
  OWNER_CATALOGUE_PATH,
  OWNER_ITEM_CREATE_PATH,
  OwnerCatalogueResponse,
  type ItemInput,
  type OwnerItem,
} from '../../../contract/owner-catalogue.js'
import { plainItem } from '../catalogue-studio/test-helpers.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { signIn, TEST_NUMBERS_ENV } from '../auth/test-helpers.js'
import { answerOf, jaipurAddress, orderCalls } from '../order/test-helpers.js'

const KEY = 'demo-owner-key-ships-0123456789'

const point = (name: string, pincodes: string[]): DispatchPointFields => ({
  name,
  address: 'B-14, Malviya Nagar',
  city: 'Jaipur',
  state: 'Rajasthan',
  pincode: '302017',
  areas: { allIndia: false, states: [], pincodes },
  charges: { base: 40, perKg: 0, freeAbove: null },
  pickup: { only: false, address: '', hours: '' },
})

// A shop set up in the checklist's order: its items first, its delivery after.
describe.each(testDatabases)('items ship from every dispatch point unless they name some, on $name', (kind) => {
  const ctx = useTestApp(kind, { env: { ...TEST_NUMBERS_ENV, OWNER_KEYS: `demo:${KEY}` } })
  const calls = orderCalls(() => ctx.app)
  const owner = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${KEY}` }, payload })
  const check = async (pincode: string) =>
    answerOf(
      CheckPincodeResponse,
      await owner(OWNER_DELIVERY_CHECK_PATH, { pincode, state: '', weightKg: 1, amount: 500 }),
    )
  const create = async (name: string, overrides: Partial<ItemInput> = {}): Promise<OwnerItem> => {
    const studio = answerOf(
      OwnerCatalogueResponse,
      await ctx.app.inject({ url: OWNER_CATALOGUE_PATH, headers: { authorization: `Bearer ${KEY}` } }),
    )
    const item = plainItem(studio.catalogues[0]!._id, { name, ...overrides })
    const response = await owner(OWNER_ITEM_CREATE_PATH, { item })
    expect(response.statusCode, response.body).toBe(200)
    return response.json().item
  }
  const addPoint = async (fields: DispatchPointFields) =>
    answerOf(OwnerDeliveryResponse, await owner(OWNER_DELIVERY_SAVE_PATH, { point: fields })).points.find(
      (entry) => entry.name === fields.name,
    )!

  beforeAll(async () => {
    // A shop with no delivery yet: the demo's points and its items' choices of them go.
    await sql`update catalogue_items set dispatch_point_ids = '[]'::jsonb`.execute(ctx.app.db)
    await sql`delete from dispatch_points`.execute(ctx.app.db)
  })

  it('a point added after an item serves it: the customer can order, and the pincode check agrees', async () => {
    const cake = await create('Chocolate truffle cake')
    const before = await check('302017')
    expect(before.chosen).toBeNull()
    expect(before.cannotShip).toContain('Chocolate truffle cake')

    const kitchen = await addPoint(point('Malviya Nagar kitchen', ['302']))
    expect(kitchen.itemCount).toBeGreaterThan(0)
    const after = await check('302017')
    expect(after.chosen).toMatchObject({ name: 'Malviya Nagar kitchen', charge: 40 })
    expect(after.cannotShip).toEqual([])
    expect((await check('110001')).cannotShip).toContain('Chocolate truffle cake')

    const who = await signIn(ctx.app, 1)
    const [home] = await calls.addAddress(who, jaipurAddress())
    const line = { _id: cake._id, quantity: 1 }
    const totals = answerOf(TotalsResponse, await calls.totals(who, [line], home!)).data
    expect(totals).toMatchObject({ isShippingAvailable: true, shippingCost: 40, shippingIssues: [] })
    expect(totals.orders).toEqual([
      expect.objectContaining({ kind: 'shipping', dispatchPoint: { name: kitchen.name } }),
    ])
    const { orders } = await calls.created(who, [line], { address: home! })
    expect(orders.map((order) => order.kind)).toEqual(['shipping'])

    const listed = await ctx.app.inject({
      url: `${CATALOGUE_ITEMS_PATH}?catalogueId=${cake.catalogueId}`,
      headers: { host: 'demo.localhost' },
    })
    const wire = (listed.json().data as CatalogueItem[]).find((entry) => entry._id === cake._id)!
    expect(wire.dispatchPoints.map((entry) => entry.name)).toEqual(['Malviya Nagar kitchen'])
  })

  it('keeps the exceptions an owner chose: only some points, or collected only', async () => {
    const other = await addPoint(point('Another kitchen', ['1']))
    const only = await create('Rasmalai tin', { dispatchPointIds: [other._id] })
    const collected = await create('Fresh cream cake', {
      shipping: { available: false, weight: 0, dimensions: { length: 0, width: 0, height: 0 } },
    })
    const jaipur = await check('302017')
    expect(jaipur.cannotShip).toEqual(['Rasmalai tin'])

    const who = await signIn(ctx.app, 2)
    const [home] = await calls.addAddress(who, jaipurAddress())
    const totals = answerOf(
      TotalsResponse,
      await calls.totals(
        who,
        [
          { _id: only._id, quantity: 1 },
          { _id: collected._id, quantity: 1 },
        ],
        home!,
      ),
    ).data
    expect(totals.isShippingAvailable).toBe(false)
    expect(totals.shippingIssues[0]!.productsIds).toEqual([only._id])
    expect(totals.orders?.map((order) => order.kind)).toEqual(['pickup'])
  })
})
