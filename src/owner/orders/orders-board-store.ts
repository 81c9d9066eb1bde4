import { makeAutoObservable } from 'mobx'
import { OWNER_ORDER_BOARD_PATH, OrderBoardResponse, type OrderBoardOrder } from '../../../contract/owner-order-board'
import type { OwnerCustomerOrder } from '../../../contract/owner-inbox'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { Loadable } from '../../client/store/loadable'
import { failureIn, type Failure } from '../panel-kit/errors'
import { shownStatus } from '../panel-kit/shown-status'
import { firstWithOrders, matchesSearch, ORDER_GROUPS, orderGroup, type OrderGroup } from './order-groups'
import type { OwnerOrdersStore } from './owner-orders-store'

/** An order that left the shown group: where it went, so the owner finds it in one tap ('Moved to … — Show'). */
export interface MovedOrder {
  orderId: string
  /** Its number, as the owner reads it. */
  number: string
  group: OrderGroup
}

/**
 * The owner's Orders tab: the site's orders with their customers (`OWNER_ORDER_BOARD_PATH`, a page at a time),
 * grouped by stage (`orderGroup`), searched on the page. The orders and the owner's actions on them are the app's one
 * `OwnerOrdersStore` (the customer column reads the same map); an order event of a customer not known yet (a new
 * customer's first order) fetches the first page again; so does a reconnect. The tab opens on the first group with
 * orders in it ('Needs action' first), and an order the owner's work moves out of the shown group is offered as
 * `moved` until the owner looks elsewhere.
 */
export class OrdersBoardStore {
  readonly pages = new Loadable()
  readonly more = new Loadable()
  group: OrderGroup = ORDER_GROUPS[0]
  search = ''
  hasMore = false
  moved: MovedOrder | null = null
  /** The order to bring into view (after 'Show'). */
  revealing: string | null = null
  private page = 1
  /** The next answer picks the group to open on (the tab was opened). */
  private opening = true

  constructor(
    private readonly api: OwnerHttpClient,
    readonly orders: OwnerOrdersStore,
  ) {
    makeAutoObservable<OrdersBoardStore, 'api'>(this, {
      api: false,
      pages: false,
      more: false,
      orders: false,
    })
  }

  /** Follows the orders' live changes while the tab is shown; returns the unsubscribe. */
  connect(): () => void {
    return this.orders.follow({
      changed: (change) => this.orderChanged(change.order, change.customerId, change.before),
      reconnected: () => void this.load(true),
    })
  }

  get status() {
    return shownStatus(this.pages)
  }

  get failure(): Failure | null {
    return failureIn(this.pages)
  }

  /** Every known order whose customer is known, with that customer. */
  get boardOrders(): OrderBoardOrder[] {
    const { byId, customerOf, customers } = this.orders
    return [...byId.values()].flatMap((order) => {
      const customer = customers.get(customerOf.get(order._id) ?? '')
      return customer ? [{ ...order, customer }] : []
    })
  }

  /** The orders that match the search, newest first. */
  get matching(): OrderBoardOrder[] {
    return this.boardOrders
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

  selectGroup(group: OrderGroup): void {
    this.group = group
    this.moved = null
    this.revealing = null
  }

  setSearch(search: string): void {
    this.search = search
  }

  /** The owner opened the tab: it shows where the work is, now if the orders are here, else with the answer. */
  opened(): void {
    this.opening = this.pages.status !== 'ready'
    if (!this.opening) this.selectGroup(firstWithOrders(this.counts))
  }

  /** 'Show' on the moved order: its group, with the order brought into view. */
  showMoved(): void {
    const moved = this.moved
    if (!moved) return
    this.selectGroup(moved.group)
    this.revealing = moved.orderId
  }

  forgetMoved(): void {
    this.moved = null
  }

  /** The first page (again); `quiet` keeps what is shown until the answer is here. */
  async load(quiet = false): Promise<void> {
    const tick = this.orders.tick
    await this.pages.run(
      () => this.api.get(OWNER_ORDER_BOARD_PATH, OrderBoardResponse, {}),
      (answer) => {
        this.page = 1
        this.took(answer, tick)
        if (this.opening) this.selectGroup(firstWithOrders(this.counts))
        this.opening = false
      },
      { quiet, key: 'first' },
    )
  }

  /** The next (older) page, added to what is shown. */
  async loadMore(): Promise<void> {
    if (!this.hasMore) return
    const page = this.page + 1
    const tick = this.orders.tick
    await this.more.run(
      () => this.api.get(OWNER_ORDER_BOARD_PATH, OrderBoardResponse, { page: String(page) }),
      (answer) => {
        this.page = page
        this.took(answer, tick)
      },
      { key: String(page) },
    )
  }

  private took(answer: OrderBoardResponse, tick: number): void {
    this.hasMore = answer.hasMore
    for (const { customer } of answer.orders) this.orders.knowCustomer(customer)
    const plain = answer.orders.map(({ customer: _customer, ...order }): OwnerCustomerOrder => order)
    const customerOf = new Map(answer.orders.map((order) => [order._id, order.customer.customerId]))
    this.orders.merge(plain, (order) => customerOf.get(order._id)!, tick)
  }

  private orderChanged(order: OwnerCustomerOrder, customerId: string, before?: OwnerCustomerOrder): void {
    if (!this.orders.customers.has(customerId)) {
      if (this.pages.status !== 'idle') void this.load(true)
      return
    }
    const group = orderGroup(order)
    if (before && orderGroup(before) === this.group && group !== this.group)
      this.moved = { orderId: order._id, number: order.orderId, group }
  }
}
