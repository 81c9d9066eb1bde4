import { makeAutoObservable, runInAction } from 'mobx'
import { ownerMay, type OwnerOrderAction } from '../../../contract/order-status'
import { OWNER_ORDER_ACTION_PATH, OwnerOrderActionResponse, type Order } from '../../../contract/orders'
import type { OwnerOrderEvent } from '../../../contract/owner-inbox'
import { OWNER_ORDER_BOARD_PATH, OrderBoardResponse, type OrderBoardOrder } from '../../../contract/owner-order-board'
import { OWNER_CONFIRM_PAYMENT_PATH, OwnerConfirmPaymentResponse } from '../../../contract/payment'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { Loadable } from '../../client/store/loadable'
import { withReports } from '../context/owner-order'
import type { OwnerLive } from '../owner-live'
import { failureOf, type Failure } from '../panel-kit/errors'
import { matchesSearch, ORDER_GROUPS, orderGroup, type OrderGroup } from './order-groups'

/** What an order of the tab is busy with: one of the owner's actions, or confirming a milestone's payment. */
export type BoardWork = { kind: 'action'; action: OwnerOrderAction } | { kind: 'payment'; milestoneId: string }

/**
 * The owner's Orders tab: the site's orders with their customers (`OWNER_ORDER_BOARD_PATH`, a page at a time),
 * grouped by stage (`orderGroup`), searched on the page, and the owner's actions on them (the calls the customer
 * column makes: advance, complete, cancel after a confirmation step, confirm a reported payment). An `owner-order`
 * event replaces a known order in place; an unknown one (a new order) fetches the first page again; so does a
 * reconnect. Each order keeps its own last failure.
 */
export class OrdersBoardStore {
  readonly pages = new Loadable()
  readonly more = new Loadable()
  readonly orders = new Map<string, OrderBoardOrder>()
  group: OrderGroup = 'new'
  search = ''
  hasMore = false
  private page = 1
  readonly work = new Map<string, BoardWork>()
  readonly failures = new Map<string, Failure>()
  /** The order waiting for 'Cancel order' to be confirmed. */
  cancelling: string | null = null

  constructor(
    private readonly api: OwnerHttpClient,
    private readonly live: OwnerLive,
  ) {
    makeAutoObservable<OrdersBoardStore, 'api' | 'live'>(this, {
      api: false,
      live: false,
      pages: false,
      more: false,
    })
  }

  /** Listens to the owner socket; returns the unsubscribe. */
  connect(): () => void {
    const off = [
      this.live.on('order', (event) => this.orderChanged(event)),
      this.live.on('reconnected', () => void this.load(true)),
    ]
    return () => off.forEach((unsubscribe) => unsubscribe())
  }

  get status(): 'loading' | 'ready' | 'failed' {
    const { status } = this.pages
    return status === 'idle' ? 'loading' : status
  }

  get failure(): Failure | null {
    return this.pages.status === 'failed' ? failureOf(this.pages.error) : null
  }

  /** The orders that match the search, newest first. */
  get matching(): OrderBoardOrder[] {
    return [...this.orders.values()]
      .filter((order) => matchesSearch(order, this.search))
      .sort((a, b) => b.createdDate.localeCompare(a.createdDate) || b.orderId.localeCompare(a.orderId))
  }

  /** How many matching orders each group holds. */
  get counts(): Record<OrderGroup, number> {
    const counts = Object.fromEntries(ORDER_GROUPS.map((group) => [group, 0])) as Record<OrderGroup, number>
    for (const order of this.matching) counts[orderGroup(order)]++
    return counts
  }

  /** The shown group's matching orders. */
  get shown(): OrderBoardOrder[] {
    return this.matching.filter((order) => orderGroup(order) === this.group)
  }

  /** Whether the owner may `action` the order now (`ownerMay`, the rule the server applies). */
  may(order: OrderBoardOrder, action: OwnerOrderAction): boolean {
    return ownerMay(order, action)
  }

  selectGroup(group: OrderGroup): void {
    this.group = group
  }

  setSearch(search: string): void {
    this.search = search
  }

  /** The first page (again); `quiet` keeps what is shown until the answer is here. */
  async load(quiet = false): Promise<void> {
    await this.pages.run(
      () => this.api.get(OWNER_ORDER_BOARD_PATH, OrderBoardResponse, {}),
      (answer) => {
        if (!quiet) this.orders.clear()
        this.page = 1
        this.hasMore = answer.hasMore
        for (const order of answer.orders) this.orders.set(order._id, order)
      },
      { quiet, key: 'first' },
    )
  }

  /** The next (older) page, added to what is shown. */
  async loadMore(): Promise<void> {
    if (!this.hasMore) return
    const page = this.page + 1
    await this.more.run(
      () => this.api.get(OWNER_ORDER_BOARD_PATH, OrderBoardResponse, { page: String(page) }),
      (answer) => {
        this.page = page
        this.hasMore = answer.hasMore
        for (const order of answer.orders) this.orders.set(order._id, order)
      },
      { key: String(page) },
    )
  }

  private orderChanged(event: OwnerOrderEvent): void {
    const known = this.orders.get(event.order._id)
    if (known) this.orders.set(known._id, { ...withReports(event.order, known), customer: known.customer })
    else if (this.pages.status !== 'idle') void this.load(true)
  }

  /** 'Advance to …' and 'Mark completed' at once; 'Cancel order' asks first (`askCancel`). */
  act(orderId: string, action: Exclude<OwnerOrderAction, 'cancel'>): Promise<boolean> {
    return this.run(orderId, { kind: 'action', action }, () =>
      this.api
        .post(OWNER_ORDER_ACTION_PATH, { orderId, action }, OwnerOrderActionResponse)
        .then((answer) => answer.data),
    )
  }

  askCancel(orderId: string): void {
    this.cancelling = orderId
    this.failures.delete(orderId)
  }

  keepOrder(): void {
    this.cancelling = null
  }

  async confirmCancel(): Promise<void> {
    const orderId = this.cancelling
    if (!orderId) return
    const done = await this.run(orderId, { kind: 'action', action: 'cancel' }, () =>
      this.api
        .post(OWNER_ORDER_ACTION_PATH, { orderId, action: 'cancel' }, OwnerOrderActionResponse)
        .then((answer) => answer.data),
    )
    if (done) runInAction(() => (this.cancelling = null))
  }

  /** Confirms a reported manual payment: its milestone turns Paid. */
  confirmPayment(orderId: string, milestoneId: string): Promise<boolean> {
    return this.run(orderId, { kind: 'payment', milestoneId }, () =>
      this.api
        .post(OWNER_CONFIRM_PAYMENT_PATH, { orderId, milestoneId }, OwnerConfirmPaymentResponse)
        .then((answer) => answer.data),
    )
  }

  /** One change of an order at a time; the answer replaces the order, a failure stays beside it. */
  private async run(orderId: string, work: BoardWork, call: () => Promise<Order>): Promise<boolean> {
    if (this.work.has(orderId)) return false
    this.work.set(orderId, work)
    this.failures.delete(orderId)
    try {
      const order = await call()
      runInAction(() => {
        const before = this.orders.get(order._id)
        if (before) this.orders.set(order._id, { ...withReports(order, before), customer: before.customer })
      })
      return true
    } catch (error) {
      runInAction(() => this.failures.set(orderId, failureOf(error)))
      return false
    } finally {
      runInAction(() => this.work.delete(orderId))
    }
  }
}
