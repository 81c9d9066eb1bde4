import { beforeAll, describe, expect, it, vi } from 'vitest'
import {
  CheckPincodeResponse,
  OWNER_DELIVERY_CHECK_PATH,
  OWNER_DELIVERY_DELETE_PATH,
  OWNER_DELIVERY_PATH,
  OWNER_DELIVERY_SAVE_PATH,
  OwnerDeliveryResponse,
  type DispatchPointFields,
  type DispatchPointView,
} from '../../../contract/delivery.js'
import type { DomainEvent } from '../../../contract/events.js'
import { TotalsResponse } from '../../../contract/orders.js'
import { json } from '../../db/schema.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { signIn, TEST_NUMBERS_ENV } from '../auth/test-helpers.js'
import { answerOf, demoItemIds, jaipurAddress, orderCalls } from '../order/test-helpers.js'
import { addSite } from '../../test/sites.js'

const DEMO_KEY = 'demo-owner-key-delivery-0123456789'
const ACME_KEY = 'acme-owner-key-delivery-0123456789'
const JAIPUR_POINT = 'Kesar Kitchen, Malviya Nagar'

const fieldsOf = ({ _id: _id_, itemCount: _count, ...fields }: DispatchPointView): DispatchPointFields => fields
const newPoint = (overrides: Partial<DispatchPointFields> = {}): DispatchPointFields => ({
  name: 'Mumbai depot',
  address: '12 Linking Road, Bandra',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400050',
  areas: { allIndia: false, states: ['Maharashtra'], pincodes: ['403', '560001'] },
  charges: { base: 50, perKg: 20, freeAbove: null },
  pickup: { only: false, address: '', hours: '' },
  ...overrides,
})

describe.each(testDatabases)('owner delivery on $name', (kind) => {
  const ctx = useTestApp(kind, { env: { ...TEST_NUMBERS_ENV, OWNER_KEYS: `demo:${DEMO_KEY},acme:${ACME_KEY}` } })
  const calls = orderCalls(() => ctx.app)
  const events: DomainEvent[] = []
  const auth = (key = DEMO_KEY) => ({ authorization: `Bearer ${key}` })
  const post = (url: string, payload: object, key = DEMO_KEY) =>
    ctx.app.inject({ method: 'POST', url, headers: auth(key), payload })
  const read = async (key = DEMO_KEY) =>
    answerOf(OwnerDeliveryResponse, await ctx.app.inject({ url: OWNER_DELIVERY_PATH, headers: auth(key) }))
  const paths = (response: { json(): unknown }) =>
    (response.json() as { errors: { path: string }[] }).errors.map((error) => error.path).sort()
  const pointNamed = async (name: string, key = DEMO_KEY) => (await read(key)).points.find((p) => p.name === name)!

  beforeAll(async () => {
    ctx.app.events.subscribe({ name: 'recorder', handle: (event) => void events.push(event) })
    await addSite(ctx.database.db, 'acme', { colorPalette: json({ primary: '#000000' }) })
  })

  it("lists the site's points with their areas, charges and the items that ship from them", async () => {
    const jaipur = await pointNamed(JAIPUR_POINT)
    expect(jaipur).toMatchObject({
      address: 'B-14, Malviya Nagar',
      pincode: '302017',
      areas: { allIndia: false, states: [], pincodes: ['1', '2', '3', '4', '5', '6', '7', '8'] },
      charges: { base: 60, perKg: 40, freeAbove: 999 },
      pickup: { only: false, address: '', hours: '' },
    })
    expect(jaipur.itemCount).toBeGreaterThan(0)
    expect((await read(ACME_KEY)).points).toEqual([])
  })

  it('refuses each bad field at its path, and changes nothing', async () => {
    const before = await read()
    const response = await post(OWNER_DELIVERY_SAVE_PATH, {
      point: newPoint({
        name: ' ',
        address: '',
        pincode: '40005',
        areas: { allIndia: false, states: ['M@h'], pincodes: ['0123', '40'] },
        pickup: { only: true, address: ' ', hours: 'x'.repeat(201) },
      }),
    })
    expect(response.statusCode).toBe(400)
    expect(paths(response)).toEqual([
      'body.point.address',
      'body.point.areas.pincodes.0',
      'body.point.areas.states.0',
      'body.point.name',
      'body.point.pickup.address',
      'body.point.pickup.hours',
      'body.point.pincode',
    ])
    const nowhere = newPoint({ areas: { allIndia: false, states: [], pincodes: [' '] } })
    expect(paths(await post(OWNER_DELIVERY_SAVE_PATH, { point: nowhere }))).toEqual(['body.point.areas'])
    expect(
      paths(await post(OWNER_DELIVERY_SAVE_PATH, { point: newPoint({ name: JAIPUR_POINT.toUpperCase() }) })),
    ).toEqual(['body.point.name'])
    const money = await post(OWNER_DELIVERY_SAVE_PATH, {
      point: { ...newPoint(), charges: { base: -1, perKg: 0.001, freeAbove: null } },
    })
    expect(paths(money)).toEqual(['body.point.charges.base', 'body.point.charges.perKg'])
    expect(await read()).toEqual(before)
  })

  it('creates, edits and deletes a point, each audited with a settings.changed event', async () => {
    const created = answerOf(OwnerDeliveryResponse, await post(OWNER_DELIVERY_SAVE_PATH, { point: newPoint() }))
    const mumbai = created.points.find((point) => point.name === 'Mumbai depot')!
    expect(fieldsOf(mumbai)).toEqual(newPoint())
    expect(created.activity[0]).toMatchObject({ section: 'delivery', fields: ['Mumbai depot: added'], by: 'Owner key' })
    const edited = answerOf(
      OwnerDeliveryResponse,
      await post(OWNER_DELIVERY_SAVE_PATH, {
        _id: mumbai._id,
        point: newPoint({ charges: { base: 55.5, perKg: 20, freeAbove: 800 } }),
      }),
    )
    expect(edited.points.find((point) => point._id === mumbai._id)!.charges).toEqual({
      base: 55.5,
      perKg: 20,
      freeAbove: 800,
    })
    expect(edited.activity[0]!.fields).toEqual(['Mumbai depot: charges.base', 'Mumbai depot: charges.freeAbove'])
    await vi.waitFor(() =>
      expect(events.filter((event) => event.type === 'settings.changed').map((event) => event.payload)).toContainEqual({
        siteId: expect.any(String),
        section: 'delivery',
        fields: ['Mumbai depot: charges.base', 'Mumbai depot: charges.freeAbove'],
      }),
    )
    const deleted = answerOf(OwnerDeliveryResponse, await post(OWNER_DELIVERY_DELETE_PATH, { _id: mumbai._id }))
    expect(deleted.points.some((point) => point._id === mumbai._id)).toBe(false)
    expect(deleted.activity[0]!.fields).toEqual(['Mumbai depot: deleted'])
  })

  it('refuses to delete a point items ship from, naming them', async () => {
    const jaipur = await pointNamed(JAIPUR_POINT)
    const response = await post(OWNER_DELIVERY_DELETE_PATH, { _id: jaipur._id })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({
      code: 'IN_USE',
      message: expect.stringMatching(/^Items ship from this point: /),
    })
    expect((await read()).points.map((point) => point._id)).toContain(jaipur._id)
  })

  it("keeps another site's points out of reach", async () => {
    const jaipur = await pointNamed(JAIPUR_POINT)
    const edit = await post(OWNER_DELIVERY_SAVE_PATH, { _id: jaipur._id, point: newPoint() }, ACME_KEY)
    expect(edit.statusCode).toBe(404)
    expect((await post(OWNER_DELIVERY_DELETE_PATH, { _id: jaipur._id }, ACME_KEY)).statusCode).toBe(404)
    const check = await post(
      OWNER_DELIVERY_CHECK_PATH,
      { pincode: '302017', state: '', weightKg: 1, amount: 100 },
      ACME_KEY,
    )
    expect(answerOf(CheckPincodeResponse, check)).toEqual({
      message: 'success',
      points: [],
      chosen: null,
      cannotShip: [],
    })
    expect(fieldsOf(await pointNamed(JAIPUR_POINT))).toMatchObject({ name: JAIPUR_POINT, pincode: '302017' })
    expect((await ctx.app.inject({ url: OWNER_DELIVERY_PATH })).statusCode).toBe(401)
  })

  it('checks a pincode with the totals’ own rules: which point serves it and what a sample cart costs', async () => {
    const check = async (pincode: string, weightKg: number, amount: number, state = '') =>
      answerOf(CheckPincodeResponse, await post(OWNER_DELIVERY_CHECK_PATH, { pincode, state, weightKg, amount }))
    const delhi = await check('110001', 1.2, 200, 'delhi')
    expect(delhi.chosen).toMatchObject({ name: 'Delhi partner store, Connaught Place', charge: 100 })
    expect(delhi.points.find((point) => point.name === JAIPUR_POINT)).toMatchObject({ serves: true, charge: 140 })
    expect((await check('400001', 0.5, 200)).chosen).toMatchObject({ name: JAIPUR_POINT, charge: 100 })
    expect((await check('400001', 0.5, 999)).chosen).toMatchObject({ name: JAIPUR_POINT, charge: 0 })
    expect((await check('999999', 1, 100)).chosen).toBeNull()
    expect(paths(await post(OWNER_DELIVERY_CHECK_PATH, { pincode: '12', state: '', weightKg: 1, amount: 1 }))).toEqual([
      'body.pincode',
    ])
  })

  it("the customer's next totals use a changed charge, and a pickup order says where and when to collect", async () => {
    const ids = await demoItemIds(ctx.app)
    const who = await signIn(ctx.app, 35)
    const [home] = await calls.addAddress(who, jaipurAddress())
    const masala = { _id: ids['garam-masala'], selectedVariant: 'var-garam-masala-100g', quantity: 2 }
    const shipping = async () => answerOf(TotalsResponse, await calls.totals(who, [masala], home!)).data.shippingCost
    expect(await shipping()).toBe(100)
    const jaipur = await pointNamed(JAIPUR_POINT)
    const pickup = { only: false, address: 'Kesar Kitchen counter, B-14 Malviya Nagar', hours: 'Daily 10:00–19:00' }
    const saved = await post(OWNER_DELIVERY_SAVE_PATH, {
      _id: jaipur._id,
      point: { ...fieldsOf(jaipur), charges: { ...jaipur.charges, base: 75 }, pickup },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(await shipping()).toBe(115)
    const ghevar = { _id: ids['ghevar'], selectedVariant: { _id: 'var-ghevar-plain-6in' }, quantity: 1 }
    const { orders, messages } = await calls.created(who, [ghevar])
    expect(orders[0]!.kind).toBe('pickup')
    expect(messages[0]!.message).toContain('Collect from: Kesar Kitchen counter, B-14 Malviya Nagar')
    expect(messages[0]!.message).toContain('Pickup hours: Daily 10:00–19:00')
  })
})
