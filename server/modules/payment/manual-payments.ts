import { localeOf } from '../../../contract/format.js'
import type { Order } from '../../../contract/orders.js'
import type { ReportCheckoutPaymentBody, ReportManualPaymentBody } from '../../../contract/payment.js'
import { customerLanguage } from '../../db/customer-language.js'
import type { Db } from '../../db/database.js'
import type { Events } from '../../events/events.js'
import { HttpError } from '../../http/errors.js'
import type { RequestCustomer } from '../../identity/customer.js'
import { serverText } from '../../text/server-text.js'
import { postSystemMessage } from '../chat/index.js'
import { formatPaise, OrderRepository, toWireOrder } from '../order/index.js'
import { SiteRepository, type Site } from '../site/index.js'
import type { PaymentLedger } from './payment-ledger.js'
import { PaymentRepository } from './payment-repository.js'
import { sitePayment } from './payment-settings.js'
import { checkoutParts, startMilestonePayment } from './payable.js'

/** The customer's thanks for a reported payment of `amount` paise, in their language. */
async function reportedText(
  db: Db,
  customer: RequestCustomer,
  values: { reference: string; orderId: string; amount: number },
): Promise<string> {
  const language = await customerLanguage(db, customer.siteId, customer.id)
  const amount = formatPaise(values.amount, localeOf(language))
  return serverText('payment.reported', { ...values, amount }, language)
}

/** A screenshot must be one of our uploads (or the bucket's public URL): never a script or another scheme. */
const SCREENSHOT_URL = /^(\/uploads\/|https:\/\/)[^\s"'<>]+$/

/**
 * Manual payment (docs/product.md): the customer pays by UPI, QR or phone outside
 * the product and reports it with its reference (UTR); the milestone stays
 * Pending until the site's owner confirms it, and then it is Paid, through
 * the same ledger as an online payment.
 */
export class ManualPayments {
  constructor(
    private readonly db: Db,
    private readonly events: Events,
    private readonly ledger: PaymentLedger,
  ) {}

  async report(customer: RequestCustomer, body: ReportManualPaymentBody): Promise<Order> {
    const screenshotUrl = await this.checkReport(customer, body.screenshotUrl)
    const order = await this.events.transaction(async (tx) => {
      const trx = tx.db
      const { order, milestone } = await startMilestonePayment(trx, customer, body.orderId, {
        gateway: 'manual',
        status: 'reported',
        reference: body.reference,
        screenshotUrl,
      })
      const text = await reportedText(trx, customer, {
        reference: body.reference,
        orderId: order.orderId,
        amount: milestone.amount,
      })
      await postSystemMessage(
        tx,
        { siteId: order.siteId, customerId: order.customerId },
        { message: text },
        { typed: { position: 0, count: 1 }, event: { name: 'paymentReported', orderId: order.orderId } },
      )
      // The order waits for the owner's confirmation: the inbox shows the reported payment beside it.
      tx.emit('payment.reported', {
        siteId: order.siteId,
        customerId: order.customerId,
        order: toWireOrder(order),
        reference: body.reference,
      })
      return order
    })
    return toWireOrder(order)
  }

  /**
   * One reported payment (one reference) for a whole checkout: the sum of the first Pending milestone of each of its
   * open orders. Each order waits for the owner, who confirms it beside any of them: that credits them all.
   */
  async reportCheckout(customer: RequestCustomer, body: ReportCheckoutPaymentBody): Promise<Order[]> {
    const screenshotUrl = await this.checkReport(customer, body.screenshotUrl)
    const orders = await this.events.transaction(async (tx) => {
      const trx = tx.db
      const scope = { siteId: customer.siteId, customerId: customer.id }
      const parts = checkoutParts(await new OrderRepository(trx).lockCheckout(scope, body.checkoutId))
      const amount = parts.reduce((sum, part) => sum + part.amount, 0)
      const payments = new PaymentRepository(trx)
      const attempt = await payments.insert({
        siteId: customer.siteId,
        customerId: customer.id,
        orderId: parts[0]!.order.id,
        milestoneId: null,
        checkoutId: body.checkoutId,
        gateway: 'manual',
        amount,
        status: 'reported',
        reference: body.reference,
        screenshotUrl,
      })
      await payments.insertParts(
        attempt,
        parts.map((part) => ({ orderId: part.order.id, milestoneId: part.milestoneId, amount: part.amount })),
      )
      const text = await reportedText(trx, customer, {
        reference: body.reference,
        orderId: parts.map((part) => part.order.orderId).join(', '),
        amount,
      })
      const event = { name: 'paymentReported' as const, orderId: parts.map((part) => part.order.orderId).join(', ') }
      await postSystemMessage(tx, scope, { message: text }, { typed: { position: 0, count: 1 }, event })
      for (const { order } of parts)
        tx.emit('payment.reported', { ...scope, order: toWireOrder(order), reference: body.reference })
      return parts.map((part) => part.order)
    })
    return orders.map(toWireOrder)
  }

  /** The site takes manual payment and the screenshot is one of ours: the screenshot's URL, or null. */
  private async checkReport(customer: RequestCustomer, screenshot: string | null | undefined): Promise<string | null> {
    const site = await new SiteRepository(this.db).bySubdomain(customer.subdomain)
    const payment = site ? sitePayment(site) : null
    if (!payment?.isEnabled || Object.keys(payment.manual).length === 0)
      throw new HttpError(409, serverText('payment.notConfigured'), 'GATEWAY_NOT_CONFIGURED')
    const screenshotUrl = screenshot ?? null
    if (screenshotUrl !== null && !SCREENSHOT_URL.test(screenshotUrl)) {
      throw new HttpError(400, serverText('payment.badScreenshot'), 'BAD_REQUEST', [
        { path: 'body.screenshotUrl', message: serverText('payment.badScreenshot') },
      ])
    }
    return screenshotUrl
  }

  /**
   * The owner confirms a milestone was paid (docs/product.md, 'Roles and permissions'): the customer's reported
   * payment, or, when none was reported, money the owner received another
   * way. 404 for an unknown order or milestone, 409 when it is already paid.
   */
  async confirm(site: Site, orderRef: string, milestoneId: string): Promise<Order> {
    const attemptId = await this.db.transaction().execute(async (trx) => {
      const order = await new OrderRepository(trx).lock({ siteId: site.id }, orderRef, true)
      if (!order) throw new HttpError(404, serverText('orders.notFound'), 'NOT_FOUND')
      const milestone = order.details.paymentMilestones.find((candidate) => candidate.id === milestoneId)
      if (!milestone) throw new HttpError(404, serverText('payment.milestoneNotFound'), 'NOT_FOUND')
      if (milestone.status === 'Paid') throw new HttpError(409, serverText('payment.alreadyPaid'), 'ALREADY_PAID')
      if (order.status === 'Cancelled')
        throw new HttpError(409, serverText('payment.orderClosed', { status: 'cancelled' }), 'ORDER_CLOSED')
      const payments = new PaymentRepository(trx)
      const reported = await payments.reportedFor(site.id, order.id, milestone.id)
      if (reported) return reported.id
      const attempt = await payments.insert({
        siteId: site.id,
        customerId: order.customerId,
        orderId: order.id,
        milestoneId: milestone.id,
        gateway: 'manual',
        amount: milestone.amount,
        status: 'reported',
      })
      return attempt.id
    })
    const order = await this.ledger.settle(site.id, attemptId, { outcome: 'paid', gatewayPaymentId: null })
    if (!order) throw new HttpError(404, serverText('orders.notFound'), 'NOT_FOUND')
    return order
  }
}
