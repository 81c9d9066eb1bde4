import { localeOf } from '../../../contract/format.js'
import type { Order } from '../../../contract/orders.js'
import { json } from '../../db/schema.js'
import type { EventTransaction, Events } from '../../events/events.js'
import { serverText } from '../../text/server-text.js'
import {
  formatPaise,
  fromRow,
  OrderRepository,
  toWireOrder,
  type CustomerText,
  type StoredOrder,
} from '../order/index.js'
import { PaymentRepository, type PaymentAttempt } from './payment-repository.js'
import { tellCustomer } from './refund-ledger.js'

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
        .select(['orderId', 'checkoutId'])
        .where('siteId', '=', siteId)
        .where('id', '=', attemptId)
        .executeTakeFirst()
      if (!unlocked) return null
      if (unlocked.checkoutId !== null) return settleCheckout(tx, siteId, attemptId, settlement)
      // Order first, then attempt: the order a cancel locks too, in the same order.
      const order = await new OrderRepository(trx).lock({ siteId }, unlocked.orderId)
      const attempt = await payments.lock({ siteId }, attemptId)
      if (!order || !attempt) return null
      return apply(tx, order, attempt, settlement)
    })
    return result ? toWireOrder(result) : null
  }
}

/**
 * A checkout's payment: every order it covers is locked (in `_id` order), then the attempt. All or nothing: when
 * every part's milestone is still Pending with its amount on an open order, each is Paid (each order records
 * `payment.confirmed` and its message, as one order's payment does); otherwise none is, and the whole payment is
 * flagged for a refund. Answers the first order as it is afterwards.
 */
async function settleCheckout(
  tx: EventTransaction,
  siteId: string,
  attemptId: string,
  settlement: Settlement,
): Promise<StoredOrder | null> {
  const trx = tx.db
  const payments = new PaymentRepository(trx)
  const parts = await payments.parts(siteId, attemptId)
  const repository = new OrderRepository(trx)
  const orders: StoredOrder[] = []
  for (const part of parts) {
    const order = await repository.lock({ siteId }, part.orderId)
    if (order) orders.push(order)
  }
  const attempt = await payments.lock({ siteId }, attemptId)
  const first = orders[0]
  if (!attempt || !first) return null
  if (FINAL.has(attempt.status)) return first
  if (settlement.outcome === 'failed') {
    if (attempt.status === 'created') await payments.update(attempt.id, { status: 'failed' })
    return first
  }
  const now = new Date()
  const blocked = parts.find((part) => {
    const order = orders.find((candidate) => candidate.id === part.orderId)
    const milestone = order?.details.paymentMilestones.find((candidate) => candidate.id === part.milestoneId)
    return !order || order.status === 'Cancelled' || milestone?.status !== 'Pending' || milestone.amount !== part.amount
  })
  if (blocked || orders.length !== parts.length) {
    await payments.update(attempt.id, {
      status: 'refund_required',
      gatewayPaymentId: settlement.gatewayPaymentId,
      needsRefund: true,
    })
    // The payment's own order holds what is owed back ('Settle refund' finds the payment there).
    const holder = orders.find((candidate) => candidate.id === attempt.orderId) ?? first
    const owing = await oweBack(tx, holder, attempt.amount, now)
    const order = orders.find((candidate) => candidate.id === blocked?.orderId) ?? owing
    await tellCustomer(tx, order, owedText(order, attempt.amount), now, 'refund')
    return owing.id === first.id ? owing : first
  }
  await payments.update(attempt.id, { status: 'paid', gatewayPaymentId: settlement.gatewayPaymentId })
  const online = paidOnline(attempt, settlement)
  const paid: StoredOrder[] = []
  for (const part of parts) {
    const order = orders.find((candidate) => candidate.id === part.orderId)!
    // Each order's share is a payment of its own: a refund of one order gives back its share only.
    await payments.insertShare(attempt, { ...part, gatewayPaymentId: settlement.gatewayPaymentId })
    paid.push(await credit(tx, order, { id: part.milestoneId, amount: part.amount, online }, now))
  }
  return paid.sort((a, b) => a.orderId.localeCompare(b.orderId, 'en', { numeric: true }))[0] ?? first
}

/** Whether the money came through a gateway (a refund can go back the same way). */
function paidOnline(attempt: PaymentAttempt, settlement: { gatewayPaymentId: string | null }): boolean {
  return attempt.gatewayPaymentId !== null || settlement.gatewayPaymentId !== null
}

/** Adds `amount` to what the locked `order` owes back (the owner's 'Settle refund'); the widget and inbox hear it. */
async function oweBack(tx: EventTransaction, order: StoredOrder, amount: number, now: Date): Promise<StoredOrder> {
  const refundDue = (order.details.refundDue ?? 0) + amount
  const saved = await new OrderRepository(tx.db).save(order, order.status, { ...order.details, refundDue }, now)
  tx.emit('payment.refunded', {
    siteId: saved.siteId,
    customerId: saved.customerId,
    order: toWireOrder(saved),
    amount,
    status: 'due',
  })
  return saved
}

const FINAL = new Set(['paid', 'refund_required', 'refunded'])

/** Applies the settlement to the locked order and attempt; answers the order as it is afterwards. */
async function apply(
  tx: EventTransaction,
  locked: StoredOrder,
  attempt: PaymentAttempt,
  settlement: Settlement,
): Promise<StoredOrder> {
  const trx = tx.db
  const payments = new PaymentRepository(trx)
  let order = locked
  if (FINAL.has(attempt.status)) return order
  if (settlement.outcome === 'failed') {
    if (attempt.status === 'created') await payments.update(attempt.id, { status: 'failed' })
    return order
  }

  const now = new Date()
  const milestone = order.details.paymentMilestones.find((candidate) => candidate.id === attempt.milestoneId)
  const payable = order.status !== 'Cancelled' && milestone?.status === 'Pending' && milestone.amount === attempt.amount
  if (!payable) {
    await payments.update(attempt.id, {
      status: 'refund_required',
      gatewayPaymentId: settlement.gatewayPaymentId,
      needsRefund: true,
    })
    // The owner sees what is owed back ('Settle refund') on the order.
    order = await oweBack(tx, order, attempt.amount, now)
    await tellCustomer(tx, order, owedText(order, attempt.amount), now, 'refund')
    return order
  }

  await payments.update(attempt.id, { status: 'paid', gatewayPaymentId: settlement.gatewayPaymentId })
  return credit(tx, order, { id: milestone.id, amount: attempt.amount, online: paidOnline(attempt, settlement) }, now)
}

/**
 * Marks `milestoneId` of the locked `order` Paid (`online`: through a gateway, which a refund can go back through),
 * records `payment.confirmed`, and tells the customer.
 */
async function credit(
  tx: EventTransaction,
  order: StoredOrder,
  milestone: { id: string; amount: number; online: boolean },
  now: Date,
): Promise<StoredOrder> {
  const { id: milestoneId, amount } = milestone
  const trx = tx.db
  const paymentMilestones = order.details.paymentMilestones.map((candidate) =>
    candidate.id === milestoneId ? { ...candidate, status: 'Paid' as const } : candidate,
  )
  const online = milestone.online ? { paidOnline: true } : {}
  const paymentStatus = paymentMilestones.every((candidate) => candidate.status === 'Paid') ? 'Paid' : 'Pending'
  const row = await trx
    .updateTable('orders')
    .set({ details: json({ ...order.details, paymentMilestones, ...online }), paymentStatus, updatedAt: now })
    .where('siteId', '=', order.siteId)
    .where('id', '=', order.id)
    .returningAll()
    .executeTakeFirstOrThrow()
  const paid = fromRow(row)
  tx.emit('payment.confirmed', {
    siteId: paid.siteId,
    customerId: paid.customerId,
    order: toWireOrder(paid),
    milestoneId,
    amount,
  })
  const text: CustomerText = (language) =>
    serverText(
      'payment.received',
      { amount: formatPaise(amount, localeOf(language)), orderId: order.orderId },
      language,
    )
  await tellCustomer(tx, paid, text, now, 'paymentReceived')
  return paid
}

/** What the customer is told of money that came for an order it cannot go to (it is owed back), in their language. */
const owedText =
  (order: StoredOrder, amount: number): CustomerText =>
  (language) =>
    serverText(
      order.status === 'Cancelled' ? 'payment.refundCancelled' : 'payment.refundDuplicate',
      { amount: formatPaise(amount, localeOf(language)), orderId: order.orderId },
      language,
    )
