import type { Order } from '../../../contract/orders.js'
import {
  completedStages,
  customerMayCancel,
  nextStatus,
  paidMilestones,
  type OrderAction,
  type OrderState,
  type OrderStatus,
} from '../../../contract/order-status.js'
import type { Events } from '../../events/events.js'
import { HttpError } from '../../http/errors.js'
import { serverText } from '../../text/server-text.js'
import { siteName } from '../auth/index.js'
import { postSystemMessage } from '../chat/index.js'
import type { Site } from '../site/index.js'
import { toWireOrder, type StoredOrder, type StoredOrderDetails } from './order-details.js'
import { OrderRepository } from './order-repository.js'
import { returnStock } from './stock.js'

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
      return { action: 'cancel', text: serverText('orders.cancelledByCustomer', { orderId: order.orderId }) }
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
      // An order never ends both Cancelled and Paid: the money is refunded first.
      if (action === 'cancel' && paidMilestones(stateOf(order)) > 0)
        throw new HttpError(409, serverText('orders.ownerCancelPaid'), 'NOT_ALLOWED')
      const stage = order.details.pipelineStages.find((candidate) => candidate.status === 'Pending')?.name ?? ''
      const text =
        action === 'advance'
          ? serverText('orders.advanced', { orderId: order.orderId, stage })
          : action === 'complete'
            ? serverText('orders.completed', { orderId: order.orderId })
            : serverText('orders.cancelledByBusiness', { orderId: order.orderId, site: siteName(site) })
      return { action, text }
    })
  }

  private async change(
    scope: { siteId: string; customerId?: string },
    ref: string,
    byHumanId: boolean,
    decide: (order: StoredOrder) => { action: OwnerAction; text: string },
  ): Promise<Order> {
    const order = await this.deps.events.transaction(async (tx) => {
      const trx = tx.db
      const repository = new OrderRepository(trx)
      const found = await repository.lock(scope, ref, byHumanId)
      if (!found) throw new HttpError(404, serverText('orders.notFound'), 'NOT_FOUND')
      const { action, text } = decide(found)
      const status = nextStatus(stateOf(found), action)!
      if (action === 'cancel') await returnStock(trx, found.siteId, stockLinesOf(found))
      const now = this.now()
      const changed = await repository.save(found, status, detailsAfter(found.details, action), now)
      tx.emit('order.changed', {
        siteId: changed.siteId,
        customerId: changed.customerId,
        order: toWireOrder(changed),
        action,
      })
      await postSystemMessage(
        tx,
        { siteId: changed.siteId, customerId: changed.customerId },
        { message: text },
        { now, typed: { position: 0, count: 1 } },
      )
      return changed
    })
    return toWireOrder(order)
  }
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
