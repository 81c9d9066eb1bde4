import type { Kysely, Selectable } from 'kysely'
import type { Database, PaymentAttemptStatus, PaymentsTable } from '../../db/schema.js'

export type PaymentAttempt = Selectable<PaymentsTable>

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
    milestoneId: string
    gateway: string
    amount: number
    status: PaymentAttemptStatus
    reference?: string | null
    screenshotUrl?: string | null
  }): Promise<PaymentAttempt> {
    return this.db.insertInto('payments').values(attempt).returningAll().executeTakeFirstOrThrow()
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

  /** The reported manual payment of a milestone still waiting for the owner, if any. */
  reportedFor(siteId: string, orderId: string, milestoneId: string): Promise<PaymentAttempt | undefined> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('siteId', '=', siteId)
      .where('orderId', '=', orderId)
      .where('milestoneId', '=', milestoneId)
      .where('status', '=', 'reported')
      .orderBy('createdAt', 'desc')
      .executeTakeFirst()
  }

  /** The manual payments of these orders still waiting for the owner's confirmation, oldest first. */
  reportedForOrders(siteId: string, orderIds: readonly string[]): Promise<PaymentAttempt[]> {
    if (orderIds.length === 0) return Promise.resolve([])
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('siteId', '=', siteId)
      .where('orderId', 'in', orderIds)
      .where('status', '=', 'reported')
      .orderBy('createdAt')
      .orderBy('id')
      .execute()
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
    const inserted = await this.db
      .insertInto('paymentEvents')
      .values({ siteId, eventId })
      .onConflict((oc) => oc.columns(['siteId', 'eventId']).doNothing())
      .returning('eventId')
      .executeTakeFirst()
    return inserted !== undefined
  }
}
