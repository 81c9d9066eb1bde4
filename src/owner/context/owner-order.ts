import type { Order } from '../../../contract/orders'
import type { OwnerCustomerOrder, ReportedPayment } from '../../../contract/owner-inbox'
import type { OwnerT } from '../i18n'
import type { OwnerOrdersStore } from '../orders/owner-orders-store'

/** What every part of the owner's order card is given: the order, and the app's one store of the owner's orders. */
export interface OwnerOrderProps {
  order: OwnerCustomerOrder
  store: OwnerOrdersStore
}

/**
 * An order's title in the owner's language: the product's title of an order of several items, which the server
 * writes in English when the order is made (`orders.titleMore` of `locales/en/server.json`: 'Mawa Kachori and 2
 * more'), said again through `t`; any other title (one item's name, a quote's own) as written.
 */
export function orderTitle(order: Pick<Order, 'title' | 'items'>, t: OwnerT): string {
  const first = order.items[0]?.name
  const count = order.items.length - 1
  return first !== undefined && count > 0 && order.title === `${first} and ${count} more`
    ? t('ordersView.titleMore', { first, count })
    : order.title
}

/**
 * Where an order's pipeline is: the stage reached last (null before any), and the one an advance completes (null when
 * none is left).
 */
export function stageProgress(order: Pick<Order, 'pipelineStages'>): { current: string | null; next: string | null } {
  const done = order.pipelineStages.filter((stage) => stage.status === 'Completed')
  return {
    current: done.at(-1)?.name ?? null,
    next: order.pipelineStages.find((stage) => stage.status === 'Pending')?.name ?? null,
  }
}

/** The reported payments the owner can still confirm: those whose milestone is Pending. */
export function openReports(order: OwnerCustomerOrder): ReportedPayment[] {
  const pending = new Set(
    order.paymentMilestones.filter((milestone) => milestone.status === 'Pending').map((milestone) => milestone.id),
  )
  return order.reportedPayments.filter((report) => pending.has(report.milestoneId))
}

/**
 * An order the owner's call answered (advance, complete, cancel, confirm
 * payment answer a plain `Order`) as the panel keeps it: the answer, with the
 * reported payments known before that are still waiting for a confirmation.
 */
export function withReports(
  answer: Order | OwnerCustomerOrder,
  before: OwnerCustomerOrder | undefined,
): OwnerCustomerOrder {
  // The codec keeps fields it does not name, so an answer that carries them is taken as it is.
  if ('reportedPayments' in answer && Array.isArray(answer.reportedPayments)) return answer
  return { ...answer, reportedPayments: before?.reportedPayments ?? [] }
}
