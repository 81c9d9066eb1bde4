import { expect, it } from 'vitest'
import { CANCEL_ORDER_PATH, type Order } from '../../../contract/orders.js'
import { PAYMENT_WEBHOOK_PATH } from '../../../contract/payment.js'
import { describeWithApp } from '../../test/app.js'
import { TEST_NUMBERS_ENV, type SignedIn } from '../auth/test-helpers.js'
import { paymentEvent } from '../sandbox-gateway/index.js'
import { GatewayEvents } from './gateway-events.js'
import { PaymentLedger } from './payment-ledger.js'
import { RECONCILE_AFTER_MS } from './payment-repository.js'
import { paymentCalls, paymentMessageCount } from './payment-test-helpers.js'

describeWithApp('webhooks, the reconciler and races', { env: TEST_NUMBERS_ENV }, (ctx) => {
  const calls = paymentCalls(() => ctx.app, 30)
  const current = async (who: SignedIn, id: string): Promise<Order> =>
    (await calls.orders(who)).orders.find((order) => order._id === id)!
  const settled = async (who: SignedIn, id: string) => {
    for (let i = 0; i < 100; i++) {
      const order = await current(who, id)
      if (order.paymentStatus === 'Paid') return order
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    return current(who, id)
  }
  const receivedMessages = (who: SignedIn) => paymentMessageCount(ctx.app, who)
  const sendWebhook = async (raw: string, signature: string, eventId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: PAYMENT_WEBHOOK_PATH.replace(':subdomain', 'demo'),
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': eventId,
      },
      payload: raw,
    })

  it('completes a payment whose tab closed before verify, through the webhook alone', async () => {
    const who = await calls.customer()
    const order = await calls.order(who)
    const init = await calls.started(who, order._id)
    expect((await calls.sandboxPay(init, 'success', false)).statusCode).toBe(200)
    expect((await settled(who, order._id)).paymentMilestones[0]!.status).toBe('Paid')
    expect(await receivedMessages(who)).toBe(1)
  })

  it('refuses a webhook with a bad signature, applies an event once, and never moves back from Paid', async () => {
    const who = await calls.customer()
    const order = await calls.order(who)
    const init = await calls.started(who, order._id)
    const payment = { id: 'pay_sbxWebhook1', orderId: init.order_id, amount: init.amount, notes: {} }
    const captured = JSON.stringify(paymentEvent('payment.captured', payment))
    const sandbox = await ctx.app.gateways.sandbox()

    const forged = await sendWebhook(captured, 'f'.repeat(64), 'evt_1')
    expect([forged.statusCode, forged.json().code]).toEqual([400, 'SIGNATURE_INVALID'])
    expect((await current(who, order._id)).paymentStatus).toBe('Pending')

    expect((await sendWebhook(captured, sandbox.signWebhook(captured), 'evt_1')).statusCode).toBe(200)
    expect((await sendWebhook(captured, sandbox.signWebhook(captured), 'evt_1')).statusCode).toBe(200)
    const failed = JSON.stringify(paymentEvent('payment.failed', payment))
    expect((await sendWebhook(failed, sandbox.signWebhook(failed), 'evt_2')).statusCode).toBe(200)
    expect((await current(who, order._id)).paymentStatus).toBe('Paid')
    expect(await receivedMessages(who)).toBe(1)
  })

  it('does not credit a webhook whose amount differs from what is due', async () => {
    const who = await calls.customer()
    const order = await calls.order(who)
    const init = await calls.started(who, order._id)
    const raw = JSON.stringify(
      paymentEvent('payment.captured', {
        id: 'pay_sbxShort',
        orderId: init.order_id,
        amount: init.amount - 100,
        notes: {},
      }),
    )
    expect((await sendWebhook(raw, (await ctx.app.gateways.sandbox()).signWebhook(raw), 'evt_short')).statusCode).toBe(
      200,
    )
    expect((await current(who, order._id)).paymentStatus).toBe('Pending')
  })

  /** The reconciler the routes run every minute, run here at a chosen time. */
  const reconciler = () =>
    new GatewayEvents(ctx.app.db, ctx.app.gateways, new PaymentLedger(ctx.app.events), ctx.app.log)

  it('the reconciler settles a payment whose webhook was lost and whose tab closed', async () => {
    const who = await calls.customer()
    const order = await calls.order(who)
    const init = await calls.started(who, order._id)
    await calls.sandboxPay(init, 'success', true)
    expect(await reconciler().reconcile()).toBe(0)
    expect((await current(who, order._id)).paymentStatus).toBe('Pending')
    expect(await reconciler().reconcile(new Date(Date.now() + RECONCILE_AFTER_MS + 1000))).toBeGreaterThanOrEqual(1)
    expect((await current(who, order._id)).paymentStatus).toBe('Paid')
  })

  it('cancel racing verify ends in one consistent state: never both Cancelled and Paid', async () => {
    for (let round = 0; round < 3; round++) {
      const who = await calls.customer()
      const order = await calls.order(who)
      const init = await calls.started(who, order._id)
      const handler = (await calls.sandboxPay(init)).json()
      const [cancelled, verified] = await Promise.all([
        calls.post(who, CANCEL_ORDER_PATH, { mode: 'cancel', orderId: order._id }),
        calls.verify(who, { ...handler, paymentAttemptId: init.paymentAttemptId }),
      ])
      const final = await current(who, order._id)
      const attempt = await ctx.app.db
        .selectFrom('payments')
        .select(['status', 'needsRefund'])
        .where('id', '=', init.paymentAttemptId)
        .executeTakeFirstOrThrow()
      if (final.status === 'Cancelled') {
        expect(cancelled.statusCode).toBe(200)
        expect(final.paymentMilestones[0]!.status).toBe('Pending')
        expect(attempt).toEqual({ status: 'refund_required', needsRefund: true })
      } else {
        expect(cancelled.statusCode).toBe(409)
        expect(verified.statusCode).toBe(200)
        expect(final.paymentStatus).toBe('Paid')
        expect(attempt.status).toBe('paid')
      }
    }
  })
})
