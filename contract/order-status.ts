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

/** What an order's money is, as every view words it. */
export type OrderPayment = 'due' | 'paid' | 'refunded' | 'refundPending' | 'refundDue' | 'none'

/** What every view (the widget's card, history and details; the owner's card) shows of an order. */
export interface OrderView {
  status: OrderStatus
  /** Percent of stages done; null: no progress is shown (a cancelled order). */
  progress: number | null
  payment: OrderPayment
  /** What is still to pay (rupees) when `payment` is 'due', else null: no Pay button without it. */
  due: number | null
  /** Rupees refunded or being refunded; money owed back for 'refundDue'. */
  refunded: number | null
}

/** What `orderView` reads of an order (amounts in rupees, as the wire has them). */
export interface ViewedOrder extends OrderState {
  finalAmount: number
  paymentMilestones: readonly { status: MilestoneStatus; amount: number }[]
  refund?: { amount: number; status: 'pending' | 'processed' | 'failed' }
  refundDue?: number
}

/**
 * The one status model of an order: a cancelled order shows no progress and
 * nothing to pay, only what was refunded or is owed back; a live order shows
 * its progress and what is due; a completed one shows what is due only if an
 * old order was completed unpaid.
 *
 * @example
 * orderView({ status: 'Cancelled', refund: { amount: 393.9, status: 'processed' }, ... })
 * // { status: 'Cancelled', progress: null, payment: 'refunded', due: null, refunded: 393.9 }
 */
export function orderView(order: ViewedOrder): OrderView {
  const owed = order.refundDue ?? 0
  const refund = order.refund && order.refund.status !== 'failed' ? order.refund : null
  const pending = order.paymentMilestones.some((milestone) => milestone.status === 'Pending')
  const base = { status: order.status, progress: progressPercent(order), due: null, refunded: null }
  const cancelled = order.status === 'Cancelled'
  // Money owed back (a payment twice, or one after the cancel) does not pay what a live order still has due.
  if (owed > 0)
    return {
      ...base,
      progress: cancelled ? null : base.progress,
      payment: 'refundDue',
      due: !cancelled && pending ? unpaidAmount(order) : null,
      refunded: owed,
    }
  if (cancelled) {
    if (refund)
      return {
        ...base,
        progress: null,
        payment: refund.status === 'processed' ? 'refunded' : 'refundPending',
        refunded: refund.amount,
      }
    return { ...base, progress: null, payment: 'none' }
  }
  if (pending) return { ...base, payment: 'due', due: unpaidAmount(order) }
  return { ...base, payment: order.paymentMilestones.length > 0 ? 'paid' : 'none' }
}

/**
 * What the customer paid for an order and may be given back, in rupees: its
 * Paid milestones and any money kept for a refund.
 */
export function paidAmount(order: Pick<ViewedOrder, 'paymentMilestones' | 'refundDue'>): number {
  const paid = order.paymentMilestones
    .filter((milestone) => milestone.status === 'Paid')
    .reduce((sum, milestone) => sum + Math.round(milestone.amount * 100), 0)
  return (paid + Math.round((order.refundDue ?? 0) * 100)) / 100
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

/**
 * Whether the owner may cancel the order with a refund of what was paid
 * ('Cancel and refund ₹X'): it may still be cancelled and something is paid.
 */
export function ownerMayCancelWithRefund(order: OrderState): boolean {
  return nextStatus(order, 'cancel') !== null && paidMilestones(order) > 0
}

/** Whether completing needs the owner to say how the rest was paid (cash, UPI): a milestone is still Pending. */
export function completeNeedsPayment(order: Pick<OrderState, 'paymentMilestones'>): boolean {
  return order.paymentMilestones.some((milestone) => milestone.status === 'Pending')
}

/**
 * The product's own names of order stages (the pipelines a new order gets), each with the key of its translation
 * (`locales/<language>/stages.json`, shared by the server, the owner app and the widget). They are the product's
 * words, so a reader sees them in their language; a stage an owner named themselves is their words, shown as written.
 */
export const DEFAULT_STAGE_KEYS = {
  'Order placed': 'orderPlaced',
  Confirmed: 'confirmed',
  Packed: 'packed',
  Shipped: 'shipped',
  Delivered: 'delivered',
  'Ready for pickup': 'readyForPickup',
  'Picked up': 'pickedUp',
  Booked: 'booked',
  Scheduled: 'scheduled',
} as const

export type DefaultStageName = keyof typeof DEFAULT_STAGE_KEYS
export type DefaultStageKey = (typeof DEFAULT_STAGE_KEYS)[DefaultStageName]

/**
 * A stage's name for a reader: a default name through `translate` (given its key), any other name as written.
 *
 * @example
 * stageName('Shipped', (key) => t(`stages.${key}`)) // 'भेजा गया' for a Hindi reader
 * stageName('Out for tasting', (key) => t(`stages.${key}`)) // 'Out for tasting'
 */
export function stageName(name: string, translate: (key: DefaultStageKey) => string): string {
  return Object.hasOwn(DEFAULT_STAGE_KEYS, name) ? translate(DEFAULT_STAGE_KEYS[name as DefaultStageName]) : name
}

/** What a new order's one payment is called in the product's words, with the key of its translation (`stages.json`). */
const DEFAULT_MILESTONE_KEYS = { 'Full payment': 'fullPayment' } as const

/**
 * A payment milestone's label for a reader: the product's own ('Full payment') through `translate`, an owner's as
 * written.
 *
 * @example
 * milestoneLabel('Full payment', (key) => t(`stages.${key}`)) // 'पूरा पेमेंट' for a Hindi reader
 */
export function milestoneLabel(label: string, translate: (key: 'fullPayment') => string): string {
  return Object.hasOwn(DEFAULT_MILESTONE_KEYS, label) ? translate(DEFAULT_MILESTONE_KEYS['Full payment']) : label
}
