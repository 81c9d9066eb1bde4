import { makeAutoObservable } from 'mobx'
import type { OwnerCustomerOrder } from '../../../contract/owner-inbox'
import { openReports } from '../context/owner-order'
import { isFresh } from './order-groups'

/**
 * The Orders tab's badge: how many new orders and newly reported payments arrived (live `owner-order` events) since
 * the owner last opened the tab. An order seen for the first time counts when it is as it was placed or carries a
 * reported payment; a known order counts when it carries more reported payments than before.
 */
export class OrdersBadgeStore {
  count = 0
  /** Order `_id` → how many reported payments wait for confirmation, as last seen. */
  private readonly seen = new Map<string, number>()

  constructor() {
    makeAutoObservable<OrdersBadgeStore, 'seen'>(this, { seen: false })
  }

  /** An order event; `looking`: the owner is on the Orders tab, so nothing is left unseen. */
  received(order: OwnerCustomerOrder, looking: boolean): void {
    const reports = openReports(order).length
    const before = this.seen.get(order._id)
    this.seen.set(order._id, reports)
    const raised = before === undefined ? isFresh(order) || reports > 0 : reports > before
    if (raised && !looking) this.count++
  }

  /** The owner opened the tab. */
  clear(): void {
    this.count = 0
  }

  reset(): void {
    this.count = 0
    this.seen.clear()
  }
}
