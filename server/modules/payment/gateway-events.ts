import type { Db } from '../../db/database.js'
import { HttpError } from '../../http/errors.js'
import type { Gateways } from '../../providers/payment/index.js'
import { serverText } from '../../text/server-text.js'
import type { Site } from '../site/index.js'
import type { PaymentLedger } from './payment-ledger.js'
import type { RefundLedger } from './refund-ledger.js'
import { PaymentRepository } from './payment-repository.js'
import { sitePayment } from './payment-settings.js'

/** The payment entity of a Razorpay-shaped event, as far as we read it. */
interface EventPayment {
  id: string
  order_id: string
  amount: number
}

/**
 * What gateways tell us on their own: webhooks (`payment.captured`,
 * `order.paid`, `payment.failed`) and, for a webhook that never came, the
 * reconciler asking the gateway about attempts still unsettled. Both feed
 * the ledger, so duplicates, events out of order and a webhook racing the
 * browser's verify change nothing once an attempt is settled.
 */
export class GatewayEvents {
  constructor(
    private readonly db: Db,
    private readonly gateways: Gateways,
    private readonly ledger: PaymentLedger,
    private readonly log: { warn(details: object, message: string): void },
    private readonly refunds?: RefundLedger,
  ) {}

  /** A webhook of `site`: its signature over the raw body first, then the event once per event id. */
  async webhook(
    site: Site,
    rawBody: Buffer,
    signature: string | undefined,
    eventId: string | undefined,
  ): Promise<void> {
    const gateway = await this.gateways.forSite(site, sitePayment(site).selectedGatewayId)
    if (!gateway) throw new HttpError(409, serverText('payment.notConfigured'), 'GATEWAY_NOT_CONFIGURED')
    if (!signature || !gateway.verifyWebhookSignature(rawBody, signature))
      throw new HttpError(400, serverText('payment.badSignature'), 'SIGNATURE_INVALID')
    const event = parseEvent(rawBody)
    if (!event || !eventId) throw new HttpError(400, serverText('payment.badEvent'), 'BAD_REQUEST')
    if (event.refund) return this.refundEvent(site.id, gateway.id, event.name, event.refund, eventId)
    if (!event.payment) return
    const attempt = await new PaymentRepository(this.db).byGatewayOrder(site.id, gateway.id, event.payment.order_id)
    // Not ours (another integration on the same account): acknowledged, nothing to do.
    if (!attempt) return
    if (event.name === 'payment.failed') {
      await this.ledger.settle(site.id, attempt.id, { outcome: 'failed' }, eventId)
      return
    }
    if (event.name !== 'payment.captured' && event.name !== 'order.paid') return
    if (event.payment.amount !== attempt.amount) {
      this.log.warn(
        { attempt: attempt.id, paid: event.payment.amount, due: attempt.amount },
        'payment webhook amount differs from the attempt: not credited',
      )
      return
    }
    await this.ledger.settle(site.id, attempt.id, { outcome: 'paid', gatewayPaymentId: event.payment.id }, eventId)
  }

  /** `refund.processed` / `refund.failed` of a refund we asked for; once per event id, and once per refund. */
  private async refundEvent(siteId: string, gateway: string, name: string, refund: EventRefund, eventId: string) {
    const status = name === 'refund.processed' ? 'processed' : name === 'refund.failed' ? 'failed' : null
    if (!status || !this.refunds) return
    const attemptId = typeof refund.notes?.paymentAttemptId === 'string' ? refund.notes.paymentAttemptId : null
    const attempt = await new PaymentRepository(this.db).byRefund(siteId, gateway, {
      id: refund.id,
      paymentId: refund.payment_id,
      attemptId,
    })
    if (!attempt) return
    await this.refunds.settle(siteId, attempt.id, { status, gatewayRefundId: refund.id }, eventId)
  }

  /**
   * Asks the gateway about attempts unsettled for a few minutes (a closed
   * tab, a lost webhook) and settles what it says was captured. Answers how
   * many attempts it settled as paid. Safe on several processes at once.
   */
  async reconcile(now = new Date()): Promise<number> {
    let paid = 0
    for (const attempt of await new PaymentRepository(this.db).unsettled(now)) {
      try {
        const site = await this.db.selectFrom('sites').selectAll().where('id', '=', attempt.siteId).executeTakeFirst()
        const gateway = site ? await this.gateways.forSite(site, attempt.gateway) : null
        if (!gateway || !attempt.gatewayOrderId) continue
        const payments = await gateway.fetchOrderPayments(attempt.gatewayOrderId)
        const captured = payments.find((payment) => payment.status === 'captured' && payment.amount === attempt.amount)
        if (captured) {
          await this.ledger.settle(attempt.siteId, attempt.id, { outcome: 'paid', gatewayPaymentId: captured.id })
          paid++
        }
      } catch (error) {
        this.log.warn(
          { err: error, attempt: attempt.id },
          'payment reconciliation failed for an attempt; it is tried again later',
        )
      }
    }
    return paid
  }
}

/** The refund entity of a Razorpay-shaped refund event. */
interface EventRefund {
  id: string
  payment_id: string
  /** What the refund call was given: `paymentAttemptId` names our attempt. */
  notes?: Record<string, unknown>
}

function parseEvent(
  rawBody: Buffer,
): { name: string; payment: EventPayment | null; refund: EventRefund | null } | null {
  let body: unknown
  try {
    body = JSON.parse(rawBody.toString('utf8'))
  } catch {
    return null
  }
  if (typeof body !== 'object' || body === null || typeof (body as { event?: unknown }).event !== 'string') return null
  const { event, payload } = body as {
    event: string
    payload?: { payment?: { entity?: Partial<EventPayment> }; refund?: { entity?: Partial<EventRefund> } }
  }
  const refundEntity = payload?.refund?.entity
  const refund =
    refundEntity && typeof refundEntity.id === 'string' && typeof refundEntity.payment_id === 'string'
      ? (refundEntity as EventRefund)
      : null
  const entity = payload?.payment?.entity
  const payment =
    entity && typeof entity.id === 'string' && typeof entity.order_id === 'string' && typeof entity.amount === 'number'
      ? (entity as EventPayment)
      : null
  return { name: event, payment, refund }
}
