import { makeAutoObservable, runInAction } from 'mobx'
import { ownerMay, type OwnerOrderAction } from '../../../contract/order-status'
import { OWNER_ORDER_ACTION_PATH, OwnerOrderActionResponse, type Order } from '../../../contract/orders'
import type { OwnerCustomerOrder, OwnerOrderEvent } from '../../../contract/owner-inbox'
import type { OrderBoardCustomer } from '../../../contract/owner-order-board'
import { OWNER_CONFIRM_PAYMENT_PATH, OwnerConfirmPaymentResponse } from '../../../contract/payment'
import { OwnerOrderMoneyResponse } from '../../../contract/refunds'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { MoneyDialog, type MoneyKind } from '../context/money-dialog'
import { withReports } from '../context/owner-order'
import type { OwnerLive } from '../owner-live'
import { failureOf, type Failure } from '../panel-kit/errors'

/** What an order is busy with: an owner's action, confirming a milestone's payment, or a money dialog's call. */
export type OrderWork =
  | { kind: 'action'; action: OwnerOrderAction }
  | { kind: 'payment'; milestoneId: string }
  | { kind: 'money'; money: MoneyKind }

/** Told of each order that changed (a live event or the owner's own action): as it was (undefined: new) and is now. */
export type OrderChange = (change: {
  order: OwnerCustomerOrder
  before?: OwnerCustomerOrder
  customerId: string
}) => void

/**
 * The owner app's orders, one map by `_id` that the Orders tab and the customer beside a conversation both read, and
 * the owner's actions on them, written once: advance, complete, cancel (after a confirmation step), the money dialog
 * (cancel and refund, settle a refund, complete an order paid outside) and confirming a reported payment. `owner-order`
 * events replace an order in place (or add it); each order keeps its own work and last failure. The views say which
 * orders they show (`merge` an answer, `onChange` for what comes later).
 *
 * @example
 * const orders = new OwnerOrdersStore(api, live)
 * const release = orders.follow({ changed: ({ order }) => console.log(order.orderId), reconnected: () => refetch() })
 * await orders.act('ord-1', 'advance')
 */
export class OwnerOrdersStore {
  readonly byId = new Map<string, OwnerCustomerOrder>()
  /** Order `_id` → its customer's id. */
  readonly customerOf = new Map<string, string>()
  /** The customers whose name and phone are known (the board's answers, the customer column's). */
  readonly customers = new Map<string, OrderBoardCustomer>()
  /** Order `_id` → what it is busy with. */
  readonly work = new Map<string, OrderWork>()
  /** Order `_id` → its last failed action, in the server's words. */
  readonly failures = new Map<string, Failure>()
  /** The order waiting for 'Cancel order' to be confirmed. */
  cancelling: string | null = null
  /** The open money dialog. */
  money: MoneyDialog | null = null
  /** A tick per change: an answer asked for before an order's last change does not undo it (`merge`). */
  private clock = 0
  private readonly changedAt = new Map<string, number>()
  private readonly listeners = new Set<OrderChange>()
  private connections = 0
  private unsubscribe: (() => void) | null = null

  constructor(
    private readonly api: OwnerHttpClient,
    private readonly live: OwnerLive,
  ) {
    makeAutoObservable<
      OwnerOrdersStore,
      'api' | 'live' | 'clock' | 'changedAt' | 'listeners' | 'connections' | 'unsubscribe'
    >(this, {
      api: false,
      connections: false,
      live: false,
      clock: false,
      changedAt: false,
      listeners: false,
      unsubscribe: false,
    })
  }

  /** Listens to the owner socket while any view does (`follow`); returns that view's release. */
  private connect(): () => void {
    if (this.connections++ === 0) this.unsubscribe = this.live.on('order', (event) => this.received(event))
    let released = false
    return () => {
      if (released) return
      released = true
      if (--this.connections === 0) this.unsubscribe?.()
    }
  }

  /**
   * A view of the orders, while it is shown: the live events are applied, `changed` is told each change of an order,
   * `reconnected` that events may have been missed (fetch again). Returns the view's release.
   */
  follow(view: { changed: OrderChange; reconnected(): void }): () => void {
    const off = [this.connect(), this.live.on('reconnected', () => view.reconnected())]
    this.listeners.add(view.changed)
    return () => {
      this.listeners.delete(view.changed)
      off.forEach((release) => release())
    }
  }

  /** Now, for `merge`: take the tick before asking the server. */
  get tick(): number {
    return this.clock
  }

  /** Whether the order changed after `tick`. */
  changedSince(orderId: string, tick: number): boolean {
    return (this.changedAt.get(orderId) ?? -1) > tick
  }

  /**
   * An answer's orders (each with its customer's id, `customerOf`), asked for at `tick`: an order changed since keeps
   * its newer state.
   */
  merge(orders: readonly OwnerCustomerOrder[], customerOf: (order: OwnerCustomerOrder) => string, tick: number): void {
    for (const order of orders) {
      this.customerOf.set(order._id, customerOf(order))
      if (!this.changedSince(order._id, tick)) this.byId.set(order._id, order)
    }
  }

  /** A customer's name and phone, from an answer: their orders show on the Orders tab. */
  knowCustomer(customer: OrderBoardCustomer): void {
    this.customers.set(customer.customerId, customer)
  }

  /** Whether the owner may `action` the order in its state now (`ownerMay`, the rule the server applies). */
  may(order: OwnerCustomerOrder, action: OwnerOrderAction): boolean {
    return ownerMay(order, action)
  }

  private received({ customerId, order }: OwnerOrderEvent): void {
    this.replace(withReports(order, this.byId.get(order._id)), customerId)
  }

  /** An order as it is now: stored, stamped, and told to the listeners. */
  private replace(order: OwnerCustomerOrder, customerId: string): void {
    const before = this.byId.get(order._id)
    this.byId.set(order._id, order)
    this.customerOf.set(order._id, customerId)
    this.changedAt.set(order._id, ++this.clock)
    for (const listener of this.listeners) listener({ order, before, customerId })
  }

  /** 'Advance to …' and 'Mark completed' at once; 'Cancel order' asks first (`askCancel`). */
  act(orderId: string, action: Exclude<OwnerOrderAction, 'cancel'>): Promise<boolean> {
    return this.run(orderId, { kind: 'action', action }, () => this.postAction(orderId, action))
  }

  askCancel(orderId: string): void {
    this.cancelling = orderId
    this.failures.delete(orderId)
  }

  keepOrder(): void {
    this.cancelling = null
  }

  /** The confirmed cancel; the ask closes when it is done, and stays with the failure when it is not. */
  async confirmCancel(): Promise<void> {
    const orderId = this.cancelling
    if (!orderId) return
    const done = await this.run(orderId, { kind: 'action', action: 'cancel' }, () => this.postAction(orderId, 'cancel'))
    if (done) runInAction(() => (this.cancelling = this.cancelling === orderId ? null : this.cancelling))
  }

  /** Opens the money dialog of `kind` for the order ('Cancel and refund', 'Settle refund', 'Mark completed' unpaid). */
  askMoney(orderId: string, kind: MoneyKind): void {
    const order = this.byId.get(orderId)
    if (!order) return
    this.money = new MoneyDialog(kind, order)
    this.failures.delete(orderId)
  }

  closeMoney(): void {
    this.money = null
  }

  /** Closes the cancel ask and the money dialog (another customer is shown). */
  closeAsks(): void {
    this.cancelling = null
    this.money = null
  }

  /** Makes the dialog's call; the dialog closes when it is done, and stays with the failure when it is not. */
  async confirmMoney(): Promise<void> {
    const dialog = this.money
    const request = dialog?.request()
    if (!dialog || !request) return
    const done = await this.run(dialog.order._id, { kind: 'money', money: dialog.kind }, () =>
      this.api.post(request.path, request.body, OwnerOrderMoneyResponse).then((answer) => answer.data),
    )
    if (done) runInAction(() => (this.money = this.money === dialog ? null : this.money))
  }

  /** Confirms a reported manual payment: its milestone turns Paid. */
  confirmPayment(orderId: string, milestoneId: string): Promise<boolean> {
    return this.run(orderId, { kind: 'payment', milestoneId }, () =>
      this.api
        .post(OWNER_CONFIRM_PAYMENT_PATH, { orderId, milestoneId }, OwnerConfirmPaymentResponse)
        .then((answer) => answer.data),
    )
  }

  private postAction(orderId: string, action: OwnerOrderAction): Promise<Order> {
    return this.api
      .post(OWNER_ORDER_ACTION_PATH, { orderId, action }, OwnerOrderActionResponse)
      .then((answer) => answer.data)
  }

  /** One change of an order at a time; the answer replaces the order, a failure stays beside it. */
  private async run(orderId: string, work: OrderWork, call: () => Promise<Order>): Promise<boolean> {
    if (this.work.has(orderId)) return false
    this.work.set(orderId, work)
    this.failures.delete(orderId)
    try {
      const order = await call()
      runInAction(() => {
        const customerId = this.customerOf.get(order._id)
        if (customerId !== undefined) this.replace(withReports(order, this.byId.get(order._id)), customerId)
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
