import type { Order } from '../../../contract/orders.js'
import type { OwnerRefundBody } from '../../../contract/refunds.js'
import type { Events } from '../../events/events.js'
import { HttpError } from '../../http/errors.js'
import { GatewayError, type Gateways } from '../../providers/payment/index.js'
import { serverText } from '../../text/server-text.js'
import { siteName } from '../auth/index.js'
import { applyChange, OrderRepository, toWireOrder } from '../order/index.js'
import type { Site } from '../site/index.js'
import { PaymentRepository, type PaymentAttempt } from './payment-repository.js'
import { refundDetails, refundText, tellCustomer, type RefundLedger } from './refund-ledger.js'

const ONLINE = new Set(['sandbox', 'razorpay'])

/** A 400 naming the field, like a codec's. */
const needsReference = () =>
  new HttpError(400, serverText('payment.refundNeedsReference'), 'BAD_REQUEST', [
    { path: 'body.reference', message: serverText('payment.refundNeedsReference') },
  ])

/**
 * The owner's refunds: 'Cancel and refund ₹X' (the order is cancelled and
 * all its held money goes back) and 'Settle refund' (money kept for a
 * refund goes back). In one transaction: the order is cancelled, its held
 * attempts are marked refunded and the order's refund summary written; a
 * UPI refund (the owner's own, with its reference) is processed at once.
 * A gateway refund is then asked of the gateway, outside the transaction,
 * and its answer goes through the `RefundLedger` (as its webhook does):
 * a refund the gateway refuses is owed again.
 */
export class Refunds {
  constructor(
    private readonly deps: {
      events: Events
      gateways: Gateways
      ledger: RefundLedger
      log: { warn(details: object, message: string): void }
    },
  ) {}

  async refund(site: Site, body: OwnerRefundBody): Promise<Order> {
    const reference = body.method === 'upi' ? (body.reference ?? null) : null
    if (body.method === 'upi' && !reference) throw needsReference()
    const { order, attempts } = await this.deps.events.transaction(async (tx) => {
      const found = await new OrderRepository(tx.db).lock({ siteId: site.id }, body.orderId, true)
      if (!found) throw new HttpError(404, serverText('orders.notFound'), 'NOT_FOUND')
      const payments = new PaymentRepository(tx.db)
      const cancel = body.action === 'cancel'
      const held = await payments.held(site.id, found.id, cancel ? ['paid', 'refund_required'] : ['refund_required'])
      if (held.length === 0)
        throw new HttpError(
          409,
          serverText(cancel ? 'payment.refundNothing' : 'payment.refundNoneDue'),
          'NOTHING_TO_REFUND',
        )
      if (
        body.method === 'gateway' &&
        held.some((attempt) => !ONLINE.has(attempt.gateway) || !attempt.gatewayPaymentId)
      )
        throw new HttpError(409, serverText('payment.refundNotOnline'), 'REFUND_NOT_ONLINE')
      const status = body.method === 'upi' ? 'processed' : 'pending'
      for (const attempt of held)
        await payments.refunding(attempt.id, {
          status: 'refunded',
          refundStatus: status,
          refundMethod: body.method,
          refundReference: reference,
        })
      const amount = held.reduce((sum, attempt) => sum + attempt.amount, 0)
      const details = refundDetails(found.details, { amount, method: body.method, status }, reference, 0)
      const now = new Date()
      const saved = cancel
        ? await applyChange(
            tx,
            found,
            'cancel',
            (language) =>
              serverText('orders.cancelledByBusiness', { orderId: found.orderId, site: siteName(site) }, language),
            { now, details },
          )
        : await new OrderRepository(tx.db).save(found, found.status, details, now)
      tx.emit('payment.refunded', {
        siteId: saved.siteId,
        customerId: saved.customerId,
        order: toWireOrder(saved),
        amount,
        status,
      })
      // A gateway refund is told when the gateway answers (started, refunded or failed).
      if (reference !== null)
        await tellCustomer(tx, saved, refundText('payment.refundedUpi', amount, found, reference), now)
      return { order: saved, attempts: body.method === 'gateway' ? held : [] }
    })
    let answer = toWireOrder(order)
    for (const attempt of attempts) answer = (await this.throughGateway(site, attempt)) ?? answer
    return answer
  }

  /** Asks the attempt's gateway for its refund; a refusal or an unreachable gateway is a failed refund. */
  private async throughGateway(site: Site, attempt: PaymentAttempt): Promise<Order | null> {
    let result: { status: 'pending' | 'processed' | 'failed'; gatewayRefundId: string | null }
    try {
      const gateway = await this.deps.gateways.forSite(site, attempt.gateway)
      if (!gateway) throw new GatewayError(`The site has no ${attempt.gateway} gateway now`)
      const refund = await gateway.refund(attempt.gatewayPaymentId!, {
        amount: attempt.amount,
        notes: { paymentAttemptId: attempt.id },
      })
      result = { status: refund.status, gatewayRefundId: refund.id }
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error
      this.deps.log.warn({ err: error, attempt: attempt.id }, 'the gateway refused a refund: it is owed again')
      result = { status: 'failed', gatewayRefundId: null }
    }
    return this.deps.ledger.settle(site.id, attempt.id, result)
  }
}
