import { afterEach, expect, it, vi } from 'vitest'
import {
  OWNER_CONFIRM_PAYMENT_PATH,
  REPORT_MANUAL_PAYMENT_PATH,
  ReportManualPaymentResponse,
} from '../../../contract/payment.js'
import { DEMO_OWNER_ENV, DEMO_OWNER_KEY, describeWithApp } from '../../test/app.js'
import { type SignedIn } from '../auth/test-helpers.js'
import { answerOf, failureOf } from '../order/test-helpers.js'
import { paymentCalls } from './payment-test-helpers.js'

describeWithApp('manual payment', { env: DEMO_OWNER_ENV }, (ctx) => {
  const calls = paymentCalls(() => ctx.app, 10)
  const report = (who: SignedIn, body: Record<string, unknown>) => calls.post(who, REPORT_MANUAL_PAYMENT_PATH, body)
  const confirm = (body: Record<string, unknown>, authorization = `Bearer ${DEMO_OWNER_KEY}`) =>
    ctx.app.inject({ method: 'POST', url: OWNER_CONFIRM_PAYMENT_PATH, headers: { authorization }, payload: body })
  afterEach(() => vi.restoreAllMocks())

  it('a reported payment stays Pending until the owner confirms it; then Paid, told live', async () => {
    const who = await calls.customer()
    const order = await calls.order(who)
    const reported = answerOf(
      ReportManualPaymentResponse,
      await report(who, {
        orderId: order._id,
        reference: ' 412345678901 ',
        screenshotUrl: '/uploads/demo/chat-widget/images/proof.png',
      }),
    ).data
    expect(reported.paymentMilestones[0]!.status).toBe('Pending')
    const attempt = await ctx.app.db
      .selectFrom('payments')
      .select(['status', 'reference', 'screenshotUrl', 'gateway'])
      .where('orderId', '=', order._id)
      .executeTakeFirstOrThrow()
    expect(attempt).toEqual({
      status: 'reported',
      reference: '412345678901',
      screenshotUrl: '/uploads/demo/chat-widget/images/proof.png',
      gateway: 'manual',
    })

    const pushed = vi.spyOn(ctx.app.realtime, 'pushOrderUpdated')
    const confirmed = (await confirm({ orderId: order.orderId, milestoneId: order.paymentMilestones[0]!.id })).json()
    expect(confirmed.data.paymentStatus).toBe('Paid')
    expect(pushed).toHaveBeenCalledWith(who.customerId, { clientId: expect.any(String), order: confirmed.data })
    expect(
      (
        await ctx.app.db
          .selectFrom('payments')
          .select('status')
          .where('orderId', '=', order._id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('paid')
    expect(failureOf(await confirm({ orderId: order._id, milestoneId: order.paymentMilestones[0]!.id }))).toEqual([
      409,
      'This payment is already confirmed.',
      'ALREADY_PAID',
    ])
  })

  it('refuses a bad reference or screenshot with the field path, and another customer’s order', async () => {
    const who = await calls.customer()
    const order = await calls.order(who)
    const bad = await report(who, { orderId: order._id, reference: 'abc' })
    expect([bad.statusCode, bad.json().errors]).toEqual([
      400,
      [{ path: 'body.reference', message: 'Please enter the payment reference (UTR).' }],
    ])
    const script = await report(who, {
      orderId: order._id,
      reference: '412345678901',
      screenshotUrl: 'javascript:alert(1)',
    })
    expect([script.statusCode, script.json().errors[0].path]).toEqual([400, 'body.screenshotUrl'])
    expect((await report(await calls.customer(), { orderId: order._id, reference: '412345678901' })).statusCode).toBe(
      404,
    )
  })

  it('the owner confirms without a report; customers’ tokens and unknown milestones are refused', async () => {
    const who = await calls.customer()
    const order = await calls.order(who)
    expect(
      (await confirm({ orderId: order._id, milestoneId: order.paymentMilestones[0]!.id }, who.authorization))
        .statusCode,
    ).toBe(401)
    expect(failureOf(await confirm({ orderId: order._id, milestoneId: 'nope' }))).toEqual([
      404,
      'This payment milestone does not exist.',
      'NOT_FOUND',
    ])
    expect(
      (await confirm({ orderId: order._id, milestoneId: order.paymentMilestones[0]!.id })).json().data.paymentStatus,
    ).toBe('Paid')
  })
})
