import { expect, it, vi } from 'vitest'
import { orderView } from '../../../contract/order-status.js'
import { OWNER_ORDER_ACTION_PATH, type Order } from '../../../contract/orders.js'
import { OWNER_CONFIRM_PAYMENT_PATH } from '../../../contract/payment.js'
import { OWNER_COMPLETE_PAID_PATH, OWNER_REFUND_PATH, OwnerOrderMoneyResponse } from '../../../contract/refunds.js'
import { json } from '../../db/schema.js'
import { DEMO_OWNER_ENV, describeWithApp } from '../../test/app.js'
import { type SignedIn } from '../auth/test-helpers.js'
import { answerOf, failureOf } from '../order/test-helpers.js'
import { paymentCalls, refundCalls } from './payment-test-helpers.js'
import { errorPaths } from '../../test/answers.js'

describeWithApp('refunds and completing through the sandbox and UPI', { env: DEMO_OWNER_ENV }, (ctx) => {
  const calls = paymentCalls(() => ctx.app, 30)
  const money = refundCalls(ctx)
  const paidOrder = async (who: SignedIn) => {
    const order = await calls.order(who)
    const init = await calls.started(who, order._id)
    const handler = (await calls.sandboxPay(init)).json()
    expect((await calls.verify(who, { ...handler, paymentAttemptId: init.paymentAttemptId })).statusCode).toBe(200)
    return order
  }

  it('cancels a paid order with its refund through the sandbox: Refunded ₹X, no progress, nothing due', async () => {
    const who = await calls.customer()
    const order = await paidOrder(who)
    // A plain cancel of a paid order names the way that works.
    expect(failureOf(await money.owner(OWNER_ORDER_ACTION_PATH, { orderId: order.orderId, action: 'cancel' }))).toEqual(
      [409, expect.stringContaining('Cancel and refund'), 'NOT_ALLOWED'],
    )
    const refunded = await money.refund({ orderId: order.orderId, action: 'cancel', method: 'gateway' })
    expect(refunded.status).toBe('Cancelled')
    expect(refunded.refund).toEqual({
      amount: order.finalAmount,
      method: 'gateway',
      status: 'processed',
      reference: null,
    })
    expect(orderView(refunded)).toEqual({
      status: 'Cancelled',
      progress: null,
      payment: 'refunded',
      due: null,
      refunded: order.finalAmount,
    })
    expect(await money.attempts(order)).toEqual([
      expect.objectContaining({
        gateway: 'sandbox',
        status: 'refunded',
        refundStatus: 'processed',
        refundMethod: 'gateway',
      }),
    ])
    const sandbox = await ctx.app.db
      .selectFrom('sandboxPayments')
      .select('status')
      .where('status', '=', 'refunded')
      .execute()
    expect(sandbox.length).toBeGreaterThan(0)
    const messages = await money.messages(who)
    expect(messages.at(-2)).toContain(`Your order ${order.orderId} has been cancelled`)
    expect(messages.at(-1)).toMatch(new RegExp(`^Refunded ₹[\\d,.]+ for your order ${order.orderId}\\.$`))
    // Nothing is left to refund, and a cancelled order is not cancelled twice.
    expect(
      failureOf(
        await money.owner(OWNER_REFUND_PATH, { orderId: order.orderId, action: 'cancel', method: 'gateway' }),
      )[0],
    ).toBe(409)
  })

  it('cancelling a partly paid order refunds what was paid, not the rest', async () => {
    const who = await calls.customer()
    const order = await calls.order(who)
    // Two milestones: an advance of ₹100 and the balance.
    const row = await ctx.app.db
      .selectFrom('orders')
      .select('details')
      .where('id', '=', order._id)
      .executeTakeFirstOrThrow()
    const details = row.details as { paymentMilestones: { amount: number }[] }
    const [whole] = details.paymentMilestones as { id: string; amount: number; label: string }[]
    const paymentMilestones = [
      { ...whole!, id: 'm-advance', label: 'Advance', amount: 10_000 },
      { ...whole!, id: 'm-balance', label: 'Balance', amount: whole!.amount - 10_000 },
    ]
    await ctx.app.db
      .updateTable('orders')
      .set({ details: json({ ...details, paymentMilestones }) })
      .where('id', '=', order._id)
      .execute()
    const init = await calls.started(who, order._id)
    expect(init.amount).toBe(10_000)
    const handler = (await calls.sandboxPay(init)).json()
    expect((await calls.verify(who, { ...handler, paymentAttemptId: init.paymentAttemptId })).statusCode).toBe(200)

    const refunded = await money.refund({ orderId: order.orderId, action: 'cancel', method: 'gateway' })
    expect(refunded.refund).toMatchObject({ amount: 100, status: 'processed' })
    expect(orderView(refunded)).toMatchObject({ payment: 'refunded', refunded: 100, due: null, progress: null })
    expect((await money.messages(who)).at(-1)).toBe(`Refunded ₹100.00 for your order ${order.orderId}.`)
  })

  it('records a UPI refund with its reference, validated, for a payment the owner confirmed', async () => {
    const who = await calls.customer()
    const order = await calls.order(who)
    const milestoneId = order.paymentMilestones[0]!.id
    expect((await money.owner(OWNER_CONFIRM_PAYMENT_PATH, { orderId: order.orderId, milestoneId })).statusCode).toBe(
      200,
    )
    // The gateway cannot refund money it never took.
    expect(
      failureOf(await money.owner(OWNER_REFUND_PATH, { orderId: order.orderId, action: 'cancel', method: 'gateway' })),
    ).toEqual([409, expect.stringContaining('refund it by UPI'), 'REFUND_NOT_ONLINE'])
    const missing = await money.owner(OWNER_REFUND_PATH, { orderId: order.orderId, action: 'cancel', method: 'upi' })
    expect(missing.statusCode).toBe(400)
    expect(errorPaths(missing)).toEqual(['body.reference'])
    const bad = await money.owner(OWNER_REFUND_PATH, {
      orderId: order.orderId,
      action: 'cancel',
      method: 'upi',
      reference: 'no!',
    })
    expect(bad.statusCode).toBe(400)
    expect((await money.attempts(order))[0]!.status).toBe('paid')

    const refunded = await money.refund({
      orderId: order.orderId,
      action: 'cancel',
      method: 'upi',
      reference: '412345678901',
    })
    expect(refunded.status).toBe('Cancelled')
    expect(refunded.refund).toEqual({
      amount: order.finalAmount,
      method: 'upi',
      status: 'processed',
      reference: '412345678901',
    })
    expect(await money.attempts(order)).toEqual([
      expect.objectContaining({
        status: 'refunded',
        refundStatus: 'processed',
        refundMethod: 'upi',
        refundReference: '412345678901',
      }),
    ])
    expect((await money.messages(who)).at(-1)).toContain('by UPI (reference 412345678901)')
  })

  it('money that reached a cancelled order is owed back, and Settle refund sends it back', async () => {
    const who = await calls.customer()
    const order = await calls.order(who)
    const init = await calls.started(who, order._id)
    expect((await money.owner(OWNER_ORDER_ACTION_PATH, { orderId: order.orderId, action: 'cancel' })).statusCode).toBe(
      200,
    )
    const handler = (await calls.sandboxPay(init)).json()
    const pushed = vi.spyOn(ctx.app.realtime, 'pushOrderUpdated')
    const late = (await calls.verify(who, { ...handler, paymentAttemptId: init.paymentAttemptId })).json().data as Order
    expect(late.refundDue).toBe(order.finalAmount)
    // The widget and the inbox hear of the money owed back live.
    await vi.waitFor(() =>
      expect(pushed).toHaveBeenCalledWith(who.customerId, { clientId: expect.any(String), order: late }),
    )
    pushed.mockRestore()
    expect(orderView(late)).toMatchObject({
      progress: null,
      payment: 'refundDue',
      due: null,
      refunded: order.finalAmount,
    })
    // Settling is not cancelling: an order with nothing owed has nothing to settle.
    const settled = await money.refund({ orderId: order.orderId, action: 'settle', method: 'gateway' })
    expect(settled.refundDue).toBeUndefined()
    expect(settled.refund).toMatchObject({ amount: order.finalAmount, status: 'processed' })
    expect(orderView(settled).payment).toBe('refunded')
    expect(
      failureOf(await money.owner(OWNER_REFUND_PATH, { orderId: order.orderId, action: 'settle', method: 'gateway' })),
    ).toEqual([409, 'No refund is owed on this order.', 'NOTHING_TO_REFUND'])
  })

  it('completing an unpaid order is refused, unless the owner records how it was paid outside', async () => {
    const who = await calls.customer()
    const order = await calls.order(who)
    expect(
      failureOf(await money.owner(OWNER_ORDER_ACTION_PATH, { orderId: order.orderId, action: 'complete' })),
    ).toEqual([409, expect.stringContaining('not fully paid'), 'PAYMENT_PENDING'])
    const badReference = await money.owner(OWNER_COMPLETE_PAID_PATH, {
      orderId: order.orderId,
      method: 'upi',
      reference: 'no!',
    })
    expect(badReference.statusCode).toBe(400)
    expect(errorPaths(badReference)).toEqual(['body.reference'])
    const done = answerOf(
      OwnerOrderMoneyResponse,
      await money.owner(OWNER_COMPLETE_PAID_PATH, { orderId: order.orderId, method: 'cash' }),
    ).data
    expect(done).toMatchObject({ status: 'Completed', paymentStatus: 'Paid' })
    expect(done.paymentMilestones.every((milestone) => milestone.status === 'Paid')).toBe(true)
    expect(orderView(done)).toMatchObject({ status: 'Completed', progress: 100, payment: 'paid', due: null })
    expect(await money.attempts(order)).toEqual([expect.objectContaining({ gateway: 'cash', status: 'paid' })])
    expect((await money.messages(who)).at(-1)).toContain('by cash')
    // A paid order completes as before.
    const paid = await paidOrder(who)
    const completed = (await money.owner(OWNER_ORDER_ACTION_PATH, { orderId: paid.orderId, action: 'complete' })).json()
    expect(completed.data.status).toBe('Completed')
  })
})
