import { beforeAll, expect, it } from 'vitest'
import type { DeliveryAddress } from '../../../contract/address.js'
import { CANCEL_ORDER_PATH, TotalsResponse, type Order } from '../../../contract/orders.js'
import { OWNER_REFUND_PATH, OwnerOrderMoneyResponse } from '../../../contract/refunds.js'
import {
  INIT_CHECKOUT_PAYMENT_PATH,
  InitPaymentResponse,
  OWNER_CONFIRM_PAYMENT_PATH,
  PAYMENT_WEBHOOK_PATH,
  REPORT_CHECKOUT_PAYMENT_PATH,
  ReportCheckoutPaymentResponse,
  VerifyPaymentResponse,
  type GatewayInit,
} from '../../../contract/payment.js'
import { DEMO_OWNER_ENV, DEMO_OWNER_KEY, describeWithApp } from '../../test/app.js'
import { signIn, type SignedIn } from '../auth/test-helpers.js'
import { answerOf, delhiAddress, demoItemIds, failureOf } from '../order/test-helpers.js'
import { paymentEvent } from '../sandbox-gateway/index.js'
import { paymentCalls, paymentMessageCount } from './payment-test-helpers.js'
import { withReportedPayments } from './reported-payments.js'
import { errorPaths } from '../../test/answers.js'

describeWithApp('paying a whole checkout', { env: DEMO_OWNER_ENV }, (ctx) => {
  const calls = paymentCalls(() => ctx.app)
  let ids: Record<string, string>
  let next = 0
  beforeAll(async () => {
    ids = await demoItemIds(ctx.app)
  })

  // Delivered to Delhi: the masala ships from Jaipur, the ladoo from Delhi; the ghevar is picked up; a workshop seat.
  const cart = () => [
    { _id: ids['garam-masala'], selectedVariant: 'var-garam-masala-100g', quantity: 2 },
    { _id: ids['besan-ladoo'], selectedVariant: 'var-besan-ladoo-250g', quantity: 1 },
    { _id: ids['ghevar'], selectedVariant: { _id: 'var-ghevar-plain-6in' }, quantity: 1 },
    { _id: ids['rajasthani-thali-workshop'], selectedPackage: 'pkg-workshop-1-seat', quantity: 1 },
  ]
  const checkout = async () => {
    const who = await signIn(ctx.app, next++)
    const home = (await calls.addAddress(who, delhiAddress())).find((address) => address.isDefault)!
    const created = await calls.created(who, cart(), { address: home })
    return { who, home, created, checkoutId: created.checkoutId! }
  }
  const paise = (orders: readonly Order[]) =>
    orders.reduce((sum, order) => sum + Math.round(order.paymentMilestones[0]!.amount * 100), 0)
  const statuses = async (who: SignedIn) =>
    (await calls.orders(who)).orders
      .sort((a, b) => a.orderId.localeCompare(b.orderId))
      .map((order) => [order.orderId, order.paymentStatus, order.paymentMilestones[0]!.status])
  const startCheckout = (who: SignedIn, checkoutId: string) =>
    calls.post(who, INIT_CHECKOUT_PAYMENT_PATH, { gatewayId: 'sandbox', checkoutId })
  const started = async (who: SignedIn, checkoutId: string): Promise<GatewayInit> =>
    answerOf(InitPaymentResponse, await startCheckout(who, checkoutId)).data
  const confirm = (body: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: OWNER_CONFIRM_PAYMENT_PATH,
      headers: { authorization: `Bearer ${DEMO_OWNER_KEY}` },
      payload: body,
    })

  it('shows the orders a checkout becomes before it is made, each with its lines and total', async () => {
    const who = await signIn(ctx.app, next++)
    const home: DeliveryAddress = (await calls.addAddress(who, delhiAddress())).find((address) => address.isDefault)!
    const totals = answerOf(TotalsResponse, await calls.totals(who, cart(), home)).data
    expect(totals.orders?.map(({ kind, dispatchPoint, lines }) => ({ kind, dispatchPoint, lines }))).toEqual([
      { kind: 'shipping', dispatchPoint: { name: 'Kesar Kitchen, Malviya Nagar' }, lines: [0] },
      { kind: 'shipping', dispatchPoint: { name: 'Delhi partner store, Connaught Place' }, lines: [1] },
      { kind: 'pickup', dispatchPoint: null, lines: [2] },
      { kind: 'service', dispatchPoint: null, lines: [3] },
    ])
    const sum = totals.orders!.reduce((acc, order) => acc + order.total, 0)
    expect(Math.round(sum * 100)).toBe(Math.round(totals.total * 100))
  })

  it('one gateway payment for the sum; its capture pays every order of the checkout, once', async () => {
    const { who, created, checkoutId } = await checkout()
    expect(created.orders).toHaveLength(4)
    const init = await started(who, checkoutId)
    expect(init.amount).toBe(paise(created.orders))
    const handler = (await calls.sandboxPay(init)).json()
    const paid = answerOf(
      VerifyPaymentResponse,
      await calls.verify(who, { ...handler, paymentAttemptId: init.paymentAttemptId }),
    ).data
    expect(paid.paymentStatus).toBe('Paid')
    expect((await statuses(who)).map(([, status, milestone]) => [status, milestone])).toEqual(
      created.orders.map(() => ['Paid', 'Paid']),
    )
    // A repeated verify credits nothing twice; the checkout has nothing left to pay.
    await calls.verify(who, { ...handler, paymentAttemptId: init.paymentAttemptId })
    expect(await paymentMessageCount(ctx.app, who)).toBe(4)
    expect(failureOf(await startCheckout(who, checkoutId))).toEqual([
      409,
      'This order has nothing left to pay.',
      'NOTHING_TO_PAY',
    ])
  })

  it("the gateway's webhook alone settles a checkout's payment", async () => {
    const { who, created, checkoutId } = await checkout()
    const init = await started(who, checkoutId)
    const payment = { id: 'pay_sbxCheckout1', orderId: init.order_id, amount: init.amount, notes: {} }
    const raw = JSON.stringify(paymentEvent('payment.captured', payment))
    const sandbox = await ctx.app.gateways.sandbox()
    const delivered = await ctx.app.inject({
      method: 'POST',
      url: PAYMENT_WEBHOOK_PATH.replace(':subdomain', 'demo'),
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': sandbox.signWebhook(raw),
        'x-razorpay-event-id': 'evt_checkout_1',
      },
      payload: raw,
    })
    expect(delivered.statusCode, delivered.body).toBe(200)
    expect((await statuses(who)).every(([, status]) => status === 'Paid')).toBe(true)
    expect(created.orders).toHaveLength(4)
  })

  it('credits all or nothing: an order cancelled after the payment started keeps every order unpaid', async () => {
    const { who, created, checkoutId } = await checkout()
    const init = await started(who, checkoutId)
    const cancelled = created.orders[3]!
    expect((await calls.post(who, CANCEL_ORDER_PATH, { mode: 'cancel', orderId: cancelled._id })).statusCode).toBe(200)
    const handler = (await calls.sandboxPay(init)).json()
    await calls.verify(who, { ...handler, paymentAttemptId: init.paymentAttemptId })
    expect((await statuses(who)).map(([, status, milestone]) => [status, milestone])).toEqual(
      created.orders.map(() => ['Pending', 'Pending']),
    )
    const attempt = await ctx.app.db
      .selectFrom('payments')
      .select(['status', 'needsRefund'])
      .where('id', '=', init.paymentAttemptId)
      .executeTakeFirstOrThrow()
    expect(attempt).toEqual({ status: 'refund_required', needsRefund: true })
    // A new payment of the checkout leaves the cancelled order out.
    const again = await started(who, checkoutId)
    expect(again.amount).toBe(paise(created.orders.slice(0, 3)))
  })

  it('one UPI report for the sum; the owner confirms it beside any order and every order is Paid', async () => {
    const { who, created, checkoutId } = await checkout()
    const reported = answerOf(
      ReportCheckoutPaymentResponse,
      await calls.post(who, REPORT_CHECKOUT_PAYMENT_PATH, { checkoutId, reference: '512345678901' }),
    ).data
    expect(reported.map((order) => order.orderId)).toEqual(created.orders.map((order) => order.orderId))
    const attempt = await ctx.app.db
      .selectFrom('payments')
      .select(['amount', 'status', 'reference', 'checkoutId'])
      .where('customerId', '=', who.customerId)
      .executeTakeFirstOrThrow()
    expect(attempt).toEqual({
      amount: paise(created.orders),
      status: 'reported',
      reference: '512345678901',
      checkoutId,
    })
    expect((await statuses(who)).every(([, status]) => status === 'Pending')).toBe(true)
    // The owner's inbox shows the one payment beside each order it covers, with that order's milestone.
    const site = (await ctx.app.tenancy.siteBySubdomain('demo'))!
    const inbox = await withReportedPayments(ctx.app.db, site.id, created.orders)
    expect(inbox.map((order) => order.reportedPayments)).toEqual(
      created.orders.map((order) => [
        expect.objectContaining({
          milestoneId: order.paymentMilestones[0]!.id,
          reference: '512345678901',
          amount: paise(created.orders) / 100,
        }),
      ]),
    )
    const second = created.orders[1]!
    const confirmed = await confirm({ orderId: second.orderId, milestoneId: second.paymentMilestones[0]!.id })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect((await statuses(who)).every(([, status, milestone]) => status === 'Paid' && milestone === 'Paid')).toBe(true)
  })

  it('cancelling one order of a paid checkout refunds its share only, through the same gateway payment', async () => {
    const { who, created, checkoutId } = await checkout()
    const init = await started(who, checkoutId)
    const handler = (await calls.sandboxPay(init)).json()
    await calls.verify(who, { ...handler, paymentAttemptId: init.paymentAttemptId })
    const [first, second, third] = created.orders as [Order, Order, Order]
    const refund = async (order: Order, method: 'gateway' | 'upi', reference?: string) =>
      answerOf(
        OwnerOrderMoneyResponse,
        await ctx.app.inject({
          method: 'POST',
          url: OWNER_REFUND_PATH,
          headers: { authorization: `Bearer ${DEMO_OWNER_KEY}` },
          payload: { orderId: order.orderId, action: 'cancel', method, ...(reference ? { reference } : {}) },
        }),
      ).data
    const firstRefund = await refund(first, 'gateway')
    expect([firstRefund.status, firstRefund.refund?.amount, firstRefund.refund?.status]).toEqual([
      'Cancelled',
      first.finalAmount,
      'processed',
    ])
    // The others stay paid; the sandbox kept the rest of the captured payment.
    const open = (await calls.orders(who)).orders.filter((order) => order._id !== first._id)
    expect(open.map((order) => [order.status !== 'Cancelled', order.paymentStatus])).toEqual(
      open.map(() => [true, 'Paid']),
    )
    const sandboxPayment = () =>
      ctx.app.db
        .selectFrom('sandboxPayments')
        .select(['status', 'amountRefunded'])
        .where('id', '=', handler.razorpay_payment_id)
        .executeTakeFirstOrThrow()
    expect(await sandboxPayment()).toEqual({ status: 'captured', amountRefunded: paise([first]) })
    // A second order's share goes back through the same gateway payment; a third by UPI.
    expect((await refund(second, 'gateway')).refund?.amount).toBe(second.finalAmount)
    expect(await sandboxPayment()).toEqual({ status: 'captured', amountRefunded: paise([first, second]) })
    expect((await refund(third, 'upi', '412345678901')).refund).toMatchObject({ amount: third.finalAmount })
    const orders = (await calls.orders(who)).orders
    expect(orders.filter((order) => order.status === 'Cancelled').map((order) => order.refund?.amount)).toEqual(
      expect.arrayContaining([first.finalAmount, second.finalAmount, third.finalAmount]),
    )
    expect(orders.find((order) => order.status !== 'Cancelled')?.paymentStatus).toBe('Paid')
  })

  it('paying one order of a checkout still works alone', async () => {
    const { who, created } = await checkout()
    const one = created.orders[2]!
    const init = await calls.started(who, one._id)
    expect(init.amount).toBe(paise([one]))
    const handler = (await calls.sandboxPay(init)).json()
    await calls.verify(who, { ...handler, paymentAttemptId: init.paymentAttemptId })
    expect((await statuses(who)).map(([, status]) => status)).toEqual(
      created.orders.map((order) => (order._id === one._id ? 'Paid' : 'Pending')),
    )
  })

  it('refuses a bad body with the field path, and another customer’s checkout', async () => {
    const { checkoutId } = await checkout()
    const other = await signIn(ctx.app, next++)
    const bad = await calls.post(other, INIT_CHECKOUT_PAYMENT_PATH, { gatewayId: 'sandbox', checkoutId: 7 })
    expect([bad.statusCode, errorPaths(bad)]).toEqual([400, ['body.checkoutId']])
    const badReference = await calls.post(other, REPORT_CHECKOUT_PAYMENT_PATH, { checkoutId, reference: 'x' })
    expect([badReference.statusCode, badReference.json().errors[0].path]).toEqual([400, 'body.reference'])
    expect((await startCheckout(other, checkoutId)).statusCode).toBe(404)
    expect(
      (await calls.post(other, REPORT_CHECKOUT_PAYMENT_PATH, { checkoutId, reference: '512345678901' })).statusCode,
    ).toBe(404)
  })
})
