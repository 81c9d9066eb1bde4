import type { Order } from '../../../contract/orders.js'
import type {
  GatewayInit,
  InitCheckoutPaymentBody,
  InitPaymentBody,
  PaymentIntegration,
  VerifyPaymentBody,
} from '../../../contract/payment.js'
import type { Db } from '../../db/database.js'
import { HttpError } from '../../http/errors.js'
import type { RequestCustomer } from '../../identity/customer.js'
import { GatewayError, type Gateways, type PaymentGateway } from '../../providers/payment/index.js'
import { serverText } from '../../text/server-text.js'
import { siteName } from '../auth/index.js'
import { OrderRepository } from '../order/index.js'
import { SiteRepository, type Site } from '../site/index.js'
import type { PaymentLedger } from './payment-ledger.js'
import { PaymentRepository, type PaymentAttempt } from './payment-repository.js'
import { sitePayment, type SitePayment } from './payment-settings.js'
import { checkoutParts, startMilestonePayment } from './payable.js'
import { customerRows } from '../../db/customer-rows.js'

export interface PaymentDeps {
  db: Db
  gateways: Gateways
  ledger: PaymentLedger
  log: { warn(details: object, message: string): void }
}

const notConfigured = () => new HttpError(409, serverText('payment.notConfigured'), 'GATEWAY_NOT_CONFIGURED')
const verifyFailed = () => new HttpError(400, serverText('payment.verifyFailed'), 'PAYMENT_NOT_VERIFIED')

/**
 * Online payment of an order: what the widget offers, a
 * gateway order for the amount due (read here, never from the client),
 * and the check of what the checkout handler reports. Money reaches the
 * order only through the `PaymentLedger`.
 */
export class PaymentService {
  readonly #sites: SiteRepository

  constructor(private readonly deps: PaymentDeps) {
    this.#sites = new SiteRepository(deps.db)
  }

  /** The payment integration data of the customer's site; never a secret. */
  async integration(customer: RequestCustomer, gatewayId: string): Promise<PaymentIntegration> {
    const { site, payment } = await this.siteOf(customer)
    if (!payment.isEnabled) throw notConfigured()
    if (gatewayId === 'manual' || payment.selectedGatewayId === 'manual') {
      if (Object.keys(payment.manual).length === 0) throw notConfigured()
      return {
        type: 'manual',
        name: serverText('payment.manualName'),
        config: { testMode: false },
        manualDetails: payment.manual,
      }
    }
    const gateway = await this.gatewayOf(site, payment, gatewayId)
    return { type: 'online', name: gateway.name, config: { testMode: gateway.testMode }, manualDetails: payment.manual }
  }

  /** A gateway order for the order's first Pending milestone (else its final amount, which one milestone carries). */
  async init(customer: RequestCustomer, body: InitPaymentBody): Promise<GatewayInit> {
    const { site, payment } = await this.siteOf(customer)
    if (!payment.isEnabled) throw notConfigured()
    const gateway = await this.gatewayOf(site, payment, body.gatewayId)
    const { payment: attempt } = await this.deps.db
      .transaction()
      .execute((trx) => startMilestonePayment(trx, customer, body.orderId, { gateway: gateway.id, status: 'created' }))
    return this.openGatewayOrder(site, gateway, attempt)
  }

  /**
   * A gateway order for a whole checkout: the sum of the first Pending milestone of each of its orders still open,
   * locked while the attempt and its parts are written. The checkout is looked up by site and by the token's customer.
   */
  async initCheckout(customer: RequestCustomer, body: InitCheckoutPaymentBody): Promise<GatewayInit> {
    const { site, payment } = await this.siteOf(customer)
    if (!payment.isEnabled) throw notConfigured()
    const gateway = await this.gatewayOf(site, payment, body.gatewayId)
    const attempt = await this.deps.db.transaction().execute(async (trx) => {
      const orders = await new OrderRepository(trx).lockCheckout(
        { siteId: customer.siteId, customerId: customer.id },
        body.checkoutId,
      )
      const parts = checkoutParts(orders)
      const payments = new PaymentRepository(trx)
      const attempt = await payments.insert({
        siteId: site.id,
        customerId: customer.id,
        orderId: parts[0]!.order.id,
        milestoneId: null,
        checkoutId: body.checkoutId,
        gateway: gateway.id,
        amount: parts.reduce((sum, part) => sum + part.amount, 0),
        status: 'created',
      })
      await payments.insertParts(
        attempt,
        parts.map((part) => ({ orderId: part.order.id, milestoneId: part.milestoneId, amount: part.amount })),
      )
      return attempt
    })
    return this.openGatewayOrder(site, gateway, attempt)
  }

  /** Asks the gateway for an order of the attempt's amount; a refusal fails the attempt (502). */
  private async openGatewayOrder(site: Site, gateway: PaymentGateway, attempt: PaymentAttempt): Promise<GatewayInit> {
    let gatewayOrderId: string
    try {
      const created = await gateway.createOrder({
        amount: attempt.amount,
        receipt: attempt.id,
        notes: { subdomain: site.subdomain, paymentAttemptId: attempt.id },
      })
      gatewayOrderId = created.id
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error
      this.deps.log.warn({ err: error, attempt: attempt.id }, 'payment gateway refused an order')
      await new PaymentRepository(this.deps.db).update(attempt.id, { status: 'failed' })
      throw new HttpError(502, serverText('payment.initFailed'), 'PAYMENT_INIT_FAILED')
    }
    await new PaymentRepository(this.deps.db).setGatewayOrder(attempt.id, gatewayOrderId)
    return {
      keyId: gateway.keyId,
      amount: attempt.amount,
      currency: 'INR',
      businessName: siteName(site),
      order_id: gatewayOrderId,
      paymentAttemptId: attempt.id,
      checkoutScript: gateway.checkoutScript,
    }
  }

  /**
   * What the checkout's handler reported: the caller's own attempt, for the
   * gateway order it was made for, signed with the key secret (compared in
   * constant time). Idempotent: a repeat answers the same and credits once.
   * The amount needs no second look: the gateway order was made for the
   * attempt's amount, and the signature binds the payment to that order.
   */
  async verify(customer: RequestCustomer, body: VerifyPaymentBody): Promise<Order> {
    const attempt = await customerRows(this.deps.db, 'payments', customer)
      .where('id', '=', body.paymentAttemptId)
      .executeTakeFirst()
    if (!attempt) throw new HttpError(404, serverText('payment.attemptNotFound'), 'NOT_FOUND')
    if (attempt.gatewayOrderId !== body.razorpay_order_id) throw verifyFailed()
    const { site } = await this.siteOf(customer)
    const gateway = await this.deps.gateways.forSite(site, attempt.gateway)
    if (!gateway) throw notConfigured()
    if (
      !gateway.verifyPaymentSignature({
        orderId: body.razorpay_order_id,
        paymentId: body.razorpay_payment_id,
        signature: body.razorpay_signature,
      })
    )
      throw verifyFailed()
    const order = await this.deps.ledger.settle(site.id, attempt.id, {
      outcome: 'paid',
      gatewayPaymentId: body.razorpay_payment_id,
    })
    if (!order) throw verifyFailed()
    return order
  }

  private async siteOf(customer: RequestCustomer): Promise<{ site: Site; payment: SitePayment }> {
    const site = await this.#sites.bySubdomain(customer.subdomain)
    if (!site) throw new HttpError(404, serverText('orders.notFound'), 'NOT_FOUND')
    return { site, payment: sitePayment(site) }
  }

  /** The site's online gateway; the widget must name the one the site selected. */
  private async gatewayOf(site: Site, payment: SitePayment, gatewayId: string): Promise<PaymentGateway> {
    if (gatewayId !== payment.selectedGatewayId) throw notConfigured()
    const gateway = await this.deps.gateways.forSite(site, gatewayId)
    if (!gateway) throw notConfigured()
    return gateway
  }
}
