import { completedStages, orderView, paidMilestones } from '../../../contract/order-status'
import type { OrderBoardOrder } from '../../../contract/owner-order-board'
import type { OwnerCustomerOrder } from '../../../contract/owner-inbox'
import { openReports } from '../context/owner-order'

/**
 * The Orders tab's groups, in the order the tab shows them: 'Needs action' first (a reported payment waiting for the
 * owner's confirmation, or a new order not yet confirmed), then the orders under way, done and cancelled.
 */
export const ORDER_GROUPS = ['needsAction', 'active', 'completed', 'cancelled'] as const
export type OrderGroup = (typeof ORDER_GROUPS)[number]

/**
 * Whether an order is still as it was placed: live (`orderView`), no stage after the first done, nothing paid.
 *
 * @example
 * isFresh(justPlaced) // true
 */
export function isFresh(order: OwnerCustomerOrder): boolean {
  const { status } = orderView(order)
  return (status === 'Active' || status === 'Draft') && completedStages(order) <= 1 && paidMilestones(order) === 0
}

/**
 * The group of an order, read from the one status model (`orderView`): cancelled and completed by their status; a
 * live order with a reported payment waiting for the owner's confirmation, or as it was placed (not yet confirmed),
 * needs action; the rest are active.
 *
 * @example
 * orderGroup({ ...confirmed, reportedPayments: [report] }) // 'needsAction'
 */
export function orderGroup(order: OwnerCustomerOrder): OrderGroup {
  const { status } = orderView(order)
  if (status === 'Cancelled') return 'cancelled'
  if (status === 'Completed') return 'completed'
  return openReports(order).length > 0 || isFresh(order) ? 'needsAction' : 'active'
}

/**
 * Whether an order matches the owner's search: its order number, the customer's phone (with or without the country
 * code) or name, or an item's name, ignoring case; an empty search matches all.
 */
export function matchesSearch(order: OrderBoardOrder, search: string): boolean {
  const wanted = search.trim().toLowerCase()
  if (wanted === '') return true
  const { customer } = order
  const digits = wanted.replace(/[\s-]/g, '')
  const phone = `${customer.countryCode}${customer.phoneNumber}`
  return (
    order.orderId.toLowerCase().includes(wanted) ||
    (digits !== '' && /^\+?[0-9]+$/.test(digits) && phone.includes(digits)) ||
    (customer.name ?? '').toLowerCase().includes(wanted) ||
    order.items.some((item) => item.description.toLowerCase().includes(wanted))
  )
}

/**
 * The group the tab opens on: the first, in the tab's order, with an order in it ('Needs action' when none has).
 *
 * @example
 * firstWithOrders({ needsAction: 0, active: 2, completed: 5, cancelled: 0 }) // 'active'
 */
export function firstWithOrders(counts: Record<OrderGroup, number>): OrderGroup {
  return ORDER_GROUPS.find((group) => counts[group] > 0) ?? ORDER_GROUPS[0]
}
