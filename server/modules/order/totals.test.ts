import { beforeAll, describe, expect, it } from 'vitest'
import { TotalsResponse, type Totals } from '../../../contract/orders.js'
import type { DeliveryAddress } from '../../../contract/address.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { signIn, TEST_NUMBERS_ENV, type SignedIn } from '../auth/test-helpers.js'
import { pickupPlace, serves, shippingCharge, type DispatchRule } from './shipping.js'
import { answerOf, delhiAddress, demoItemIds, failureOf, jaipurAddress, orderCalls } from './test-helpers.js'

describe('dispatch rules', () => {
  const rule: DispatchRule = {
    id: 'd',
    name: 'Delhi',
    servesAllIndia: false,
    pickupOnly: false,
    pickupAddress: '',
    pickupHours: '',
    servesStates: ['Delhi'],
    servesPincodePrefixes: ['122'],
    baseCharge: 4000,
    perKgCharge: 3000,
    freeShippingAbove: 49900,
  }

  it('serves an address by state (any case) or pincode prefix', () => {
    expect(serves(rule, { state: ' delhi ', pincode: '110001' })).toBe(true)
    expect(serves(rule, { state: 'Haryana', pincode: '122001' })).toBe(true)
    expect(serves(rule, { state: 'Haryana', pincode: '121001' })).toBe(false)
    expect(serves({ ...rule, servesPincodePrefixes: [''] }, { state: 'Goa', pincode: '403001' })).toBe(false)
  })

  it('serves all of India when set, and nowhere when pickup only', () => {
    expect(serves({ ...rule, servesAllIndia: true }, { state: 'Goa', pincode: '403001' })).toBe(true)
    expect(serves({ ...rule, pickupOnly: true }, { state: 'Delhi', pincode: '110001' })).toBe(false)
    expect(serves({ ...rule, servesAllIndia: true, pickupOnly: true }, { state: 'Goa', pincode: '403001' })).toBe(false)
  })

  it("collects a pickup order at its items' first point with a pickup address, else the site's first", () => {
    const counter = { ...rule, id: 'c', pickupAddress: 'Counter, B-14' }
    const kitchen = { ...rule, id: 'k', pickupAddress: 'Kitchen door' }
    const rules = new Map([
      ['d', rule],
      ['k', kitchen],
      ['c', counter],
    ])
    expect(pickupPlace(['d', 'c'], rules)?.id).toBe('c')
    expect(pickupPlace(['d'], rules)?.id).toBe('k')
    expect(pickupPlace([], new Map([['d', rule]]))).toBeNull()
  })

  it('charges base + per started kg, free from the threshold', () => {
    expect(shippingCharge(rule, 0, 100)).toBe(4000)
    expect(shippingCharge(rule, 460, 100)).toBe(7000)
    expect(shippingCharge(rule, 1001, 100)).toBe(10000)
    expect(shippingCharge(rule, 5000, 49900)).toBe(0)
    expect(shippingCharge({ ...rule, freeShippingAbove: null }, 1000, 10_000_000)).toBe(7000)
  })
})

describe.each(testDatabases)('totals on $name', (kind) => {
  const ctx = useTestApp(kind, { env: TEST_NUMBERS_ENV })
  const calls = orderCalls(() => ctx.app)
  let ids: Record<string, string>
  let alice: SignedIn
  let bob: SignedIn
  let jaipur: DeliveryAddress
  let delhi: DeliveryAddress
  let gurugram: DeliveryAddress
  const totals = async (products: unknown[], address: DeliveryAddress | null = null): Promise<Totals> =>
    answerOf(TotalsResponse, await calls.totals(alice, products, address)).data

  beforeAll(async () => {
    ids = await demoItemIds(ctx.app)
    alice = await signIn(ctx.app, 1)
    bob = await signIn(ctx.app, 2)
    ;[jaipur] = await calls.addAddress(alice, jaipurAddress())
    delhi = (await calls.addAddress(alice, delhiAddress())).find((address) => address.pincode === '110001')!
    gurugram = (
      await calls.addAddress(alice, delhiAddress({ city: 'Gurugram', state: 'Haryana', pincode: '122001' }))
    ).find((address) => address.pincode === '122001')!
  })

  it('prices from the catalogue and ships from Jaipur: a forged price or total changes nothing', async () => {
    const honest = { _id: ids['garam-masala'], selectedVariant: 'var-garam-masala-100g', quantity: 2 }
    const expected = {
      subtotal: 360,
      totalDiscount: 42,
      totalGst: 15.9,
      shippingCost: 100,
      total: 433.9,
      isShippingAvailable: true,
      shippingIssues: [],
      orders: [{ kind: 'shipping', dispatchPoint: { name: 'Kesar Kitchen, Malviya Nagar' }, lines: [0], total: 433.9 }],
    }
    expect(await totals([honest], jaipur)).toEqual(expected)
    const forged = {
      ...honest,
      selectedVariant: { _id: 'var-garam-masala-100g', basePrice: 1, salePrice: 0.01, stock: 999 },
      pricing: { basePrice: 1, salePrice: 0.01, taxApplicable: false, taxRate: 0 },
      price: 0.01,
      total: 0.01,
      shipping: { available: false, weight: 0 },
    }
    expect(await totals([forged], jaipur)).toEqual(expected)
    // Named by productId, no variant: the first in stock; a non-number quantity is 1.
    expect(await totals([{ productId: ids['garam-masala'], quantity: 'two' }], jaipur)).toMatchObject({
      subtotal: 180,
      totalDiscount: 21,
      totalGst: 7.95,
      shippingCost: 100,
    })
  })

  it('charges each dispatch point by its own rules, free above its threshold, none without an address', async () => {
    const mathri = { _id: ids['methi-mathri'], quantity: 1 }
    // Methi Mathri leaves from Delhi: ₹40 + ₹30 for 460 g; Gurugram is Delhi's by pincode prefix.
    expect(await totals([mathri], delhi)).toMatchObject({
      subtotal: 180,
      totalDiscount: 20,
      totalGst: 8,
      shippingCost: 70,
      total: 238,
    })
    expect(await totals([mathri], gurugram)).toMatchObject({ shippingCost: 70, isShippingAvailable: true })
    // 1.44 kg of masala is worth more than ₹999: free from Jaipur.
    expect(
      await totals([{ _id: ids['garam-masala'], selectedVariant: 'var-garam-masala-500g', quantity: 2 }], jaipur),
    ).toMatchObject({ subtotal: 1440, totalGst: 72, shippingCost: 0, total: 1512 })
    // Two shipments to Delhi: Besan Ladoo from the Delhi store (its first), garam masala from Jaipur (its first): ₹70 +
    // ₹100.
    expect(
      await totals(
        [
          { _id: ids['besan-ladoo'], quantity: 1 },
          { _id: ids['garam-masala'], quantity: 1 },
        ],
        delhi,
      ),
    ).toMatchObject({ shippingCost: 170 })
    expect(await totals([mathri], null)).toMatchObject({
      shippingCost: 0,
      total: 168,
      isShippingAvailable: true,
      shippingIssues: [],
      orders: expect.any(Array),
    })
  })

  it('lists products that cannot reach the address; pickup products and services need no address', async () => {
    const result = await totals(
      [{ _id: ids['methi-mathri'] }, { _id: ids['garam-masala'] }, { _id: ids['ghevar'] }],
      jaipur,
    )
    expect(result.isShippingAvailable).toBe(false)
    expect(result.shippingIssues).toEqual([
      { productsIds: [ids['methi-mathri']], message: 'This product cannot be shipped to your address.' },
    ])
    const noShipping = await totals([
      { _id: ids['ghevar'], selectedVariant: 'var-ghevar-malai-6in' },
      { _id: ids['rajasthani-thali-workshop'], selectedPackage: { _id: 'pkg-workshop-2-seats' }, quantity: 2 },
    ])
    // Ghevar ₹450 → ₹420 + 5%; two workshop seats ₹4800 − 4% = ₹4608 each + 18%.
    expect(noShipping).toEqual({
      subtotal: 10050,
      totalDiscount: 414,
      totalGst: 1679.88,
      shippingCost: 0,
      total: 11315.88,
      isShippingAvailable: true,
      shippingIssues: [],
      orders: expect.any(Array),
    })
  })

  it('refuses unknown items and options, on-request items, and addresses not the customer’s', async () => {
    expect(failureOf(await calls.totals(alice, [{ _id: 'no-such-item' }]))).toEqual([
      404,
      'This item is no longer available',
      'NOT_FOUND',
    ])
    const badVariant = await calls.totals(alice, [
      { _id: ids['garam-masala'] },
      { _id: ids['garam-masala'], selectedVariant: 'var-nope' },
    ])
    expect(badVariant.json().errors).toEqual([
      { path: 'body.products.1.selectedVariant', message: 'This option of the item is no longer available' },
    ])
    expect(failureOf(await calls.totals(alice, [{ _id: ids['wholesale-masala-tins'] }]))[2]).toBe('PRICE_ON_REQUEST')
    expect(failureOf(await calls.totals(bob, [{ _id: ids['garam-masala'] }], jaipur))).toEqual([
      404,
      'Address not found',
      'NOT_FOUND',
    ])
    const forged = await calls.totals(bob, [], null)
    expect(forged.statusCode).toBe(200)
    const asAlice = await ctx.app.inject({
      method: 'POST',
      url: '/business_website/chat_widget/chat_widget_side_cart/get_catalogue_products_total_amount',
      headers: { authorization: bob.authorization },
      payload: { customerId: alice.customerId, products: [], deliveryAddress: null },
    })
    expect([asAlice.statusCode, asAlice.json().code]).toEqual([403, 'FORBIDDEN'])
  })
})
