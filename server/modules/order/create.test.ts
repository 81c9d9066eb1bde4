import { sql } from 'kysely'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CART_ADD_PATH, GET_CART_PATH } from '../../../contract/cart.js'
import { CreateOrderResponse } from '../../../contract/orders.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { TEST_NUMBERS_ENV, type SignedIn } from '../auth/test-helpers.js'
import { componentHtmlProblems } from '../chat/index.js'
import { formatRupees } from '../../../src/ui/money.js'
import { nextDay } from './order-draft.js'
import { answerOf, failureOf, orderCalls, setStock, stockOf, useOrderingCustomers } from './test-helpers.js'

describe.each(testDatabases)('creating orders on $name', (kind) => {
  const ctx = useTestApp(kind, { env: TEST_NUMBERS_ENV })
  const calls = orderCalls(() => ctx.app)
  const { ids, customer, masala, ghevar, workshop, ordersInDb } = useOrderingCustomers(() => ctx.app, 4)
  const cartOf = async (who: SignedIn) => (await calls.get(who, GET_CART_PATH)).json().data as { slug: string }[]
  afterEach(() => vi.restoreAllMocks())

  it('makes one order per checkout group, clears those cart lines, and tells the chat each is placed', async () => {
    const { who, home } = customer()
    for (const item of [masala(), ghevar(), workshop(), { _id: ids['kesar'], quantity: 1 }])
      await calls.post(who, CART_ADD_PATH, { item })
    const pushes = {
      orders: vi.spyOn(ctx.app.realtime, 'pushOrderUpdated'),
      messages: vi.spyOn(ctx.app.realtime, 'pushToCustomer'),
      typing: vi.spyOn(ctx.app.realtime, 'pushTyping'),
      cart: vi.spyOn(ctx.app.realtime, 'pushCartUpdated'),
    }
    const before = await stockOf(ctx.app, ids['garam-masala']!, 'var-garam-masala-100g')
    const created = await calls.created(who, [masala(), ghevar(), workshop()], {
      address: home,
      source: 'cart',
      key: 'three-groups',
    })
    const [shipping, pickup, service] = created.orders
    expect(created.orders.map((order) => [order.kind, order.title, order.status, order.paymentStatus])).toEqual([
      ['shipping', 'Jaipuri Garam Masala', 'Active', 'Pending'],
      ['pickup', 'Jaipuri Ghevar', 'Active', 'Pending'],
      ['service', 'Rajasthani Thali Cooking Workshop', 'Active', 'Pending'],
    ])
    expect(created.orderId).toBe(shipping!._id)
    expect(new Set(created.orders.map((order) => order.orderId)).size).toBe(3)
    for (const order of created.orders) expect(order.orderId).toMatch(/^KK-\d{4,}$/)
    expect(shipping).toMatchObject({
      subtotal: 360,
      totalDiscount: 42,
      afterDiscount: 318,
      totalGst: 15.9,
      shippingCost: 100,
      finalAmount: 433.9,
    })
    expect(shipping!.items).toEqual([
      {
        itemId: ids['garam-masala'],
        type: 'catalog-product',
        name: 'Jaipuri Garam Masala',
        description: 'Jaipuri Garam Masala · 100 g',
        image: '/demo/items/garam-masala.svg',
        quantity: 2,
        quantityUnit: 'pcs',
        groupId: 'var-garam-masala-100g',
        basePrice: 180,
        salePrice: 159,
        gstPercentage: 5,
        gstAmount: 15.9,
        amount: 333.9,
        discount: 42,
      },
    ])
    expect(shipping!.shippingDetails).toEqual([
      {
        carrier: 'Standard delivery',
        shippingCost: 100,
        weight: 360,
        dimensions: { length: 7, width: 7, height: 20 },
        shipToAddress: home,
        dispatchPoint: { dispatchPointId: expect.any(String), name: 'Kesar Kitchen, Malviya Nagar' },
      },
    ])
    expect(pickup).toMatchObject({ shippingDetails: [], shippingCost: 0, finalAmount: 336 })
    expect(service).toMatchObject({
      finalAmount: 2950,
      items: [{ type: 'catalog-service', groupId: 'pkg-workshop-1-seat', gstPercentage: 18, quantityUnit: 'pcs' }],
    })
    for (const order of created.orders) {
      expect(order.paymentMilestones).toEqual([
        {
          id: expect.any(String),
          label: 'Full payment',
          amount: order.finalAmount,
          dueDate: nextDay(new Date(order.createdDate)),
          status: 'Pending',
        },
      ])
      expect(order.pipelineStages[0]!.status).toBe('Completed')
      expect(order.pipelineStages.slice(1).every((stage) => stage.status === 'Pending')).toBe(true)
    }
    // Stock taken; the ordered lines left the cart, the kesar stayed.
    expect(await stockOf(ctx.app, ids['garam-masala']!, 'var-garam-masala-100g')).toBe(before! - 2)
    expect((await cartOf(who)).map((line) => line.slug)).toEqual(['kesar'])
    // One message per order: stored, safe component HTML, with items and total, placed and waiting for its payment.
    expect(created.messages.map((message) => [message.type, message.sender])).toEqual([
      ['component', 'system'],
      ['component', 'system'],
      ['component', 'system'],
    ])
    expect(created.messages[0]!.message).toContain(`Order ${shipping!.orderId} placed, awaiting payment`)
    expect(created.messages[0]!.message).toContain('₹433.90')
    // The message writes the total exactly as the widget's order card and Pay button do.
    expect(created.messages[0]!.message).toContain(`<strong>${formatRupees(shipping!.finalAmount)}</strong>`)
    // Not 'confirmed', nor 'Active': the business has neither seen nor been paid for it yet.
    expect(created.messages[0]!.message).not.toMatch(/confirmed|Active/)
    for (const message of created.messages) expect(componentHtmlProblems(message.message)).toEqual([])
    const stored = await ctx.app.db
      .selectFrom('messages')
      .select('id')
      .where(
        'id',
        'in',
        created.messages.map((message) => message._id),
      )
      .execute()
    expect(stored).toHaveLength(3)
    // Live: order-updated at once; the confirmations 2 s, 3 s and 4 s later, with no 'Typing...' (nobody types them).
    // The checkout took lines out of the cart: the customer's other tabs read it again.
    expect(pushes.cart.mock.calls.map(([customerId]) => customerId)).toEqual([who.customerId])
    expect(pushes.orders.mock.calls.map(([customerId, event]) => [customerId, event.order._id])).toEqual(
      created.orders.map((order) => [who.customerId, order._id]),
    )
    expect(pushes.messages).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(pushes.messages).toHaveBeenCalledTimes(1), { timeout: 2600, interval: 50 })
    await vi.waitFor(() => expect(pushes.messages).toHaveBeenCalledTimes(3), { timeout: 2600, interval: 50 })
    expect(pushes.typing).not.toHaveBeenCalled()
    expect(pushes.messages.mock.calls.map(([, message]) => message._id)).toEqual(
      created.messages.map((message) => message._id),
    )
  })

  it('is idempotent: the same key (retry, double click, at once) makes the orders once, answers again', async () => {
    const { who, home } = customer()
    const before = await stockOf(ctx.app, ids['aam-ka-achaar']!, 'var-aam-ka-achaar-250g')
    const items = [{ _id: ids['aam-ka-achaar'], selectedVariant: 'var-aam-ka-achaar-250g', quantity: 3 }, ghevar()]
    const first = await calls.created(who, items, { address: home, key: 'checkout-1' })
    const retried = await calls.created(who, items, { address: home, key: 'checkout-1' })
    expect(retried).toEqual(first)
    const together = await Promise.all(
      [1, 2, 3].map(() => calls.create(who, items, { address: home, key: 'checkout-2' })),
    )
    const answers = together.map((response) => answerOf(CreateOrderResponse, response).data)
    expect(answers[1]).toEqual(answers[0])
    expect(answers[2]).toEqual(answers[0])
    expect(answers[0]!.orders.map((order) => order._id)).not.toEqual(first.orders.map((order) => order._id))
    expect(await ordersInDb(who)).toHaveLength(4)
    expect(await stockOf(ctx.app, ids['aam-ka-achaar']!, 'var-aam-ka-achaar-250g')).toBe(before! - 6)
  })

  it('refuses a key used for another order with 422, making nothing; its own order still answers', async () => {
    const { who, home } = customer()
    const items = [{ _id: ids['aam-ka-achaar'], selectedVariant: 'var-aam-ka-achaar-250g', quantity: 1 }]
    const first = await calls.created(who, items, { address: home, key: 'checkout-reused' })
    const stock = await stockOf(ctx.app, ids['aam-ka-achaar']!, 'var-aam-ka-achaar-250g')
    const other = [{ ...items[0], quantity: 2 }]
    const reused = await calls.create(who, other, { address: home, key: 'checkout-reused' })
    expect(failureOf(reused)).toEqual([
      422,
      'This Idempotency-Key was already used for another order. Send a new key for a new order.',
      'IDEMPOTENCY_KEY_REUSED',
    ])
    expect(failureOf(await calls.create(who, items, { address: null, key: 'checkout-reused' }))[0]).toBe(422)
    // The same order, its fields in another order, is a retry.
    const reordered = [{ quantity: 1, selectedVariant: 'var-aam-ka-achaar-250g', _id: ids['aam-ka-achaar'] }]
    expect(await calls.created(who, reordered, { address: home, key: 'checkout-reused' })).toEqual(first)
    expect(await ordersInDb(who)).toHaveLength(1)
    expect(await stockOf(ctx.app, ids['aam-ka-achaar']!, 'var-aam-ka-achaar-250g')).toBe(stock)
    // Sent at once under a new key: one order is made, the other is refused.
    const together = await Promise.all(
      [items, other].map((lines) => calls.create(who, lines, { address: home, key: 'checkout-race' })),
    )
    expect(together.map((response) => response.statusCode).sort()).toEqual([200, 422])
    expect(await ordersInDb(who)).toHaveLength(2)
  })

  it('is atomic: a failure midway leaves no order, the stock as it was, the cart intact and the key free', async () => {
    const { who, home } = customer()
    const items = [
      masala(),
      { _id: ids['mawa-kachori'], selectedVariant: 'var-mawa-kachori-4', quantity: 2 },
      workshop(),
    ]
    for (const item of items) await calls.post(who, CART_ADD_PATH, { item })
    const cart = await cartOf(who)
    const stock = async () => [
      await stockOf(ctx.app, ids['garam-masala']!, 'var-garam-masala-100g'),
      await stockOf(ctx.app, ids['mawa-kachori']!, 'var-mawa-kachori-4'),
    ]
    const before = await stock()
    const seats = await stockOf(ctx.app, ids['rajasthani-thali-workshop']!, 'pkg-workshop-1-seat')
    // One item out of stock: whatever units were taken before it come back.
    await setStock(ctx.app, ids['rajasthani-thali-workshop']!, 'pkg-workshop-1-seat', 0)
    expect(failureOf(await calls.create(who, items, { address: home, source: 'cart', key: 'midway' }))).toEqual([
      409,
      'Out of stock',
      'OUT_OF_STOCK',
    ])
    await setStock(ctx.app, ids['rajasthani-thali-workshop']!, 'pkg-workshop-1-seat', seats)
    // A failure after the first order is written: the pickup order cannot be stored.
    await sql`alter table orders add constraint no_kachori check (title <> 'Mawa Kachori')`.execute(ctx.app.db)
    try {
      expect((await calls.create(who, items, { address: home, source: 'cart', key: 'midway' })).statusCode).toBe(500)
    } finally {
      await sql`alter table orders drop constraint no_kachori`.execute(ctx.app.db)
    }
    expect(await ordersInDb(who)).toEqual([])
    expect(await stock()).toEqual(before)
    expect(await cartOf(who)).toEqual(cart)
    const messages = await ctx.app.db
      .selectFrom('messages')
      .select('type')
      .where('customerId', '=', who.customerId)
      .where('type', '=', 'component')
      .execute()
    expect(messages).toEqual([])
    // The key was not used up: the same checkout goes through now.
    expect((await calls.created(who, items, { address: home, source: 'cart', key: 'midway' })).orders).toHaveLength(3)
    expect(await cartOf(who)).toEqual([])
  })
})
