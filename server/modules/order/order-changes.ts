import type { MessageEventName } from '../../../contract/chat.js'
import type { Language } from '../../../contract/language.js'
import type { Order } from '../../../contract/orders.js'
import {
  completedStages,
  completeNeedsPayment,
  customerMayCancel,
  nextStatus,
  paidMilestones,
  type OrderAction,
  type OrderState,
  type OrderStatus,
} from '../../../contract/order-status.js'
import { customerLanguage } from '../../db/customer-language.js'
import type { EventTransaction, Events } from '../../events/events.js'
import { HttpError } from '../../http/errors.js'
import { serverText, stageText } from '../../text/server-text.js'
import { siteName } from '../auth/index.js'
import { postSystemMessage } from '../chat/index.js'
import type { Site } from '../site/index.js'
import { toWireOrder, type StoredOrder, type StoredOrderDetails } from './order-details.js'
import { OrderRepository } from './order-repository.js'
import { returnStock } from './stock.js'
import { releaseCode } from '../discounts/index.js'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'

/** A message to the order's customer, written in the language they read (`customers.language`). */
export type CustomerText = (language: Language) => string

/** What the owner may do to an order (`OwnerOrderActionBody.action`). */
export type OwnerAction = Extract<OrderAction, 'advance' | 'complete' | 'cancel'>

export interface OrderChangesDeps {
  events: Events
  now?: () => Date
}

/**
 * Moves orders through the state machine of `contract/order-status.ts`:
 * the customer's cancel (only while `customerMayCancel`) and the
 * owner's advance / complete / cancel. Each change locks the order's row
 * first (SELECT … FOR UPDATE), so two changes cannot interleave; a cancel
 * gives the stock back; a system message tells the customer. The change
 * records `order.changed` and the message's `message.stored` (the widget
 * and the inbox hear of both live).
 */
export class OrderChanges {
  private readonly now: () => Date

  constructor(private readonly deps: OrderChangesDeps) {
    this.now = deps.now ?? (() => new Date())
  }

  /** The customer's cancel; 404 for an order that is not theirs, 409 with the reason when it may not be cancelled. */
  cancelByCustomer(customer: { id: string; siteId: string }, orderId: string): Promise<Order> {
    return this.change({ siteId: customer.siteId, customerId: customer.id }, orderId, false, (order) => {
      const refusal = cancelRefusal(order)
      if (refusal) throw new HttpError(409, refusal, 'CANNOT_CANCEL')
      const values = { orderId: order.orderId }
      return { action: 'cancel', text: (language) => serverText('orders.cancelledByCustomer', values, language) }
    })
  }

  /**
   * An owner's action on an order of their site (by `_id` or human order id); 409 when the state machine does not allow
   * it.
   */
  byOwner(site: Site, orderRef: string, action: OwnerAction): Promise<Order> {
    return this.change({ siteId: site.id }, orderRef, true, (order) => {
      if (nextStatus(stateOf(order), action) === null)
        throw new HttpError(409, ownerRefusal(order, action), 'NOT_ALLOWED')
      // An order never ends both Cancelled and Paid: a paid order is cancelled with its refund ('Cancel and refund').
      if (action === 'cancel' && paidMilestones(stateOf(order)) > 0)
        throw new HttpError(409, serverText('orders.ownerCancelPaid'), 'NOT_ALLOWED')
      // Completed means paid: an unpaid order is completed with how it was paid outside (cash, UPI).
      if (action === 'complete' && completeNeedsPayment(stateOf(order)))
        throw new HttpError(409, serverText('orders.completeUnpaid'), 'PAYMENT_PENDING')
      const stage = order.details.pipelineStages.find((candidate) => candidate.status === 'Pending')?.name ?? ''
      const key =
        action === 'advance'
          ? 'orders.advanced'
          : action === 'complete'
            ? 'orders.completed'
            : 'orders.cancelledByBusiness'
      const values = { orderId: order.orderId, site: siteName(site) }
      return { action, text: (language) => serverText(key, { ...values, stage: stageText(stage, language) }, language) }
    })
  }

  private async change(
    scope: { siteId: string; customerId?: string },
    ref: string,
    byHumanId: boolean,
    decide: (order: StoredOrder) => { action: OwnerAction; text: CustomerText },
  ): Promise<Order> {
    const order = await this.deps.events.transaction(async (tx) => {
      const found = await new OrderRepository(tx.db).lock(scope, ref, byHumanId)
      if (!found) throw new HttpError(404, serverText('orders.notFound'), 'NOT_FOUND')
      const { action, text } = decide(found)
      return applyChange(tx, found, action, text, { now: this.now(), byCustomer: scope.customerId !== undefined })
    })
    return toWireOrder(order)
  }
}

/** The order event an action records in the conversation. */
const eventName = (action: OwnerAction, byCustomer = false): MessageEventName =>
  action === 'advance'
    ? 'advanced'
    : action === 'complete'
      ? 'completed'
      : byCustomer
        ? 'cancelledByCustomer'
        : 'cancelledByBusiness'

/**
 * Moves a locked order by `action` inside the caller's transaction: a cancel
 * gives the stock back; `details` (default: the order's own) are saved with
 * the stages the action completes; records `order.changed` and tells the
 * customer `text` in their language (an event message: `byCustomer` for the customer's own cancel).
 * The caller has checked the state machine allows it.
 */
export async function applyChange(
  tx: EventTransaction,
  found: StoredOrder,
  action: OwnerAction,
  text: CustomerText,
  options: { now?: Date; details?: StoredOrderDetails; byCustomer?: boolean } = {},
): Promise<StoredOrder> {
  const trx = tx.db
  const status = nextStatus(stateOf(found), action)
  if (status === null) throw new HttpError(409, ownerRefusal(found, action), 'NOT_ALLOWED')
  if (action === 'cancel') await returnStock(trx, found.siteId, stockLinesOf(found))
  const now = options.now ?? new Date()
  if (action === 'cancel') await giveCodeBack(trx, found, now)
  const changed = await new OrderRepository(trx).save(
    found,
    status,
    detailsAfter(options.details ?? found.details, action),
    now,
  )
  tx.emit('order.changed', {
    siteId: changed.siteId,
    customerId: changed.customerId,
    order: toWireOrder(changed),
    action,
  })
  await postSystemMessage(
    tx,
    { siteId: changed.siteId, customerId: changed.customerId },
    { message: text(await customerLanguage(trx, changed.siteId, changed.customerId)) },
    {
      now,
      typed: { position: 0, count: 1 },
      event: { name: eventName(action, options.byCustomer), orderId: changed.orderId },
    },
  )
  return changed
}

/**
 * A cancelled order gives back the use of its discount code once no other order of its checkout that used the code
 * is still on (the orders of one Create Order share one use).
 */
async function giveCodeBack(trx: Kysely<Database>, order: StoredOrder, now: Date): Promise<void> {
  if (!order.details.discountCode || order.checkoutId === null) return
  const others = await trx
    .selectFrom('orders')
    .select(['id', 'details'])
    .where('siteId', '=', order.siteId)
    .where('checkoutId', '=', order.checkoutId)
    .where('id', '!=', order.id)
    .where('status', '!=', 'Cancelled')
    .execute()
  if (others.some((other) => (other.details as { discountCode?: unknown }).discountCode)) return
  await releaseCode(trx, order.siteId, order.checkoutId, now)
}

const stateOf = (order: StoredOrder): OrderState => ({
  status: order.status,
  pipelineStages: order.details.pipelineStages,
  paymentMilestones: order.details.paymentMilestones,
})

/** Why the customer may not cancel (null: they may), in words for them. */
export function cancelRefusal(order: StoredOrder): string | null {
  const state = stateOf(order)
  if (customerMayCancel(state)) return null
  if (order.status === 'Cancelled') return serverText('orders.cancelAlready')
  if (order.status === 'Completed') return serverText('orders.cancelCompleted')
  if (paidMilestones(state) > 0) return serverText('orders.cancelPaid')
  return serverText('orders.cancelProcessing')
}

function ownerRefusal(order: StoredOrder, action: OwnerAction): string {
  const status: OrderStatus = order.status
  if (
    action === 'advance' &&
    status === 'Active' &&
    completedStages(stateOf(order)) >= order.details.pipelineStages.length
  )
    return serverText('orders.allStagesDone')
  const key =
    action === 'advance'
      ? 'orders.cannotAdvance'
      : action === 'complete'
        ? 'orders.cannotComplete'
        : 'orders.cannotCancel'
  return serverText(key, { status })
}

/** Advancing completes the next stage; completing completes them all; cancelling leaves them as they were. */
function detailsAfter(details: StoredOrderDetails, action: OwnerAction): StoredOrderDetails {
  if (action === 'cancel') return details
  let advanced = false
  const pipelineStages = details.pipelineStages.map((stage) => {
    if (stage.status === 'Completed') return stage
    if (action === 'complete' || !advanced) {
      advanced = true
      return { ...stage, status: 'Completed' as const }
    }
    return stage
  })
  return { ...details, pipelineStages }
}

/** `groupId` is the package or variant the units were taken from (null: the item's inventory). */
const stockLinesOf = (order: StoredOrder) =>
  order.details.items.map((item) => ({ itemId: item.itemId, optionId: item.groupId, quantity: item.quantity }))
