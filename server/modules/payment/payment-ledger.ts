import type { Kysely } from 'kysely'
import type { ChatMessage } from '../../../contract/chat.js'
import type { Order } from '../../../contract/orders.js'
import type { Db } from '../../db/database.js'
import { json, type Database } from '../../db/schema.js'
import { serverText } from '../../text/server-text.js'
import { toChatMessage } from '../chat/chat-message.js'
import { MessageRepository } from '../chat/message-repository.js'
import type { OrderAnnouncer } from '../order/order-announcer.js'
import { fromRow, toWireOrder, type StoredOrder } from '../order/order-details.js'
import { formatPaise, systemMessage } from '../order/order-messages.js'
import { OrderRepository } from '../order/order-repository.js'
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
 * refund. The customer hears of a change live.
 */
export class PaymentLedger {
  constructor(
    private readonly db: Db,
    private readonly announcer: OrderAnnouncer,
  ) {}

  /**
   * Settles `attemptId` of `siteId`; `eventId` (a webhook's) is recorded in
   * the same transaction, and a redelivered event changes nothing.
   * Answers the order as it is afterwards.
   */
  async settle(siteId: string, attemptId: string, settlement: Settlement, eventId?: string): Promise<Order | null> {
    const result = await this.db.transaction().execute(async (trx) => {
      const payments = new PaymentRepository(trx)
      if (eventId !== undefined && !(await payments.firstDelivery(siteId, eventId))) return null
      const unlocked = await trx.selectFrom('payments').select('orderId').where('siteId', '=', siteId).where('id', '=', attemptId).executeTakeFirst()
      if (!unlocked) return null
      // Order first, then attempt: the order a cancel locks too, in the same order.
      const order = await new OrderRepository(trx).lock({ siteId }, unlocked.orderId)
      const attempt = await payments.lock({ siteId }, attemptId)
      if (!order || !attempt) return null
      return apply(trx, order, attempt, settlement)
    })
    if (!result) return null
    const wire = toWireOrder(result.order)
    if (result.changed) this.announcer.ordersChanged(result.order.customerId, siteId, [wire])
    if (result.message) this.announcer.messages(result.order.customerId, siteId, [result.message])
    return wire
  }
}

interface Applied {
  order: StoredOrder
  changed: boolean
  message: ChatMessage | null
}

const FINAL = new Set(['paid', 'refund_required'])

async function apply(trx: Kysely<Database>, order: StoredOrder, attempt: PaymentAttempt, settlement: Settlement): Promise<Applied> {
  const payments = new PaymentRepository(trx)
  if (FINAL.has(attempt.status)) return { order, changed: false, message: null }
  if (settlement.outcome === 'failed') {
    if (attempt.status === 'created') await payments.update(attempt.id, { status: 'failed' })
    return { order, changed: false, message: null }
  }

  const now = new Date()
  const amount = formatPaise(attempt.amount)
  const milestone = order.details.paymentMilestones.find((candidate) => candidate.id === attempt.milestoneId)
  const payable = order.status !== 'Cancelled' && milestone?.status === 'Pending' && milestone.amount === attempt.amount
  if (!payable) {
    await payments.update(attempt.id, { status: 'refund_required', gatewayPaymentId: settlement.gatewayPaymentId, needsRefund: true })
    const text = serverText(order.status === 'Cancelled' ? 'payment.refundCancelled' : 'payment.refundDuplicate', { amount, orderId: order.orderId })
    return { order, changed: false, message: await store(trx, order, text, now) }
  }

  await payments.update(attempt.id, { status: 'paid', gatewayPaymentId: settlement.gatewayPaymentId })
  const paymentMilestones = order.details.paymentMilestones.map((candidate) => (candidate.id === milestone.id ? { ...candidate, status: 'Paid' as const } : candidate))
  const paymentStatus = paymentMilestones.every((candidate) => candidate.status === 'Paid') ? 'Paid' : 'Pending'
  const row = await trx
    .updateTable('orders')
    .set({ details: json({ ...order.details, paymentMilestones }), paymentStatus, updatedAt: now })
    .where('siteId', '=', order.siteId)
    .where('id', '=', order.id)
    .returningAll()
    .executeTakeFirstOrThrow()
  const paid = fromRow(row)
  return { order: paid, changed: true, message: await store(trx, paid, serverText('payment.received', { amount, orderId: order.orderId }), now) }
}

async function store(trx: Kysely<Database>, order: StoredOrder, text: string, now: Date): Promise<ChatMessage> {
  const { row } = await new MessageRepository(trx).insert(systemMessage(order, 'text', text, now))
  return toChatMessage(row)
}
