/*
 * The order state machine (docs/product.md, 'States and transitions'), written once for the server (which moves
 * orders) and the widget (which offers 'Cancel' only when the server would
 * allow it). An order is made Active with its first pipeline stage done;
 * the owner advances the stages, completes or cancels it; the customer may
 * cancel only while nothing is paid and the order has not left its first
 * stage.
 */

export const ORDER_STATUSES = ['Draft', 'Active', 'Completed', 'Cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export type StageStatus = 'Pending' | 'Completed'
export type MilestoneStatus = 'Pending' | 'Paid'

/** What may happen to an order, and who may make it happen. */
export type OrderAction = 'activate' | 'advance' | 'complete' | 'cancel'

/** The status an action leads to, from each status it is allowed in. */
const TRANSITIONS: Record<OrderAction, Partial<Record<OrderStatus, OrderStatus>>> = {
  activate: { Draft: 'Active' },
  advance: { Active: 'Active' },
  complete: { Active: 'Completed' },
  cancel: { Draft: 'Cancelled', Active: 'Cancelled' },
}

/** What the rules read of an order. */
export interface OrderState {
  status: OrderStatus
  pipelineStages: readonly { status: StageStatus }[]
  paymentMilestones: readonly { status: MilestoneStatus }[]
}

/**
 * The status `action` leads to, or null when it is not allowed from here
 * (advancing also needs a stage left to complete).
 *
 * @example
 * nextStatus({ status: 'Active', pipelineStages: [...], paymentMilestones: [...] }, 'complete') // 'Completed'
 * nextStatus({ status: 'Cancelled', ... }, 'advance') // null
 */
export function nextStatus(order: OrderState, action: OrderAction): OrderStatus | null {
  const next = TRANSITIONS[action][order.status] ?? null
  if (action === 'advance' && completedStages(order) >= order.pipelineStages.length) return null
  return next
}

export function completedStages(order: Pick<OrderState, 'pipelineStages'>): number {
  return order.pipelineStages.filter((stage) => stage.status === 'Completed').length
}

/** History tab progress: completed stages / all stages, in whole percent. */
export function progressPercent(order: Pick<OrderState, 'pipelineStages'>): number {
  const total = order.pipelineStages.length
  return total === 0 ? 0 : Math.round((completedStages(order) * 100) / total)
}

export function paidMilestones(order: Pick<OrderState, 'paymentMilestones'>): number {
  return order.paymentMilestones.filter((milestone) => milestone.status === 'Paid').length
}

/**
 * Whether the customer may cancel (docs/product.md, 'States and transitions'): the order is still Draft or Active,
 * nothing is paid, and no stage after the first is done.
 */
export function customerMayCancel(order: OrderState): boolean {
  return nextStatus(order, 'cancel') !== null && paidMilestones(order) === 0 && completedStages(order) <= 1
}

/**
 * History tab: what is still to pay, in the order's money: the first Pending
 * milestone's amount, else the final amount.
 */
export function unpaidAmount(order: {
  finalAmount: number
  paymentMilestones: readonly { status: MilestoneStatus; amount: number }[]
}): number {
  return order.paymentMilestones.find((milestone) => milestone.status === 'Pending')?.amount ?? order.finalAmount
}

/** What the owner may do to an order (`OwnerOrderActionBody.action`). */
export type OwnerOrderAction = Extract<OrderAction, 'advance' | 'complete' | 'cancel'>

/**
 * Whether the owner may `action` the order: the state machine allows it,
 * and a cancel needs nothing paid (an order never ends both Cancelled and
 * Paid: the money is refunded first). The owner app offers only these; the
 * server refuses the rest with 409.
 *
 * @example
 * ownerMay({ status: 'Active', pipelineStages: [done, pending], paymentMilestones: [paid] }, 'advance') // true
 * ownerMay({ status: 'Active', pipelineStages: [done, pending], paymentMilestones: [paid] }, 'cancel')  // false
 */
export function ownerMay(order: OrderState, action: OwnerOrderAction): boolean {
  if (nextStatus(order, action) === null) return false
  return action !== 'cancel' || paidMilestones(order) === 0
}
