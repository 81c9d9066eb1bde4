import { expect, it } from 'vitest'
import {
  PAYMENT_INTEGRATION_PATH,
  PaymentIntegrationResponse,
  VerifyPaymentResponse,
} from '../../../contract/payment.js'
import { describeWithApp } from '../../test/app.js'
import { TEST_NUMBERS_ENV } from '../auth/test-helpers.js'
import { answerOf, failureOf } from '../order/test-helpers.js'
import { paymentCalls, paymentMessageCount } from './payment-test-helpers.js'

describeWithApp('online payment through the sandbox', { env: TEST_NUMBERS_ENV }, (ctx) => {
  const calls = paymentCalls(() => ctx.app, 20)

  it('tells the widget how the site takes payment, without a secret', async () => {
    const who = await calls.customer()
    const response = await calls.get(who, PAYMENT_INTEGRATION_PATH, { gatewayId: 'sandbox' })
    expect(answerOf(PaymentIntegrationResponse, response).data).toEqual({
      type: 'online',
      name: 'Sandbox',
      config: { testMode: true },
      manualDetails: {
        upiId: 'kesarkitchen@upi',
        upiAccountName: 'Meera Agarwal (Kesar Kitchen)',
        phoneNumber: '+91 98290 12345',
        phoneNumberAccountName: 'Meera Agarwal (Kesar Kitchen)',
      },
    })
    const secrets = await ctx.app.db.selectFrom('serverSecrets').select('value').execute()
    for (const { value } of secrets) expect(response.body).not.toContain(value)
    expect(failureOf(await calls.get(who, PAYMENT_INTEGRATION_PATH, { gatewayId: 'razorpay' }))).toEqual([
      409,
      'Payment gateway not configured properly',
      'GATEWAY_NOT_CONFIGURED',
    ])
  })

  it('pays the first Pending milestone: the amount comes from the order, verify marks it Paid, once', async () => {
    const who = await calls.customer()
    const order = await calls.order(who)
    const init = await calls.started(who, order._id)
    expect(init).toMatchObject({
      keyId: 'rzp_test_sandbox',
      currency: 'INR',
      businessName: 'Kesar Kitchen',
      checkoutScript: '/sandbox/checkout.js',
    })
    expect(init.amount).toBe(Math.round(order.paymentMilestones[0]!.amount * 100))
    const handler = (await calls.sandboxPay(init)).json()
    // No secret in the init answer or the checkout script.
    const script = await ctx.app.inject({ url: init.checkoutScript })
    for (const { value } of await ctx.app.db.selectFrom('serverSecrets').select('value').execute()) {
      expect(JSON.stringify(init)).not.toContain(value)
      expect(script.body).not.toContain(value)
    }

    const paid = answerOf(
      VerifyPaymentResponse,
      await calls.verify(who, { ...handler, paymentAttemptId: init.paymentAttemptId }),
    ).data
    expect(paid.paymentMilestones.map((milestone) => milestone.status)).toEqual(['Paid'])
    expect(paid.paymentStatus).toBe('Paid')
    const again = answerOf(
      VerifyPaymentResponse,
      await calls.verify(who, { ...handler, paymentAttemptId: init.paymentAttemptId }),
    ).data
    expect(again).toEqual(paid)
    expect(await paymentMessageCount(ctx.app, who)).toBe(1)
    expect(failureOf(await calls.init(who, order._id))).toEqual([
      409,
      'This order has nothing left to pay.',
      'NOTHING_TO_PAY',
    ])
  })

  it('refuses a forged signature, another gateway order, and another customer’s attempt', async () => {
    const who = await calls.customer()
    const thief = await calls.customer()
    const init = await calls.started(who, (await calls.order(who))._id)
    const handler = (await calls.sandboxPay(init)).json()
    const body = { ...handler, paymentAttemptId: init.paymentAttemptId }
    const refused = [400, 'Error verifying payment. Please check your payment status.', 'PAYMENT_NOT_VERIFIED']
    expect(failureOf(await calls.verify(who, { ...body, razorpay_signature: '0'.repeat(64) }))).toEqual(refused)
    expect(failureOf(await calls.verify(who, { ...body, razorpay_payment_id: 'pay_other' }))).toEqual(refused)
    const otherInit = await calls.started(who, (await calls.order(who))._id)
    expect(failureOf(await calls.verify(who, { ...body, paymentAttemptId: otherInit.paymentAttemptId }))).toEqual(
      refused,
    )
    expect(failureOf(await calls.verify(thief, body))).toEqual([404, 'Payment not found', 'NOT_FOUND'])
    expect((await calls.orders(who)).orders.every((order) => order.paymentStatus === 'Pending')).toBe(true)
  })

  it('refuses paying another customer’s order or a cancelled one, and one the client prices', async () => {
    const who = await calls.customer()
    const other = await calls.customer()
    const order = await calls.order(who)
    expect((await calls.init(other, order._id)).statusCode).toBe(404)
    // The amount is never read from the client: a forged one is not even part of the contract.
    const forged = await calls.post(who, '/business_website/chat_widget/init_order_payment_session', {
      gatewayId: 'sandbox',
      orderId: order._id,
      amount: 1,
    })
    expect(forged.json().data.amount).toBe(Math.round(order.finalAmount * 100))
    await calls.post(who, '/business_website/chat_widget/chat_widget_side_cancel_order', {
      mode: 'cancel',
      orderId: order._id,
    })
    expect(failureOf(await calls.init(who, order._id))).toEqual([
      409,
      'This order is cancelled, so it cannot be paid.',
      'ORDER_CLOSED',
    ])
  })

  it('a Failure leaves the order unpaid and a new attempt can succeed', async () => {
    const who = await calls.customer()
    const order = await calls.order(who)
    const first = await calls.started(who, order._id)
    expect((await calls.sandboxPay(first, 'failure')).statusCode).toBe(400)
    const second = await calls.started(who, order._id)
    const handler = (await calls.sandboxPay(second)).json()
    const paid = answerOf(
      VerifyPaymentResponse,
      await calls.verify(who, { ...handler, paymentAttemptId: second.paymentAttemptId }),
    ).data
    expect(paid.paymentStatus).toBe('Paid')
  })
})
