import { describe, expect, it } from 'vitest'
import { CART_ADD_PATH, GET_CART_PATH } from '../../../contract/cart.js'
import { CREATE_ORDER_PATH } from '../../../contract/orders.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { TEST_NUMBERS_ENV } from '../auth/test-helpers.js'
import { delhiAddress, failureOf, orderCalls, setStock, stockOf, useOrderingCustomers } from './test-helpers.js'

describe.each(testDatabases)('what a create needs on $name', (kind) => {
  const ctx = useTestApp(kind, { env: TEST_NUMBERS_ENV })
  const calls = orderCalls(() => ctx.app)
  const { ids, customer, masala, ghevar, workshop, ordersInDb } = useOrderingCustomers(() => ctx.app, 10)

  it('needs an address for shippable products, one that reaches them, and some items', async () => {
    const { who, home } = customer()
    expect(failureOf(await calls.create(who, [masala(), ghevar()]))).toEqual([
      400,
      'Delivery Address Required',
      'ADDRESS_REQUIRED',
    ])
    expect(failureOf(await calls.create(who, [{ _id: ids['methi-mathri'] }], { address: home }))).toEqual([
      400,
      'This product cannot be shipped to your address.',
      'NOT_SHIPPABLE',
    ])
    expect((await calls.create(who, [], { address: home })).json().errors).toEqual([
      { path: 'body.orderData.items', message: 'Your order has no items.' },
    ])
    const huge = await calls.create(
      who,
      Array.from({ length: 4 }, () => ({
        _id: ids['home-style-catering'],
        selectedPackage: 'pkg-catering-100',
        quantity: 10_000,
      })),
    )
    expect(failureOf(huge)[2]).toBe('ORDER_TOO_LARGE')
    // Pickup and services alone need none.
    expect((await calls.created(who, [ghevar(), workshop()])).orders.map((order) => order.kind)).toEqual([
      'pickup',
      'service',
    ])
    const bobs = customer()
    expect(failureOf(await calls.create(who, [masala()], { address: bobs.home }))).toEqual([
      404,
      'Address not found',
      'NOT_FOUND',
    ])
    const forged = await calls.post(who, CREATE_ORDER_PATH, {
      customerId: bobs.who.customerId,
      orderData: { source: 'cart', items: [ghevar()], deliveryAddress: null },
    })
    expect([forged.statusCode, forged.json().code]).toEqual([403, 'FORBIDDEN'])
    expect(await ordersInDb(bobs.who)).toEqual([])
    const badKey = await calls.create(who, [ghevar()], { key: 'has space' })
    expect(badKey.json().errors).toEqual([
      { path: 'headers.idempotency-key', message: 'Idempotency-Key must be 1 to 200 visible characters' },
    ])
  })

  it('never oversells: two customers buying the last unit at once get one order and one 409 Out of stock', async () => {
    const [alice, bob] = [customer(), customer()]
    await setStock(ctx.app, ids['kesar']!, 'var-kesar-2g', 1)
    const kesar = [{ _id: ids['kesar'], selectedVariant: 'var-kesar-2g', quantity: 1 }]
    const answers = await Promise.all(
      [alice, bob].map(({ who, home }) => calls.create(who, kesar, { address: home, key: 'last-unit' })),
    )
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 409])
    expect(failureOf(answers.find((response) => response.statusCode === 409)!)).toEqual([
      409,
      'Out of stock',
      'OUT_OF_STOCK',
    ])
    expect((await ordersInDb(alice.who)).length + (await ordersInDb(bob.who)).length).toBe(1)
    expect(await stockOf(ctx.app, ids['kesar']!, 'var-kesar-2g')).toBe(0)
    // Asked again once it is gone: the same 409.
    const carol = customer()
    expect(failureOf(await calls.create(carol.who, kesar, { address: carol.home, key: 'later' }))[0]).toBe(409)
  })

  it('sells the last units once among four buyers naming their items in different orders (no deadlock)', async () => {
    const buyers = [customer(), customer(), customer(), customer()]
    await setStock(ctx.app, ids['kesar']!, 'var-kesar-1g', 2)
    const chaiBefore = await stockOf(ctx.app, ids['chai-masala']!, 'var-chai-masala-50g')
    const kesar = { _id: ids['kesar'], selectedVariant: 'var-kesar-1g', quantity: 1 }
    const chai = { _id: ids['chai-masala'], selectedVariant: 'var-chai-masala-50g', quantity: 1 }
    const answers = await Promise.all(
      buyers.map(({ who, home }, index) =>
        calls.create(who, index % 2 === 0 ? [kesar, chai] : [chai, kesar], { address: home }),
      ),
    )
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 200, 409, 409])
    expect(await stockOf(ctx.app, ids['kesar']!, 'var-kesar-1g')).toBe(0)
    expect(await stockOf(ctx.app, ids['chai-masala']!, 'var-chai-masala-50g')).toBe(chaiBefore! - 2)
  })

  it('ships from the first dispatch point reaching the address (two to Delhi); Buy now leaves the cart', async () => {
    const { who } = customer()
    const delhi = (await calls.addAddress(who, delhiAddress())).find((address) => address.pincode === '110001')!
    await calls.post(who, CART_ADD_PATH, { item: { _id: ids['garam-masala'], quantity: 1 } })
    const lines = async () =>
      ((await calls.get(who, GET_CART_PATH)).json().data as { slug: string; quantity: number }[]).map((line) => [
        line.slug,
        line.quantity,
      ])
    expect(await lines()).toEqual([['garam-masala', 1]])
    const created = await calls.created(
      who,
      [
        { _id: ids['besan-ladoo'], quantity: 1 },
        { _id: ids['garam-masala'], quantity: 1 },
      ],
      { address: delhi, source: 'direct_buy' },
    )
    expect(await lines()).toEqual([['garam-masala', 1]])
    expect(
      created.orders.map((order) => [
        order.kind,
        order.title,
        order.shippingDetails[0]?.dispatchPoint.name,
        order.shippingCost,
      ]),
    ).toEqual([
      ['shipping', 'Desi Ghee Besan Ladoo', 'Delhi partner store, Connaught Place', 70],
      ['shipping', 'Jaipuri Garam Masala', 'Kesar Kitchen, Malviya Nagar', 100],
    ])
  })
})
