import type { Kysely, Selectable } from 'kysely'
import type { Database, PaymentAttemptStatus, PaymentPartsTable, PaymentsTable, RefundStatus } from '../../db/schema.js'
import { claimRow } from '../../db/claim.js'

export type PaymentAttempt = Selectable<PaymentsTable>
/** One order's milestone a checkout's payment credits (paise). */
export type PaymentPart = Pick<Selectable<PaymentPartsTable>, 'orderId' | 'milestoneId' | 'amount'>

/** Attempts still waiting for the gateway after this long are asked about by the reconciler... */
export const RECONCILE_AFTER_MS = 2 * 60 * 1000
/** ...until they are this old (the gateway's checkout expires long before). */
export const RECONCILE_UNTIL_MS = 2 * 24 * 60 * 60 * 1000

/** Payment attempts and applied webhook events; runs on the database or a transaction. */
export class PaymentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  insert(attempt: {
    siteId: string
    customerId: string
    orderId: string
    milestoneId: string | null
    gateway: string
    amount: number
    status: PaymentAttemptStatus
    reference?: string | null
    screenshotUrl?: string | null
    checkoutId?: string | null
    gatewayPaymentId?: string | null
  }): Promise<PaymentAttempt> {
    return this.db.insertInto('payments').values(attempt).returningAll().executeTakeFirstOrThrow()
  }

  /** What a checkout's payment credits: one milestone of each order. */
  async insertParts(attempt: PaymentAttempt, parts: readonly PaymentPart[]): Promise<void> {
    if (parts.length === 0) return
    await this.db
      .insertInto('paymentParts')
      .values(parts.map((part) => ({ ...part, paymentId: attempt.id, siteId: attempt.siteId })))
      .execute()
  }

  /** The parts of a checkout's payment, in `_id` order of their orders (the order the ledger locks them in). */
  parts(siteId: string, paymentId: string): Promise<PaymentPart[]> {
    return this.db
      .selectFrom('paymentParts')
      .select(['orderId', 'milestoneId', 'amount'])
      .where('siteId', '=', siteId)
      .where('paymentId', '=', paymentId)
      .orderBy('orderId')
      .execute()
  }

  setGatewayOrder(id: string, gatewayOrderId: string): Promise<unknown> {
    return this.db.updateTable('payments').set({ gatewayOrderId, updatedAt: new Date() }).where('id', '=', id).execute()
  }

  /** One attempt of a site (and customer, for a customer's call), locked until the transaction ends. */
  lock(scope: { siteId: string; customerId?: string }, id: string): Promise<PaymentAttempt | undefined> {
    let query = this.db.selectFrom('payments').selectAll().where('siteId', '=', scope.siteId).where('id', '=', id)
    if (scope.customerId !== undefined) query = query.where('customerId', '=', scope.customerId)
    return query.forUpdate().executeTakeFirst()
  }

  byGatewayOrder(siteId: string, gateway: string, gatewayOrderId: string): Promise<PaymentAttempt | undefined> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('siteId', '=', siteId)
      .where('gateway', '=', gateway)
      .where('gatewayOrderId', '=', gatewayOrderId)
      .executeTakeFirst()
  }

  /**
   * The reported manual payment of a milestone still waiting for the owner, if any: the order's own, or a checkout's
   * payment with a part for it.
   */
  async reportedFor(siteId: string, orderId: string, milestoneId: string): Promise<PaymentAttempt | undefined> {
    const own = await this.db
      .selectFrom('payments')
      .selectAll()
      .where('siteId', '=', siteId)
      .where('orderId', '=', orderId)
      .where('milestoneId', '=', milestoneId)
      .where('status', '=', 'reported')
      .orderBy('createdAt', 'desc')
      .executeTakeFirst()
    if (own) return own
    return this.db
      .selectFrom('payments as p')
      .innerJoin('paymentParts as part', 'part.paymentId', 'p.id')
      .selectAll('p')
      .where('p.siteId', '=', siteId)
      .where('part.orderId', '=', orderId)
      .where('part.milestoneId', '=', milestoneId)
      .where('p.status', '=', 'reported')
      .orderBy('p.createdAt', 'desc')
      .executeTakeFirst()
  }

  /** The site's orders (`_id`) with a manual payment still waiting for the owner's confirmation, a checkout's too. */
  async ordersWithReports(siteId: string): Promise<string[]> {
    const own = this.db
      .selectFrom('payments')
      .select('orderId')
      .where('siteId', '=', siteId)
      .where('status', '=', 'reported')
      .where('checkoutId', 'is', null)
    const parts = this.db
      .selectFrom('payments as p')
      .innerJoin('paymentParts as part', 'part.paymentId', 'p.id')
      .select('part.orderId as orderId')
      .where('p.siteId', '=', siteId)
      .where('p.status', '=', 'reported')
    const rows = await own.union(parts).execute()
    return rows.map((row) => row.orderId)
  }

  /**
   * The manual payments of these orders still waiting for the owner's confirmation, oldest first; a checkout's
   * payment once per order it covers, with that order's id and milestone.
   */
  async reportedForOrders(siteId: string, orderIds: readonly string[]): Promise<PaymentAttempt[]> {
    if (orderIds.length === 0) return []
    const own = await this.db
      .selectFrom('payments')
      .selectAll()
      .where('siteId', '=', siteId)
      .where('orderId', 'in', orderIds)
      .where('status', '=', 'reported')
      .where('checkoutId', 'is', null)
      .execute()
    const parts = await this.db
      .selectFrom('payments as p')
      .innerJoin('paymentParts as part', 'part.paymentId', 'p.id')
      .selectAll('p')
      .select(['part.orderId as partOrderId', 'part.milestoneId as partMilestoneId'])
      .where('p.siteId', '=', siteId)
      .where('part.orderId', 'in', orderIds)
      .where('p.status', '=', 'reported')
      .execute()
    const covered = parts.map(({ partOrderId, partMilestoneId, ...attempt }) => ({
      ...attempt,
      orderId: partOrderId,
      milestoneId: partMilestoneId,
    }))
    return [...own, ...covered].sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
    )
  }

  update(
    id: string,
    change: { status: PaymentAttemptStatus; gatewayPaymentId?: string | null; needsRefund?: boolean },
  ): Promise<unknown> {
    return this.db
      .updateTable('payments')
      .set({ ...change, updatedAt: new Date() })
      .where('id', '=', id)
      .execute()
  }

  /**
   * One order's share of a paid checkout payment: a paid payment of that order and milestone, through the same
   * gateway payment, so the order is refunded on its own (its share, not the whole checkout).
   */
  insertShare(
    checkoutPayment: PaymentAttempt,
    share: PaymentPart & { gatewayPaymentId: string | null },
  ): Promise<PaymentAttempt> {
    return this.insert({
      siteId: checkoutPayment.siteId,
      customerId: checkoutPayment.customerId,
      orderId: share.orderId,
      milestoneId: share.milestoneId,
      amount: share.amount,
      gateway: checkoutPayment.gateway,
      status: 'paid',
      gatewayPaymentId: share.gatewayPaymentId ?? checkoutPayment.gatewayPaymentId,
      reference: checkoutPayment.reference,
      screenshotUrl: checkoutPayment.screenshotUrl,
      checkoutId: checkoutPayment.checkoutId,
    })
  }

  /**
   * The order's attempts whose money is held (paid, or kept for a refund) in these statuses, oldest first, locked.
   * A paid checkout payment is not among them: its orders' shares are.
   */
  held(siteId: string, orderId: string, statuses: readonly PaymentAttemptStatus[]): Promise<PaymentAttempt[]> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('siteId', '=', siteId)
      .where('orderId', '=', orderId)
      .where('status', 'in', [...statuses])
      .where((eb) =>
        eb.or([eb('checkoutId', 'is', null), eb('milestoneId', 'is not', null), eb('status', '!=', 'paid')]),
      )
      .orderBy('createdAt')
      .orderBy('id')
      .forUpdate()
      .execute()
  }

  /** The order's attempts whose refund the gateway has not answered yet. */
  refundsPending(siteId: string, orderId: string): Promise<PaymentAttempt[]> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('siteId', '=', siteId)
      .where('orderId', '=', orderId)
      .where('refundStatus', '=', 'pending')
      .execute()
  }

  /**
   * The refunded attempt a gateway's refund event is about: the attempt its notes name, else the one with that
   * refund id, else the one whose refund the gateway has not numbered yet. Several orders' shares of one checkout
   * payment share the gateway's payment id, so that alone does not say which.
   */
  async byRefund(
    siteId: string,
    gateway: string,
    refund: { id: string; paymentId: string; attemptId: string | null },
  ): Promise<PaymentAttempt | undefined> {
    const refunded = this.db
      .selectFrom('payments')
      .selectAll()
      .where('siteId', '=', siteId)
      .where('gateway', '=', gateway)
      .where('gatewayPaymentId', '=', refund.paymentId)
      .where('refundStatus', 'is not', null)
    if (refund.attemptId !== null) {
      const named = await refunded.where('id', '=', refund.attemptId).executeTakeFirst()
      if (named) return named
    }
    return (
      (await refunded.where('gatewayRefundId', '=', refund.id).executeTakeFirst()) ??
      refunded
        .where('gatewayRefundId', 'is', null)
        .where('refundStatus', '=', 'pending')
        .orderBy('updatedAt')
        .executeTakeFirst()
    )
  }

  refunding(
    id: string,
    change: {
      status: PaymentAttemptStatus
      refundStatus: RefundStatus
      refundMethod?: 'gateway' | 'upi'
      refundReference?: string | null
      gatewayRefundId?: string | null
    },
  ): Promise<unknown> {
    return this.db
      .updateTable('payments')
      .set({ ...change, updatedAt: new Date() })
      .where('id', '=', id)
      .execute()
  }

  /** Online attempts the gateway has not settled, old enough to ask it about. */
  unsettled(now: Date, limit = 50): Promise<PaymentAttempt[]> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('status', 'in', ['created', 'failed'])
      .where('gatewayOrderId', 'is not', null)
      .where('createdAt', '<', new Date(now.getTime() - RECONCILE_AFTER_MS))
      .where('createdAt', '>', new Date(now.getTime() - RECONCILE_UNTIL_MS))
      .orderBy('createdAt')
      .limit(limit)
      .execute()
  }

  /** Records a webhook event; false when it was already applied (a redelivery). */
  async firstDelivery(siteId: string, eventId: string): Promise<boolean> {
    return claimRow(this.db, 'paymentEvents', { siteId, eventId }, ['siteId', 'eventId'])
  }
}
