import { localeOf } from '../../../contract/format.js'
import type { MessageEventName } from '../../../contract/chat.js'
import type { Order } from '../../../contract/orders.js'
import { customerLanguage } from '../../db/customer-language.js'
import type { EventTransaction, Events } from '../../events/events.js'
import { serverText } from '../../text/server-text.js'
import { postSystemMessage } from '../chat/index.js'
import { formatPaise, OrderRepository, toWireOrder, type CustomerText, type StoredOrder } from '../order/index.js'
import { PaymentRepository } from './payment-repository.js'

/** What the gateway says of a refund: by the refund call's answer or by a webhook. */
export interface RefundResult {
  status: 'pending' | 'processed' | 'failed'
  gatewayRefundId: string | null
}

type Details = StoredOrder['details']

/**
 * The order's refund summary after `amount` paise more went back (or, negative, came back from a failed refund), and
 * what is still owed back. Pure: the callers save it.
 */
export function refundDetails(
  details: Details,
  change: { amount: number; method: 'gateway' | 'upi'; status: 'pending' | 'processed' | 'failed' },
  reference: string | null,
  refundDue: number,
): Details {
  const amount = Math.max(0, (details.refund?.amount ?? 0) + change.amount)
  const status = amount === 0 ? 'failed' : change.status
  const { refundDue: _previous, ...rest } = details
  return {
    ...rest,
    refund: { amount, method: change.method, status, reference: reference ?? details.refund?.reference ?? null },
    ...(refundDue > 0 ? { refundDue } : {}),
  }
}

/**
 * Where a gateway refund ends: the refund call's answer and the gateway's
 * refund webhooks both land here. In one transaction it locks the order,
 * then the attempt, and moves a `pending` refund only: a second answer or a
 * redelivered webhook changes nothing. `processed` tells the customer
 * 'Refunded ₹X'; `failed` puts the money back among what is owed
 * (`refundDue`, the owner's 'Settle refund').
 */
export class RefundLedger {
  constructor(private readonly events: Events) {}

  async settle(siteId: string, attemptId: string, result: RefundResult, eventId?: string): Promise<Order | null> {
    const order = await this.events.transaction(async (tx) => {
      const payments = new PaymentRepository(tx.db)
      if (eventId !== undefined && !(await payments.firstDelivery(siteId, eventId))) return null
      const unlocked = await tx.db
        .selectFrom('payments')
        .select('orderId')
        .where('siteId', '=', siteId)
        .where('id', '=', attemptId)
        .executeTakeFirst()
      if (!unlocked) return null
      const order = await new OrderRepository(tx.db).lock({ siteId }, unlocked.orderId)
      const attempt = await payments.lock({ siteId }, attemptId)
      if (!order || !attempt || attempt.refundStatus !== 'pending') return order ?? null
      if (result.status === 'pending') {
        // The gateway took the refund; its webhook says when it is processed.
        if (attempt.gatewayRefundId !== null || result.gatewayRefundId === null) return order
        await payments.refunding(attempt.id, {
          status: 'refunded',
          refundStatus: 'pending',
          gatewayRefundId: result.gatewayRefundId,
        })
        await tellCustomer(tx, order, refundText('payment.refundStarted', attempt.amount, order), new Date())
        return order
      }
      return apply(tx, order, attempt, result)
    })
    return order ? toWireOrder(order) : null
  }
}

async function apply(
  tx: EventTransaction,
  order: StoredOrder,
  attempt: { id: string; amount: number; gatewayRefundId: string | null },
  result: RefundResult,
): Promise<StoredOrder> {
  const payments = new PaymentRepository(tx.db)
  const failed = result.status === 'failed'
  await payments.refunding(attempt.id, {
    status: failed ? 'refund_required' : 'refunded',
    refundStatus: result.status,
    gatewayRefundId: result.gatewayRefundId ?? attempt.gatewayRefundId,
  })
  const stillPending = (await payments.refundsPending(order.siteId, order.id)).length > 0
  // What is left refunded is processed once nothing is pending; nothing left refunded reads 'failed'.
  const details = refundDetails(
    order.details,
    { amount: failed ? -attempt.amount : 0, method: 'gateway', status: stillPending ? 'pending' : 'processed' },
    null,
    (order.details.refundDue ?? 0) + (failed ? attempt.amount : 0),
  )
  const now = new Date()
  const saved = await new OrderRepository(tx.db).save(order, order.status, details, now)
  tx.emit('payment.refunded', {
    siteId: saved.siteId,
    customerId: saved.customerId,
    order: toWireOrder(saved),
    amount: attempt.amount,
    status: result.status,
  })
  const key = failed ? 'payment.refundFailed' : 'payment.refunded'
  await tellCustomer(tx, saved, refundText(key, attempt.amount, order), now)
  return saved
}

/** A refund message about `amount` paise of `order`, in the customer's language (its money written in it too). */
export const refundText =
  (
    key: 'payment.refundStarted' | 'payment.refunded' | 'payment.refundFailed' | 'payment.refundedUpi',
    amount: number,
    order: { orderId: string },
    reference = '',
  ): CustomerText =>
  (language) =>
    serverText(key, { amount: formatPaise(amount, localeOf(language)), orderId: order.orderId, reference }, language)

/**
 * A message to the order's customer about its payment or refund, in their language (typed, like the order's messages;
 * an event message, `event` by default a refund's).
 */
export async function tellCustomer(
  tx: EventTransaction,
  order: StoredOrder,
  text: CustomerText,
  now: Date,
  event: MessageEventName = 'refund',
): Promise<unknown> {
  const language = await customerLanguage(tx.db, order.siteId, order.customerId)
  return postSystemMessage(
    tx,
    { siteId: order.siteId, customerId: order.customerId },
    { message: text(language) },
    { now, typed: { position: 0, count: 1 }, event: { name: event, orderId: order.orderId } },
  )
}
