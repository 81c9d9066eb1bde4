import { makeAutoObservable, runInAction } from 'mobx'
import type { DeliveryAddress } from '../../../contract/address'
import type { CartItem } from '../../../contract/cart'
import { ownerMay, type OwnerOrderAction } from '../../../contract/order-status'
import { OWNER_ORDER_ACTION_PATH, OwnerOrderActionResponse, type Order } from '../../../contract/orders'
import {
  CustomerContextResponse,
  OWNER_CUSTOMER_CONTEXT_PATH,
  type OwnerCustomerOrder,
  type OwnerOrderEvent,
} from '../../../contract/owner-inbox'
import { OWNER_CONFIRM_PAYMENT_PATH, OwnerConfirmPaymentResponse } from '../../../contract/payment'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { Loadable } from '../../client/store/loadable'
import type { OwnerLive } from '../owner-live'
import { failureOf, type Failure } from '../panel-kit/errors'
import { OwnerOrderMoneyResponse } from '../../../contract/refunds'
import { MoneyDialog, type MoneyKind } from './money-dialog'
import { withReports } from './owner-order'

export type ContextCustomer = CustomerContextResponse['customer']

/** What an order is busy with: one of the owner's actions, or confirming the payment of a milestone. */
export type OrderWork =
  | { kind: 'action'; action: OwnerOrderAction }
  | { kind: 'payment'; milestoneId: string }
  | { kind: 'money'; money: MoneyKind }

/**
 * The customer beside a conversation in the owner inbox: their cart,
 * addresses and orders, and the owner's work on the orders: advance,
 * complete, cancel (after a confirmation step) and confirming a reported
 * manual payment. `owner-order` events of this customer replace the order
 * in place (or add a new one); a reconnect fetches again. Each order keeps
 * its own failure, in the server's words.
 */
export class CustomerContextStore {
  customerId: string | null = null
  /** The context's request (the kernel's `Loadable`): an answer for a customer no longer shown is dropped. */
  readonly context = new Loadable()
  customer: ContextCustomer | null = null
  cart: CartItem[] = []
  addresses: DeliveryAddress[] = []
  readonly orders = new Map<string, OwnerCustomerOrder>()
  /** Order `_id` → what it is busy with. */
  readonly work = new Map<string, OrderWork>()
  /** Order `_id` → its last failed action. */
  readonly failures = new Map<string, Failure>()
  /** The order waiting for 'Cancel order' to be confirmed. */
  cancelling: string | null = null
  /** The open money dialog: cancel and refund, settle a refund, or complete an order paid outside. */
  money: MoneyDialog | null = null
  /** Events that arrived while the context was loading: applied over the answer. */
  private early: OwnerCustomerOrder[] = []

  constructor(
    private readonly api: OwnerHttpClient,
    private readonly live: OwnerLive,
  ) {
    makeAutoObservable<CustomerContextStore, 'api' | 'live' | 'early'>(this, {
      api: false,
      live: false,
      early: false,
      context: false,
    })
  }

  /** Listens to the owner socket; returns the unsubscribe. */
  connect(): () => void {
    const off = [
      this.live.on('order', (event) => this.orderChanged(event)),
      this.live.on('reconnected', () => void this.refresh()),
    ]
    return () => off.forEach((unsubscribe) => unsubscribe())
  }

  get status(): 'loading' | 'ready' | 'failed' {
    const { status } = this.context
    return status === 'idle' ? 'loading' : status
  }

  get failure(): Failure | null {
    return this.context.status === 'failed' ? failureOf(this.context.error) : null
  }

  /** Orders newest first. */
  get orderList(): OwnerCustomerOrder[] {
    return [...this.orders.values()].sort((a, b) => b.createdDate.localeCompare(a.createdDate))
  }

  /** Whether the owner may `action` the order in its state now (`ownerMay`, the rule the server applies). */
  may(order: OwnerCustomerOrder, action: OwnerOrderAction): boolean {
    return ownerMay(order, action)
  }

  get cancellingOrder(): OwnerCustomerOrder | null {
    return this.cancelling ? (this.orders.get(this.cancelling) ?? null) : null
  }

  /**
   * Shows `customerId`'s context (the skeleton until it is here); an answer for a customer no longer shown is dropped.
   */
  async load(customerId: string): Promise<void> {
    this.customerId = customerId
    this.context.reset()
    this.customer = null
    this.cart = []
    this.addresses = []
    this.orders.clear()
    this.work.clear()
    this.failures.clear()
    this.cancelling = null
    this.money = null
    this.early = []
    await this.fetch(false)
  }

  /** Fetches the shown customer's context again, keeping what is shown until the answer is here (a failure too). */
  async refresh(): Promise<void> {
    if (this.customerId) await this.fetch(true)
  }

  retry(): Promise<void> {
    return this.customerId ? this.load(this.customerId) : Promise.resolve()
  }

  private async fetch(quiet: boolean): Promise<void> {
    const customerId = this.customerId!
    await this.context.run(
      () => this.api.get(OWNER_CUSTOMER_CONTEXT_PATH, CustomerContextResponse, { customerId }),
      (answer) => this.loaded(answer),
      { quiet },
    )
  }

  private loaded(answer: CustomerContextResponse): void {
    this.customer = answer.customer
    this.cart = answer.cart
    this.addresses = answer.addresses
    this.orders.clear()
    for (const order of answer.orders) this.orders.set(order._id, order)
    for (const order of this.early) this.orders.set(order._id, order)
    this.early = []
  }

  private orderChanged(event: OwnerOrderEvent): void {
    if (event.customerId !== this.customerId) return
    if (this.status === 'loading') this.early.push(event.order)
    else this.orders.set(event.order._id, withReports(event.order, this.orders.get(event.order._id)))
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

  /** The confirmed cancel; the dialog closes when it is done, and stays with the failure when it is not. */
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

  /** Opens the money dialog of `kind` for the order ('Cancel and refund', 'Settle refund', 'Mark completed' unpaid). */
  askMoney(orderId: string, kind: MoneyKind): void {
    const order = this.orders.get(orderId)
    if (!order) return
    this.money = new MoneyDialog(kind, order)
    this.failures.delete(orderId)
  }

  closeMoney(): void {
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

  /** One change of an order at a time; the answer replaces the order, a failure stays beside it. */
  private async run(orderId: string, work: OrderWork, call: () => Promise<Order>): Promise<boolean> {
    if (this.work.has(orderId)) return false
    const customerId = this.customerId
    this.work.set(orderId, work)
    this.failures.delete(orderId)
    try {
      const order = await call()
      runInAction(() => {
        if (this.customerId === customerId) this.orders.set(order._id, withReports(order, this.orders.get(order._id)))
      })
      return true
    } catch (error) {
      runInAction(() => {
        if (this.customerId === customerId) this.failures.set(orderId, failureOf(error))
      })
      return false
    } finally {
      runInAction(() => this.work.delete(orderId))
    }
  }
}
