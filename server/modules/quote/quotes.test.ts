import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import { CreateOrderResponse } from '../../../contract/orders.js'
import {
  OWNER_QUOTES_PATH,
  QUOTE_ANSWER_PATH,
  QUOTE_PATH,
  QuoteAnswerResponse,
  QuoteResponse,
  QuotesResponse,
} from '../../../contract/quotes.js'
import { indianDate } from '../../../contract/service-slot.js'
import { DEMO_OWNER_ENV, DEMO_OWNER_KEY, describeWithApp } from '../../test/app.js'
import { signIn, type SignedIn } from '../auth/test-helpers.js'
import { ownerCalls } from '../inbox/test-helpers.js'
import { answerOf, demoItemIds, failureOf, jaipurAddress, orderCalls, stockOf } from '../order/test-helpers.js'

describeWithApp('quotes', { env: DEMO_OWNER_ENV }, (ctx) => {
  const owner = ownerCalls(() => ctx.app, DEMO_OWNER_KEY)
  const calls = orderCalls(() => ctx.app)
  let ids: Record<string, string>
  let alice: SignedIn
  let bob: SignedIn
  const today = () => indianDate(new Date())
  const tomorrow = () => indianDate(new Date(), 1)

  const send = async (who: SignedIn, lines: unknown[], extra: Record<string, unknown> = {}) =>
    answerOf(
      QuoteResponse,
      await owner.post(OWNER_QUOTES_PATH, { customerId: who.customerId, lines, validUntil: tomorrow(), ...extra }),
    ).data
  const answer = (who: SignedIn, quoteId: string, body: Record<string, unknown>) =>
    calls.post(who, QUOTE_ANSWER_PATH, { quoteId, ...body })
  const tins = (quantity = 4, unitPrice = 5800) => ({
    itemId: ids['wholesale-masala-tins'],
    name: 'Wholesale Masala Tins (5 kg)',
    quantity,
    unitPrice,
  })

  beforeAll(async () => {
    ids = await demoItemIds(ctx.app)
    alice = await signIn(ctx.app, 1)
    bob = await signIn(ctx.app, 2)
  })
  afterEach(() => vi.restoreAllMocks())

  it('sends a quote to the customer as a chat message naming it, and lists it for the owner', async () => {
    const pushed = vi.spyOn(ctx.app.realtime, 'pushQuoteUpdated')
    const quote = await send(alice, [tins()], { note: 'Delivered in 3 days' })
    expect(quote).toMatchObject({
      status: 'open',
      total: 23200,
      needsAddress: true,
      isService: false,
      note: 'Delivered in 3 days',
      lines: [{ name: 'Wholesale Masala Tins (5 kg)', quantity: 4, unitPrice: 5800, amount: 23200, kind: 'shipping' }],
    })
    expect(quote.quoteNumber).toMatch(/^Q-\d+$/)
    const message = await ctx.app.db
      .selectFrom('messages')
      .selectAll()
      .where('customerId', '=', alice.customerId)
      .where('type', '=', 'component')
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow()
    expect(message.message).toContain(`data-quote-id="${quote._id}"`)
    expect(message.message).toContain('₹23,200.00')
    const listed = answerOf(QuotesResponse, await owner.get(OWNER_QUOTES_PATH, { customerId: alice.customerId }))
    expect(listed.data.map((entry) => entry._id)).toContain(quote._id)
    await vi.waitFor(() => expect(pushed).toHaveBeenCalledWith(alice.customerId, expect.anything()))
  })

  it('refuses a bad quote with the field path', async () => {
    const bad = await owner.post(OWNER_QUOTES_PATH, {
      customerId: alice.customerId,
      lines: [{ name: '', quantity: 0, unitPrice: -1 }],
      validUntil: '2026-02-30',
    })
    expect(bad.statusCode).toBe(400)
    const paths = (bad.json().errors as { path: string }[]).map((error) => error.path)
    expect(paths).toEqual(
      expect.arrayContaining([
        'body.lines.0.name',
        'body.lines.0.quantity',
        'body.lines.0.unitPrice',
        'body.validUntil',
      ]),
    )
    const past = await owner.post(OWNER_QUOTES_PATH, {
      customerId: alice.customerId,
      lines: [{ name: 'Catering', quantity: 1, unitPrice: 100 }],
      validUntil: '2020-01-01',
    })
    expect(past.statusCode).toBe(400)
    expect(past.json().errors[0].path).toBe('body.validUntil')
  })

  it('accepting makes the order at the quote’s prices, once; a second accept is refused clearly', async () => {
    const [home] = await calls.addAddress(alice, jaipurAddress())
    const quote = await send(alice, [tins(2, 4999.5)])
    const withoutAddress = await answer(alice, quote._id, { answer: 'accept' })
    expect(failureOf(withoutAddress)).toEqual([400, 'Delivery Address Required', 'ADDRESS_REQUIRED'])
    const before = await stockOf(ctx.app, ids['wholesale-masala-tins']!, 'var-wholesale-tin-garam-masala')
    const accepted = answerOf(
      QuoteAnswerResponse,
      await answer(alice, quote._id, { answer: 'accept', deliveryAddress: { _id: home!._id } }),
    ).data
    const [order] = accepted.orders
    // The catalogue asks ₹6,200 for a tin; the quote's ₹4,999.50 is what the order charges (plus the delivery charge).
    expect(order!.items.map((item) => [item.name, item.quantity, item.salePrice, item.amount])).toEqual([
      ['Wholesale Masala Tins (5 kg)', 2, 4999.5, 9999],
    ])
    expect(order!.finalAmount).toBe(9999 + order!.shippingCost)
    expect(accepted.quote).toMatchObject({ status: 'accepted', orderIds: [order!.orderId] })
    expect(accepted.messages[0]!.message).toContain(`data-order-id="${order!.orderId}"`)
    expect(await stockOf(ctx.app, ids['wholesale-masala-tins']!, 'var-wholesale-tin-garam-masala')).toBe(before! - 2)
    const again = await answer(alice, quote._id, { answer: 'accept', deliveryAddress: { _id: home!._id } })
    expect(failureOf(again)).toEqual([
      409,
      `This quote was already accepted (order ${order!.orderId}).`,
      'QUOTE_ACCEPTED',
    ])
    const orders = await calls.orders(alice)
    expect(orders.orders.filter((listed) => listed.orderId === order!.orderId)).toHaveLength(1)
  })

  it('links a line named as an enquiry names it to its item and option; other names are services', async () => {
    const [home] = await calls.addAddress(alice, jaipurAddress())
    const quote = await send(alice, [
      { name: 'Wholesale Masala Tins (5 kg) (Kashmiri mirch, 5 kg)', quantity: 1, unitPrice: 5000 },
      { name: 'Tin labelling with your logo', quantity: 1, unitPrice: 300 },
    ])
    expect(quote.lines.map((line) => [line.itemId, line.kind])).toEqual([
      [ids['wholesale-masala-tins'], 'shipping'],
      [null, 'service'],
    ])
    expect(quote).toMatchObject({ needsAddress: true, isService: true })
    const before = await stockOf(ctx.app, ids['wholesale-masala-tins']!, 'var-wholesale-tin-kashmiri-mirch')
    const accepted = answerOf(
      QuoteAnswerResponse,
      await answer(alice, quote._id, {
        answer: 'accept',
        deliveryAddress: { _id: home!._id },
        serviceSlot: { date: tomorrow(), slot: 'morning' },
      }),
    ).data
    // One order per group, as a checkout makes them: the tin ships, the labelling is a service.
    expect(accepted.orders.map((order) => [order.kind, order.items[0]!.groupId, order.serviceSlot])).toEqual([
      ['shipping', 'var-wholesale-tin-kashmiri-mirch', undefined],
      ['service', null, { date: tomorrow(), slot: 'morning' }],
    ])
    expect(await stockOf(ctx.app, ids['wholesale-masala-tins']!, 'var-wholesale-tin-kashmiri-mirch')).toBe(before! - 1)
    const unknown = await owner.post(OWNER_QUOTES_PATH, {
      customerId: alice.customerId,
      lines: [{ itemId: 'no-such-item', name: 'Something', quantity: 1, unitPrice: 1 }],
      validUntil: tomorrow(),
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().errors[0].path).toBe('body.lines.0.itemId')
  })

  it('two accepts at once make the order once', async () => {
    const quote = await send(bob, [{ name: 'Tasting menu for 20', quantity: 1, unitPrice: 9000 }])
    const slot = { date: tomorrow(), slot: 'morning' }
    const answers = await Promise.all([
      answer(bob, quote._id, { answer: 'accept', serviceSlot: slot }),
      answer(bob, quote._id, { answer: 'accept', serviceSlot: slot }),
    ])
    expect(answers.map((reply) => reply.statusCode).sort()).toEqual([200, 409])
    const made = await ctx.app.db.selectFrom('orders').select('id').where('customerId', '=', bob.customerId).execute()
    expect(made).toHaveLength(1)
  })

  it('refuses an expired quote, and shows it expired', async () => {
    const quote = await send(alice, [{ name: 'Tasting menu for 20', quantity: 1, unitPrice: 9000 }])
    await ctx.app.db
      .updateTable('quotes')
      .set({ validUntil: indianDate(new Date(), -1) })
      .where('id', '=', quote._id)
      .execute()
    const refused = await answer(alice, quote._id, {
      answer: 'accept',
      serviceSlot: { date: tomorrow(), slot: 'evening' },
    })
    expect(failureOf(refused)[0]).toBe(409)
    expect(failureOf(refused)[2]).toBe('QUOTE_EXPIRED')
    expect(failureOf(refused)[1]).toMatch(/^This quote expired on /)
    const read = answerOf(QuoteResponse, await calls.get(alice, QUOTE_PATH, { quoteId: quote._id })).data
    expect(read.status).toBe('expired')
  })

  it('declining records it and tells the owner; the quote cannot be accepted after', async () => {
    const toOwners = vi.spyOn(ctx.app.realtime, 'pushToOwners')
    const quote = await send(alice, [{ name: 'Tasting menu for 20', quantity: 1, unitPrice: 9000 }])
    const declined = answerOf(QuoteAnswerResponse, await answer(alice, quote._id, { answer: 'decline' })).data
    expect(declined).toMatchObject({ quote: { status: 'declined' }, orders: [] })
    await vi.waitFor(() =>
      expect(toOwners).toHaveBeenCalledWith(
        expect.any(String),
        'owner-quote',
        expect.objectContaining({ quote: expect.objectContaining({ _id: quote._id, status: 'declined' }) }),
      ),
    )
    const later = await answer(alice, quote._id, {
      answer: 'accept',
      serviceSlot: { date: tomorrow(), slot: 'morning' },
    })
    expect(failureOf(later)).toEqual([409, 'This quote was declined.', 'QUOTE_DECLINED'])
  })

  it('another customer’s quote is not found', async () => {
    const quote = await send(alice, [{ name: 'Tasting menu for 20', quantity: 1, unitPrice: 9000 }])
    expect((await calls.get(bob, QUOTE_PATH, { quoteId: quote._id })).statusCode).toBe(404)
    expect(failureOf(await answer(bob, quote._id, { answer: 'decline' }))[0]).toBe(404)
    // Naming alice while signed in as bob is refused before anything is looked up.
    const claimed = await ctx.app.inject({
      method: 'POST',
      url: QUOTE_ANSWER_PATH,
      headers: { authorization: bob.authorization, host: 'demo.localhost' },
      payload: { customerId: alice.customerId, quoteId: quote._id, answer: 'decline' },
    })
    expect(claimed.statusCode).toBe(403)
  })

  it('a service quote asks for a preferred slot, checks it, and keeps it on the order', async () => {
    const quote = await send(alice, [{ name: 'Private thali workshop', quantity: 1, unitPrice: 12000 }])
    expect(quote).toMatchObject({ isService: true, needsAddress: false })
    const none = await answer(alice, quote._id, { answer: 'accept' })
    expect(none.statusCode).toBe(400)
    expect(none.json().errors[0].path).toBe('body.serviceSlot')
    const past = await answer(alice, quote._id, {
      answer: 'accept',
      serviceSlot: { date: '2020-01-01', slot: 'morning' },
    })
    expect(failureOf(past)[0]).toBe(400)
    expect(past.json().errors[0]).toEqual({
      path: 'body.serviceSlot.date',
      message: 'Please pick today or a later day.',
    })
    const badSlot = await answer(alice, quote._id, { answer: 'accept', serviceSlot: { date: today(), slot: 'night' } })
    expect(badSlot.json().errors[0].path).toBe('body.serviceSlot.slot')
    const slot = { date: tomorrow(), slot: 'afternoon' }
    const accepted = answerOf(
      QuoteAnswerResponse,
      await answer(alice, quote._id, { answer: 'accept', serviceSlot: slot }),
    )
    const [order] = accepted.data.orders
    expect(order).toMatchObject({ kind: 'service', serviceSlot: slot, finalAmount: 12000 })
    expect(accepted.data.messages[0]!.message).toContain('Afternoon (12–4 pm)')
  })

  it('a checkout with a service keeps the preferred slot and refuses a past one', async () => {
    const workshop = { _id: ids['rajasthani-thali-workshop'], selectedPackage: 'pkg-workshop-1-seat', quantity: 1 }
    const body = (serviceSlot: unknown) => ({
      orderData: { source: 'direct_buy', items: [workshop], deliveryAddress: null, serviceSlot },
    })
    const past = await calls.post(
      bob,
      '/business_website/chat_widget/create_catalogue_order_from_chat_widget',
      body({ date: '2020-01-01', slot: 'morning' }),
    )
    expect(past.statusCode).toBe(400)
    expect(past.json().errors[0].path).toBe('body.orderData.serviceSlot.date')
    const slot = { date: tomorrow(), slot: 'evening' }
    const made = answerOf(
      CreateOrderResponse,
      await calls.post(bob, '/business_website/chat_widget/create_catalogue_order_from_chat_widget', body(slot)),
    ).data
    expect(made.orders[0]).toMatchObject({ kind: 'service', serviceSlot: slot })
    expect(made.messages[0]!.message).toContain('Evening (4–8 pm)')
    const owners = answerOf(
      (await import('../../../contract/orders.js')).OwnerOrdersResponse,
      await owner.get('/business_website/owner/orders', { customerId: bob.customerId }),
    )
    expect(owners.orders[0]).toMatchObject({ serviceSlot: slot })
  })
})
