import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import type { DeliveryAddress } from '../../../contract/address.js'
import {
  CANCEL_ORDER_PATH,
  CancelOrderResponse,
  OWNER_ORDERS_PATH,
  OWNER_ORDER_ACTION_PATH,
  OwnerOrderActionResponse,
  OwnerOrdersResponse,
  type Order,
} from '../../../contract/orders.js'
import { json } from '../../db/schema.js'
import { DEMO_OWNER_ENV, DEMO_OWNER_KEY, describeWithApp } from '../../test/app.js'
import { signIn, type SignedIn } from '../auth/test-helpers.js'
import { answerOf, demoItemIds, failureOf, jaipurAddress, orderCalls, stockOf } from './test-helpers.js'

describeWithApp('cancelling and moving orders', { env: DEMO_OWNER_ENV }, (ctx) => {
  const calls = orderCalls(() => ctx.app)
  let ids: Record<string, string>
  let alice: SignedIn
  let bob: SignedIn
  let home: DeliveryAddress
  let bobsHome: DeliveryAddress
  const chai = () => ({ _id: ids['chai-masala'], selectedVariant: 'var-chai-masala-50g', quantity: 3 })
  const order = async (who = alice): Promise<Order> =>
    (await calls.created(who, [chai()], { address: who === alice ? home : bobsHome })).orders[0]!
  const cancel = (orderId: string, who = alice) => calls.post(who, CANCEL_ORDER_PATH, { mode: 'cancel', orderId })
  const owner = (action: string, orderId: string, key = `Bearer ${DEMO_OWNER_KEY}`) =>
    ctx.app.inject({
      method: 'POST',
      url: OWNER_ORDER_ACTION_PATH,
      headers: { authorization: key },
      payload: { orderId, action },
    })
  const markPaid = async (id: string) => {
    const row = await ctx.app.db.selectFrom('orders').select('details').where('id', '=', id).executeTakeFirstOrThrow()
    const details = row.details as { paymentMilestones: { status: string }[] }
    const paymentMilestones = details.paymentMilestones.map((milestone) => ({ ...milestone, status: 'Paid' }))
    await ctx.app.db
      .updateTable('orders')
      .set({ details: json({ ...details, paymentMilestones }), paymentStatus: 'Paid' })
      .where('id', '=', id)
      .execute()
  }
  const lastMessage = async (who: SignedIn) =>
    await ctx.app.db
      .selectFrom('messages')
      .select(['message', 'sender'])
      .where('customerId', '=', who.customerId)
      .orderBy('createdAt', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow()

  beforeAll(async () => {
    ids = await demoItemIds(ctx.app)
    alice = await signIn(ctx.app, 1)
    bob = await signIn(ctx.app, 2)
    ;[home] = await calls.addAddress(alice, jaipurAddress())
    ;[bobsHome] = await calls.addAddress(bob, jaipurAddress())
  })
  afterEach(() => vi.restoreAllMocks())

  it('cancels a fresh order: stock returns, a system message follows, the widget hears it live', async () => {
    const before = await stockOf(ctx.app, ids['chai-masala']!, 'var-chai-masala-50g')
    const placed = await order()
    expect(await stockOf(ctx.app, ids['chai-masala']!, 'var-chai-masala-50g')).toBe(before! - 3)
    const pushed = vi.spyOn(ctx.app.realtime, 'pushOrderUpdated')
    const answer = answerOf(CancelOrderResponse, await cancel(placed._id))
    expect(answer.data).toEqual([{ ...placed, status: 'Cancelled' }])
    expect(await stockOf(ctx.app, ids['chai-masala']!, 'var-chai-masala-50g')).toBe(before)
    expect(await lastMessage(alice)).toEqual({
      sender: 'system',
      message: `Your order ${placed.orderId} has been cancelled.`,
    })
    expect(pushed).toHaveBeenCalledWith(alice.customerId, { clientId: expect.any(String), order: answer.data[0] })
    expect(failureOf(await cancel(placed._id))).toEqual([409, 'This order is already cancelled.', 'CANNOT_CANCEL'])
  })

  it('refuses past the first stage or once something is paid, and for orders not the customer’s', async () => {
    const advanced = await order()
    answerOf(OwnerOrderActionResponse, await owner('advance', advanced._id))
    expect(failureOf(await cancel(advanced._id))).toEqual([
      409,
      'This order is already being prepared, so it can no longer be cancelled here. Please message us to cancel it.',
      'CANNOT_CANCEL',
    ])
    const paid = await order()
    const row = await ctx.app.db
      .selectFrom('orders')
      .select('details')
      .where('id', '=', paid._id)
      .executeTakeFirstOrThrow()
    const details = row.details as { paymentMilestones: { status: string }[] }
    await ctx.app.db
      .updateTable('orders')
      .set({
        details: json({
          ...details,
          paymentMilestones: details.paymentMilestones.map((milestone) => ({ ...milestone, status: 'Paid' })),
        }),
      })
      .where('id', '=', paid._id)
      .execute()
    expect(failureOf(await cancel(paid._id))[1]).toBe(
      'This order has a payment, so it can no longer be cancelled here. Please message us to cancel it.',
    )
    expect(failureOf(await owner('cancel', paid._id))).toEqual([
      409,
      'This order has a payment: cancel it with a refund of what was paid (Cancel and refund).',
      'NOT_ALLOWED',
    ])
    const bobs = await order(bob)
    expect(failureOf(await cancel(bobs._id))).toEqual([404, 'Order not found', 'NOT_FOUND'])
    const forged = await calls.post(alice, CANCEL_ORDER_PATH, {
      mode: 'cancel',
      orderId: bobs._id,
      customerId: bob.customerId,
    })
    expect([forged.statusCode, forged.json().code]).toEqual([403, 'FORBIDDEN'])
    expect((await calls.orders(bob)).orders[0]!.status).toBe('Active')
  })

  it('lets the owner advance, complete and cancel through the state machine, each reaching the customer', async () => {
    const placed = await order()
    const pushed = vi.spyOn(ctx.app.realtime, 'pushOrderUpdated')
    const advanced = answerOf(OwnerOrderActionResponse, await owner('advance', placed.orderId)).data
    expect(advanced.pipelineStages.map((stage) => stage.status)).toEqual([
      'Completed',
      'Completed',
      'Pending',
      'Pending',
      'Pending',
    ])
    expect(advanced.status).toBe('Active')
    expect(await lastMessage(alice)).toEqual({
      sender: 'system',
      message: `Update on your order ${placed.orderId}: Confirmed.`,
    })
    expect(pushed).toHaveBeenLastCalledWith(alice.customerId, { clientId: expect.any(String), order: advanced })
    for (let stage = 3; stage <= 5; stage++) answerOf(OwnerOrderActionResponse, await owner('advance', placed._id))
    expect(failureOf(await owner('advance', placed._id))).toEqual([
      409,
      'Every stage of this order is done: complete it instead.',
      'NOT_ALLOWED',
    ])
    // Completed means paid: an unpaid order is not completed by this call (the owner records a payment outside).
    expect(failureOf(await owner('complete', placed._id))).toEqual([
      409,
      'This order is not fully paid. Say how the rest was paid (cash or UPI) to complete it, ' +
        'or take the payment first.',
      'PAYMENT_PENDING',
    ])
    await markPaid(placed._id)
    const completed = answerOf(OwnerOrderActionResponse, await owner('complete', placed._id)).data
    expect(completed.status).toBe('Completed')
    expect(await lastMessage(alice)).toEqual({
      sender: 'system',
      message: `Your order ${placed.orderId} is complete. Thank you!`,
    })
    expect(failureOf(await owner('cancel', placed._id))).toEqual([
      409,
      'This order cannot be cancelled: it is Completed.',
      'NOT_ALLOWED',
    ])
    expect(failureOf(await owner('advance', placed._id))[1]).toBe(
      'This order cannot move to its next stage: it is Completed.',
    )

    const before = await stockOf(ctx.app, ids['chai-masala']!, 'var-chai-masala-50g')
    const another = await order()
    answerOf(OwnerOrderActionResponse, await owner('advance', another._id))
    const cancelled = answerOf(OwnerOrderActionResponse, await owner('cancel', another._id)).data
    expect(cancelled.status).toBe('Cancelled')
    expect(await stockOf(ctx.app, ids['chai-masala']!, 'var-chai-masala-50g')).toBe(before)
    expect(await lastMessage(alice)).toEqual({
      sender: 'system',
      message: `Your order ${another.orderId} has been cancelled by Kesar Kitchen.`,
    })
    expect(failureOf(await owner('complete', 'no-such-order'))).toEqual([404, 'Order not found', 'NOT_FOUND'])
  })

  it('lists the site’s orders for the owner, with whose they are, filtered like History', async () => {
    const list = async (query: Record<string, string> = {}) =>
      answerOf(
        OwnerOrdersResponse,
        await ctx.app.inject({ url: OWNER_ORDERS_PATH, query, headers: { authorization: `Bearer ${DEMO_OWNER_KEY}` } }),
      )
    const all = await list()
    const customers = new Set(all.orders.map((entry) => entry.customerId))
    expect(customers).toEqual(new Set([alice.customerId, bob.customerId]))
    expect(all.orders.find((entry) => entry.customerId === bob.customerId)!.customerPhone).toBe('+919000000002')
    const bobs = await list({ customerId: bob.customerId })
    expect([bobs.total, bobs.size]).toEqual([1, 1])
    expect((await list({ statusFilter: 'Completed' })).orders.every((entry) => entry.status === 'Completed')).toBe(true)
    const found = await list({ search: all.orders[0]!.orderId })
    expect(found.orders.map((entry) => entry.orderId)).toEqual([all.orders[0]!.orderId])
  })

  it('refuses owner calls without the owner key: a customer token is not one', async () => {
    const placed = await order()
    for (const authorization of [alice.authorization, undefined]) {
      const listed = await ctx.app.inject({ url: OWNER_ORDERS_PATH, headers: authorization ? { authorization } : {} })
      expect(listed.statusCode).toBe(401)
      expect((await owner('cancel', placed._id, authorization ?? '')).statusCode).toBe(401)
    }
    expect((await calls.orders(alice)).orders.find((entry) => entry._id === placed._id)!.status).toBe('Active')
  })
})
