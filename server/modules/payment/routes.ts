import type { FastifyInstance } from 'fastify'
import {
  INIT_CHECKOUT_PAYMENT_PATH,
  INIT_PAYMENT_PATH,
  InitCheckoutPaymentBody,
  InitPaymentBody,
  OWNER_CONFIRM_PAYMENT_PATH,
  OwnerConfirmPaymentBody,
  PAYMENT_INTEGRATION_PATH,
  PaymentIntegrationQuery,
  REPORT_CHECKOUT_PAYMENT_PATH,
  REPORT_MANUAL_PAYMENT_PATH,
  ReportCheckoutPaymentBody,
  ReportManualPaymentBody,
  VERIFY_PAYMENT_PATH,
  VerifyPaymentBody,
  type InitPaymentResponse,
  type PaymentIntegrationResponse,
} from '../../../contract/payment.js'
import {
  OWNER_COMPLETE_PAID_PATH,
  OWNER_REFUND_PATH,
  OwnerCompletePaidBody,
  OwnerRefundBody,
  type OwnerOrderMoneyResponse,
} from '../../../contract/refunds.js'
import { ownerPost, route } from '../../http/route.js'
import { GatewayEvents } from './gateway-events.js'
import { ManualPayments } from './manual-payments.js'
import { PaidOutside } from './paid-outside.js'
import { PaymentLedger } from './payment-ledger.js'
import { PaymentService } from './payment-service.js'
import { RefundLedger } from './refund-ledger.js'
import { Refunds } from './refunds.js'
import webhookRoutes from './webhook-routes.js'

/** How often the reconciler asks gateways about unsettled attempts. */
export const RECONCILE_EVERY_MS = 60_000

/**
 * The payment calls (customer: integration data, init, verify, report
 * a manual payment), the owner's confirmation of a manual payment (docs/product.md, 'Roles and permissions'), the
 * owner's refunds and completing an order paid outside, the gateways' webhook, and the reconciler.
 * Needs the `auth`, `events` and `gateways` plugins.
 */
export default async function paymentRoutes(app: FastifyInstance) {
  const ledger = new PaymentLedger(app.events)
  const payments = new PaymentService({ db: app.db, gateways: app.gateways, ledger, log: app.log })
  const manual = new ManualPayments(app.db, app.events, ledger)
  const refundLedger = new RefundLedger(app.events)
  const refunds = new Refunds({
    events: app.events,
    gateways: app.gateways,
    ledger: refundLedger,
    log: app.log,
  })
  const paidOutside = new PaidOutside(app.events)
  const events = new GatewayEvents(app.db, app.gateways, ledger, app.log, refundLedger)
  const owned = { auth: 'customer', sameCustomer: 'body' } as const

  route(
    app,
    {
      method: 'GET',
      url: PAYMENT_INTEGRATION_PATH,
      auth: 'customer',
      query: PaymentIntegrationQuery,
      sameCustomer: 'query',
    },
    async ({ query, customer }): Promise<PaymentIntegrationResponse> => ({
      message: 'success',
      data: await payments.integration(customer, query.gatewayId),
    }),
  )
  route(
    app,
    { method: 'POST', url: INIT_PAYMENT_PATH, ...owned, body: InitPaymentBody },
    async ({ body, customer }): Promise<InitPaymentResponse> => ({
      message: 'success',
      data: await payments.init(customer, body),
    }),
  )
  // A whole checkout (the orders one Create Order made), looked up by site and by the token's customer.
  route(
    app,
    { method: 'POST', url: INIT_CHECKOUT_PAYMENT_PATH, ...owned, body: InitCheckoutPaymentBody },
    async ({ body, customer }): Promise<InitPaymentResponse> => ({
      message: 'success',
      data: await payments.initCheckout(customer, body),
    }),
  )
  route(
    app,
    { method: 'POST', url: REPORT_CHECKOUT_PAYMENT_PATH, ...owned, body: ReportCheckoutPaymentBody },
    async ({ body, customer }) => ({
      message: 'success',
      data: await manual.reportCheckout(customer, body),
    }),
  )
  // The checkout handler's fields carry no customerId: the attempt must be the token's customer's.
  route(
    app,
    { method: 'POST', url: VERIFY_PAYMENT_PATH, auth: 'customer', body: VerifyPaymentBody },
    async ({ body, customer }) => ({
      message: 'success',
      data: await payments.verify(customer, body),
    }),
  )
  route(
    app,
    { method: 'POST', url: REPORT_MANUAL_PAYMENT_PATH, ...owned, body: ReportManualPaymentBody },
    async ({ body, customer }) => ({
      message: 'success',
      data: await manual.report(customer, body),
    }),
  )
  ownerPost(app, OWNER_CONFIRM_PAYMENT_PATH, OwnerConfirmPaymentBody, async ({ body, ownerSite }) => ({
    message: 'success',
    data: await manual.confirm(ownerSite, body.orderId, body.milestoneId),
  }))

  ownerPost(app, OWNER_REFUND_PATH, OwnerRefundBody, async ({ body, ownerSite }): Promise<OwnerOrderMoneyResponse> => ({
    message: 'success',
    data: await refunds.refund(ownerSite, body),
  }))
  ownerPost(
    app,
    OWNER_COMPLETE_PAID_PATH,
    OwnerCompletePaidBody,
    async ({ body, ownerSite }): Promise<OwnerOrderMoneyResponse> => ({
      message: 'success',
      data: await paidOutside.complete(ownerSite, body),
    }),
  )

  await app.register(webhookRoutes, { events })

  const reconciler = setInterval(() => {
    events
      .reconcile()
      .catch((error: unknown) =>
        app.log.warn({ err: error }, 'payment reconciliation did not run; it is tried again later'),
      )
  }, RECONCILE_EVERY_MS)
  reconciler.unref()
  app.addHook('onClose', async () => clearInterval(reconciler))
}
