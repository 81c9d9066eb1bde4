import type { Order } from '../../../contract/orders.js'
import type { ReportManualPaymentBody } from '../../../contract/payment.js'
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
import { payableMilestone } from './payable.js'

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
    const site = await new SiteRepository(this.db).bySubdomain(customer.subdomain)
    const payment = site ? sitePayment(site) : null
    if (!payment?.isEnabled || Object.keys(payment.manual).length === 0)
      throw new HttpError(409, serverText('payment.notConfigured'), 'GATEWAY_NOT_CONFIGURED')
    const screenshotUrl = body.screenshotUrl ?? null
    if (screenshotUrl !== null && !SCREENSHOT_URL.test(screenshotUrl)) {
      throw new HttpError(400, serverText('payment.badScreenshot'), 'BAD_REQUEST', [
        { path: 'body.screenshotUrl', message: serverText('payment.badScreenshot') },
      ])
    }
    const order = await this.events.transaction(async (tx) => {
      const trx = tx.db
      const order = await new OrderRepository(trx).lock(
        { siteId: customer.siteId, customerId: customer.id },
        body.orderId,
      )
      if (!order) throw new HttpError(404, serverText('orders.notFound'), 'NOT_FOUND')
      const milestone = payableMilestone(order)
      await new PaymentRepository(trx).insert({
        siteId: customer.siteId,
        customerId: customer.id,
        orderId: order.id,
        milestoneId: milestone.id,
        gateway: 'manual',
        amount: milestone.amount,
        status: 'reported',
        reference: body.reference,
        screenshotUrl,
      })
      const text = serverText('payment.reported', {
        reference: body.reference,
        orderId: order.orderId,
        amount: formatPaise(milestone.amount),
      })
      await postSystemMessage(
        tx,
        { siteId: order.siteId, customerId: order.customerId },
        { message: text },
        { typed: { position: 0, count: 1 } },
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
