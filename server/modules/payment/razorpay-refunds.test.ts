import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderView } from '../../../contract/order-status.js'
import type { Order } from '../../../contract/orders.js'
import { InitPaymentResponse, PAYMENT_WEBHOOK_PATH } from '../../../contract/payment.js'
import { OWNER_REFUND_PATH } from '../../../contract/refunds.js'
import { sql } from 'kysely'
import { hmacHex, paymentSignature } from '../../providers/payment/signature.js'
import { DEMO_OWNER_KEY, useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { startFakeRazorpay } from '../../test/fake-razorpay.js'
import { TEST_NUMBERS_ENV, type SignedIn } from '../auth/test-helpers.js'
import { answerOf, failureOf } from '../order/test-helpers.js'
import { paymentCalls, refundCalls } from './payment-test-helpers.js'

const KEY = { keyId: 'rzp_test_fakeRefunds', keySecret: 'fake-key-secret', webhookSecret: 'fake-webhook-secret' }
// The real Razorpay SDK and gateway code, against a local HTTP fake of Razorpay's API.
const fake = await startFakeRazorpay(KEY)
afterAll(() => fake.close())

describe.each(testDatabases)('refunds through Razorpay (a local fake of its API) on $name', (kind) => {
  const ctx = useTestApp(kind, {
    env: {
      ...TEST_NUMBERS_ENV,
      OWNER_KEYS: `demo:${DEMO_OWNER_KEY}`,
      RAZORPAY_CREDENTIALS: `demo:${KEY.keyId}:${KEY.keySecret}:${KEY.webhookSecret}`,
      RAZORPAY_API_URL: fake.url,
    },
  })
  const calls = paymentCalls(() => ctx.app, 30)
  const money = refundCalls(ctx)
  let payments = 0
  beforeAll(async () => {
    await sql`update sites set widget_settings = jsonb_set(widget_settings, '{payment,selectedGatewayId}', '"razorpay"')
      where subdomain = 'demo'`.execute(ctx.app.db)
  })
  /** Pays an order on Razorpay: the checkout's handler answer, signed as Razorpay signs it. */
  const paidOrder = async (who: SignedIn): Promise<{ order: Order; paymentId: string }> => {
    const order = await calls.order(who)
    const init = answerOf(InitPaymentResponse, await calls.init(who, order._id, 'razorpay')).data
    expect(init.order_id).toMatch(/^order_fake/)
    const paymentId = `pay_fake${++payments}`
    const verified = await calls.verify(who, {
      razorpay_order_id: init.order_id,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(KEY.keySecret, init.order_id, paymentId),
      paymentAttemptId: init.paymentAttemptId,
    })
    expect(verified.statusCode, verified.body).toBe(200)
    return { order, paymentId }
  }
  const webhook = (
    eventId: string,
    event: string,
    refund: { id: string; payment_id: string; amount: number; notes?: object },
  ) => {
    const raw = JSON.stringify({ event, payload: { refund: { entity: { ...refund, entity: 'refund' } } } })
    return ctx.app.inject({
      method: 'POST',
      url: PAYMENT_WEBHOOK_PATH.replace(':subdomain', 'demo'),
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacHex(KEY.webhookSecret, raw),
        'x-razorpay-event-id': eventId,
      },
      payload: raw,
    })
  }
  const refundedCount = async (who: SignedIn) =>
    (await money.messages(who)).filter((text) => text.startsWith('Refunded')).length

  it("calls Razorpay's refund API with the payment and amount; a processed answer refunds at once", async () => {
    fake.state.refundAnswer = 'processed'
    const who = await calls.customer()
    const { order, paymentId } = await paidOrder(who)
    const refunded = await money.refund({ orderId: order.orderId, action: 'cancel', method: 'gateway' })
    const call = fake.calls.find((entry) => entry.path === `/v1/payments/${paymentId}/refund`)
    expect(call).toMatchObject({ method: 'POST', body: { amount: Math.round(order.finalAmount * 100) } })
    expect(refunded).toMatchObject({ status: 'Cancelled', refund: { status: 'processed', method: 'gateway' } })
    expect(orderView(refunded)).toMatchObject({ progress: null, payment: 'refunded', due: null })
    expect(await refundedCount(who)).toBe(1)
  })

  it('a pending refund is processed by its webhook, once, however often it is delivered', async () => {
    fake.state.refundAnswer = 'pending'
    const who = await calls.customer()
    const { order, paymentId } = await paidOrder(who)
    const pending = await money.refund({ orderId: order.orderId, action: 'cancel', method: 'gateway' })
    expect(pending.refund).toMatchObject({ status: 'pending' })
    expect(orderView(pending)).toMatchObject({ payment: 'refundPending', progress: null, due: null })
    expect((await money.messages(who)).at(-1)).toContain('has started')
    const [attempt] = await ctx.app.db
      .selectFrom('payments')
      .select('gatewayRefundId')
      .where('orderId', '=', order._id)
      .execute()
    const refund = { id: attempt!.gatewayRefundId!, payment_id: paymentId, amount: Math.round(order.finalAmount * 100) }
    expect(refund.id).toMatch(/^rfnd_fake/)

    expect((await webhook('evt_refund_1', 'refund.processed', refund)).statusCode).toBe(200)
    expect((await webhook('evt_refund_1', 'refund.processed', refund)).statusCode).toBe(200)
    expect((await webhook('evt_refund_2', 'refund.processed', refund)).statusCode).toBe(200)
    // A late failure of a processed refund changes nothing either.
    expect((await webhook('evt_refund_3', 'refund.failed', refund)).statusCode).toBe(200)
    const after = (await calls.orders(who)).orders.find((entry) => entry._id === order._id)!
    expect(after.refund).toMatchObject({ status: 'processed', amount: order.finalAmount })
    expect(after.refundDue).toBeUndefined()
    expect(await refundedCount(who)).toBe(1)
  })

  it('a refund Razorpay refuses is owed again, and the owner settles it by UPI', async () => {
    fake.state.refundAnswer = 'refuse'
    const who = await calls.customer()
    const { order } = await paidOrder(who)
    const failed = await money.refund({ orderId: order.orderId, action: 'cancel', method: 'gateway' })
    expect(failed.status).toBe('Cancelled')
    expect(failed.refund).toMatchObject({ status: 'failed', amount: 0 })
    expect(failed.refundDue).toBe(order.finalAmount)
    expect(orderView(failed)).toMatchObject({ payment: 'refundDue', refunded: order.finalAmount, due: null })
    expect((await money.attempts(order))[0]).toMatchObject({ status: 'refund_required', refundStatus: 'failed' })
    expect((await money.messages(who)).at(-1)).toContain('did not go through')

    fake.state.refundAnswer = 'processed'
    const settled = await money.refund({
      orderId: order.orderId,
      action: 'settle',
      method: 'upi',
      reference: 'UTR0099887766',
    })
    expect(settled.refund).toMatchObject({ status: 'processed', method: 'upi', amount: order.finalAmount })
    expect(settled.refundDue).toBeUndefined()
    expect(
      failureOf(
        await money.owner(OWNER_REFUND_PATH, {
          orderId: order.orderId,
          action: 'settle',
          method: 'upi',
          reference: 'UTR0099887766',
        }),
      )[0],
    ).toBe(409)
  })

  it('a refund.failed webhook for a pending refund puts the money back among what is owed', async () => {
    fake.state.refundAnswer = 'pending'
    const who = await calls.customer()
    const { order, paymentId } = await paidOrder(who)
    await money.refund({ orderId: order.orderId, action: 'cancel', method: 'gateway' })
    const [attempt] = await ctx.app.db.selectFrom('payments').selectAll().where('orderId', '=', order._id).execute()
    // As Razorpay sends it: the refund's own id and the notes the refund call gave it.
    const refund = {
      id: attempt!.gatewayRefundId!,
      payment_id: paymentId,
      amount: Math.round(order.finalAmount * 100),
      notes: { paymentAttemptId: attempt!.id },
    }
    // A refund event of a refund that is not ours changes nothing.
    const stranger = { ...refund, id: 'rfnd_stranger', notes: {} }
    expect((await webhook('evt_refund_stranger', 'refund.failed', stranger)).statusCode).toBe(200)
    const before = (await calls.orders(who)).orders.find((entry) => entry._id === order._id)!
    expect(orderView(before).payment).toBe('refundPending')
    expect((await webhook('evt_refund_failed_1', 'refund.failed', refund)).statusCode).toBe(200)
    const after = (await calls.orders(who)).orders.find((entry) => entry._id === order._id)!
    expect(after.refundDue).toBe(order.finalAmount)
    expect(orderView(after).payment).toBe('refundDue')
  })
})
