import { CustomerNotesStore } from './customer-notes-store'
import { makeAutoObservable } from 'mobx'
import type { DeliveryAddress } from '../../../contract/address'
import type { CartItem } from '../../../contract/cart'
import {
  CustomerContextResponse,
  OWNER_CUSTOMER_CONTEXT_PATH,
  type OwnerCustomerOrder,
} from '../../../contract/owner-inbox'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { Loadable } from '../../client/store/loadable'
import type { OwnerOrdersStore } from '../orders/owner-orders-store'
import { failureIn, type Failure } from '../panel-kit/errors'
import { shownStatus } from '../panel-kit/shown-status'

export type ContextCustomer = CustomerContextResponse['customer']

/**
 * The customer beside a conversation in the owner inbox: their cart, addresses and orders. The orders themselves, and
 * the owner's actions on them, are the app's one `OwnerOrdersStore` (the Orders tab reads the same map): this store
 * only says which of them are this customer's, the answer's and those an `owner-order` event of this customer brought
 * since. A reconnect fetches again.
 */
export class CustomerContextStore {
  customerId: string | null = null
  /** The context's request (the kernel's `Loadable`): an answer for a customer no longer shown is dropped. */
  readonly context = new Loadable()
  customer: ContextCustomer | null = null
  cart: CartItem[] = []
  addresses: DeliveryAddress[] = []
  /** The shown customer's orders, by `_id`. */
  readonly orderIds = new Set<string>()
  /** The owners' private notes on the shown customer. */
  readonly notes: CustomerNotesStore

  constructor(
    private readonly api: OwnerHttpClient,
    readonly orders: OwnerOrdersStore,
  ) {
    this.notes = new CustomerNotesStore(api)
    makeAutoObservable<CustomerContextStore, 'api'>(this, {
      api: false,
      context: false,
      orders: false,
      notes: false,
    })
  }

  /** Follows the orders' live changes while the panel is shown; returns the unsubscribe. */
  connect(): () => void {
    return this.orders.follow({
      changed: ({ order, customerId }) => this.orderChanged(order, customerId),
      reconnected: () => void this.refresh(),
    })
  }

  get status() {
    return shownStatus(this.context)
  }

  get failure(): Failure | null {
    return failureIn(this.context)
  }

  /** Orders newest first. */
  get orderList(): OwnerCustomerOrder[] {
    return [...this.orderIds]
      .flatMap((id) => this.orders.byId.get(id) ?? [])
      .sort((a, b) => b.createdDate.localeCompare(a.createdDate))
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
    this.orderIds.clear()
    this.orders.closeAsks()
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
    const tick = this.orders.tick
    await this.context.run(
      () => this.api.get(OWNER_CUSTOMER_CONTEXT_PATH, CustomerContextResponse, { customerId }),
      (answer) => this.loaded(answer, tick),
      { quiet },
    )
  }

  /** The answer's orders, and those an event brought while it was on its way. */
  private loaded(answer: CustomerContextResponse, tick: number): void {
    const { customer } = answer
    this.customer = customer
    this.cart = answer.cart
    this.addresses = answer.addresses
    this.orders.knowCustomer({
      customerId: customer.customerId,
      countryCode: customer.countryCode,
      phoneNumber: customer.phoneNumber,
      name: customer.name,
    })
    this.orders.merge(answer.orders, () => customer.customerId, tick)
    const since = [...this.orderIds].filter((id) => this.orders.changedSince(id, tick))
    this.orderIds.clear()
    for (const order of answer.orders) this.orderIds.add(order._id)
    for (const id of since) this.orderIds.add(id)
  }

  private orderChanged(order: OwnerCustomerOrder, customerId: string): void {
    if (customerId === this.customerId) this.orderIds.add(order._id)
  }
}
