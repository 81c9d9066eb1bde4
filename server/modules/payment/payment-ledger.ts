import type { Order } from '../../../contract/orders.js'
import { json } from '../../db/schema.js'
import type { EventTransaction, Events } from '../../events/events.js'
import { serverText } from '../../text/server-text.js'
import { postSystemMessage } from '../chat/index.js'
import { formatPaise, fromRow, OrderRepository, toWireOrder, type StoredOrder } from '../order/index.js'
import { PaymentRepository, type PaymentAttempt } from './payment-repository.js'

/** What the gateway or the owner says happened to an attempt. */
export type Settlement = { outcome: 'paid'; gatewayPaymentId: string | null } | { outcome: 'failed' }

/**
 * The one place money reaches an order: verify, webhooks, the reconciler
 * and the owner's confirmation all settle attempts here. In one transaction
 * it locks the order's row (so a cancel cannot interleave: an order never
 * ends both Cancelled and Paid), then the attempt's, and moves the attempt
 * forward only: a paid attempt is never paid twice and never goes back.
 * Money for a cancelled or already paid milestone is kept, flagged for a
 * refund. A paid milestone records `payment.confirmed`, and the message to
 * the customer its `message.stored` (the widget and the inbox hear of both
 * live).
 */
export class PaymentLedger {
  constructor(private readonly events: Events) {}

  /**
   * Settles `attemptId` of `siteId`; `eventId` (a webhook's) is recorded in
   * the same transaction, and a redelivered event changes nothing.
   * Answers the order as it is afterwards.
   */
  async settle(siteId: string, attemptId: string, settlement: Settlement, eventId?: string): Promise<Order | null> {
    const result = await this.events.transaction(async (tx) => {
      const trx = tx.db
      const payments = new PaymentRepository(trx)
      if (eventId !== undefined && !(await payments.firstDelivery(siteId, eventId))) return null
      const unlocked = await trx
        .selectFrom('payments')
        .select('orderId')
        .where('siteId', '=', siteId)
        .where('id', '=', attemptId)
        .executeTakeFirst()
      if (!unlocked) return null
      // Order first, then attempt: the order a cancel locks too, in the same order.
      const order = await new OrderRepository(trx).lock({ siteId }, unlocked.orderId)
      const attempt = await payments.lock({ siteId }, attemptId)
      if (!order || !attempt) return null
      return apply(tx, order, attempt, settlement)
    })
    return result ? toWireOrder(result) : null
  }
}

const FINAL = new Set(['paid', 'refund_required'])

/** Applies the settlement to the locked order and attempt; answers the order as it is afterwards. */
async function apply(
  tx: EventTransaction,
  order: StoredOrder,
  attempt: PaymentAttempt,
  settlement: Settlement,
): Promise<StoredOrder> {
  const trx = tx.db
  const payments = new PaymentRepository(trx)
  if (FINAL.has(attempt.status)) return order
  if (settlement.outcome === 'failed') {
    if (attempt.status === 'created') await payments.update(attempt.id, { status: 'failed' })
    return order
  }

  const now = new Date()
  const amount = formatPaise(attempt.amount)
  const milestone = order.details.paymentMilestones.find((candidate) => candidate.id === attempt.milestoneId)
  const payable = order.status !== 'Cancelled' && milestone?.status === 'Pending' && milestone.amount === attempt.amount
  if (!payable) {
    await payments.update(attempt.id, {
      status: 'refund_required',
      gatewayPaymentId: settlement.gatewayPaymentId,
      needsRefund: true,
    })
    const text = serverText(order.status === 'Cancelled' ? 'payment.refundCancelled' : 'payment.refundDuplicate', {
      amount,
      orderId: order.orderId,
    })
    await tell(tx, order, text, now)
    return order
  }

  await payments.update(attempt.id, { status: 'paid', gatewayPaymentId: settlement.gatewayPaymentId })
  const paymentMilestones = order.details.paymentMilestones.map((candidate) =>
    candidate.id === milestone.id ? { ...candidate, status: 'Paid' as const } : candidate,
  )
  const paymentStatus = paymentMilestones.every((candidate) => candidate.status === 'Paid') ? 'Paid' : 'Pending'
  const row = await trx
    .updateTable('orders')
    .set({ details: json({ ...order.details, paymentMilestones }), paymentStatus, updatedAt: now })
    .where('siteId', '=', order.siteId)
    .where('id', '=', order.id)
    .returningAll()
    .executeTakeFirstOrThrow()
  const paid = fromRow(row)
  tx.emit('payment.confirmed', {
    siteId: paid.siteId,
    customerId: paid.customerId,
    order: toWireOrder(paid),
    milestoneId: milestone.id,
    amount: attempt.amount,
  })
  await tell(tx, paid, serverText('payment.received', { amount, orderId: order.orderId }), now)
  return paid
}

/** The customer's message about the payment of `order` (typed, like the order's messages). */
async function tell(tx: EventTransaction, order: StoredOrder, text: string, now: Date): Promise<void> {
  await postSystemMessage(
    tx,
    { siteId: order.siteId, customerId: order.customerId },
    { message: text },
    { now, typed: { position: 0, count: 1 } },
  )
}
