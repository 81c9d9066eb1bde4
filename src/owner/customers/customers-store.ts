import { makeAutoObservable } from 'mobx'
import {
  CustomersResponse,
  OWNER_CUSTOMERS_EXPORT_PATH,
  OWNER_CUSTOMERS_PATH,
  type CustomerOrdersFilter,
  type CustomerSort,
  type OwnerCustomer,
  type SortDirection,
} from '../../../contract/owner-customers'
import type { ConversationLabelsEvent } from '../../../contract/owner-labels'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { PagedList } from '../../client/store/paged-list'
import { SEARCH_DELAY_MS } from '../catalogue/owner-item-list'
import type { CustomerContextStore } from '../context/customer-context-store'
import { failureIn, type Failure } from '../panel-kit/errors'
import { shownStatus } from '../panel-kit/shown-status'

/** The orders filter as the view offers it: everyone, or only those with orders, or without. */
export type OrdersChoice = 'all' | CustomerOrdersFilter

/**
 * The Customers tab: every customer of the site a page at a time from the server (the kernel's `PagedList`, cursor
 * paging), searched (name or phone), sorted and filtered there; the customer opened (their conversation, notes,
 * addresses and orders: the inbox's customer context, `context`); and the address of the same list as a CSV file.
 */
export class CustomersStore {
  search = ''
  sort: CustomerSort = 'lastMessage'
  dir: SortDirection = 'desc'
  orders: OrdersChoice = 'all'
  /** Only the customers whose conversation carries this label (an id), or everyone. */
  label: string | null = null
  /** The customer opened, as the list showed them, or null. */
  opened: OwnerCustomer | null = null
  readonly list: PagedList<OwnerCustomer, CustomersResponse>
  private typing: ReturnType<typeof setTimeout> | undefined

  constructor(
    api: OwnerHttpClient,
    /** The opened customer's context: the same panel as beside a conversation, its orders the app's one map. */
    readonly context: CustomerContextStore,
  ) {
    this.list = new PagedList({
      fetch: (after) => api.get(OWNER_CUSTOMERS_PATH, CustomersResponse, { ...this.query, after: after ?? undefined }),
      page: (answer) => ({ items: answer.customers, hasMore: answer.hasMore, next: answer.next }),
      id: (customer) => customer.customerId,
    })
    makeAutoObservable<CustomersStore, 'typing'>(this, { list: false, context: false, typing: false })
  }

  /** The list's query as the server reads it (the CSV's too). */
  get query(): {
    search?: string
    sort: CustomerSort
    dir: SortDirection
    orders?: CustomerOrdersFilter
    label?: string
  } {
    const search = this.search.trim()
    return {
      ...(search ? { search } : {}),
      sort: this.sort,
      dir: this.dir,
      ...(this.orders === 'all' ? {} : { orders: this.orders }),
      ...(this.label === null ? {} : { label: this.label }),
    }
  }

  /** The customers held, in the server's order (pages are appended as they come). */
  get customers(): OwnerCustomer[] {
    return [...this.list.byId.values()]
  }

  get status() {
    return shownStatus(this.list.first)
  }

  get failure(): Failure | null {
    return failureIn(this.list.first)
  }

  /** The CSV of the list as searched, sorted and filtered now (a download link: the owner cookie goes with it). */
  get exportHref(): string {
    return `${OWNER_CUSTOMERS_EXPORT_PATH}?${new URLSearchParams(this.query)}`
  }

  /** The list's first page, once the tab is first shown. */
  show(): void {
    if (this.list.first.status === 'idle') void this.load()
  }

  load(): Promise<boolean> {
    clearTimeout(this.typing)
    return this.list.load()
  }

  /** The search as typed; the server is asked once typing pauses. */
  setSearch(text: string): void {
    this.search = text
    clearTimeout(this.typing)
    this.typing = setTimeout(() => void this.list.load(), SEARCH_DELAY_MS)
  }

  /** The list's order: a column, and which end first. */
  setOrder(sort: CustomerSort, dir: SortDirection): void {
    this.sort = sort
    this.dir = dir
    void this.load()
  }

  setOrders(orders: OrdersChoice): void {
    this.orders = orders
    void this.load()
  }

  setLabel(label: string | null): void {
    this.label = label
    void this.load()
  }

  /**
   * A conversation's labels changed (any owner's hand, or the product's): the customer's row shows them at once. A row
   * that lost the label the list is filtered by stays until the list is loaded again: it does not vanish under a look.
   */
  labelled({ customerId, labelIds }: ConversationLabelsEvent): void {
    const held = this.list.byId.get(customerId)
    if (held) this.list.byId.set(customerId, { ...held, labelIds })
    if (this.opened?.customerId === customerId) this.opened = { ...this.opened, labelIds }
  }

  open(customer: OwnerCustomer): void {
    this.opened = customer
  }

  close(): void {
    this.opened = null
  }
}
