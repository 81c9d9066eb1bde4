import { makeAutoObservable, runInAction } from 'mobx'
import {
  CANCEL_ORDER_PATH,
  CancelOrderResponse,
  GET_ORDERS_PATH,
  ORDER_UPDATED_EVENT,
  OrderUpdatedEvent,
  OrdersResponse,
  type Order,
  type OrdersSort,
  type StatusFilter,
} from '../../../contract/orders'
import type { ChatEngine } from '../../engine/chat-engine'
import { serverMessageOf } from '../../client/http/http-error'
import { INVOICE_PDF_PATH, type InvoiceDocumentKind } from '../../../contract/invoices'
import { saveFile } from '../../client/http/save-file'
import { addSplitStrings } from './split-strings'
import { Loadable } from '../../client/store/loadable'

/** The search is sent this long after the last keystroke. */
export const ORDER_SEARCH_DEBOUNCE_MS = 300

type Status = 'idle' | 'loading' | 'ready' | 'failed'

/**
 * The History tab's orders (docs/product.md): one page of 10 with search, sort and a
 * status filter; an order that changes on the server (the socket's
 * `order-updated`) is replaced where it is shown, and a new one appears on
 * the first page.
 */
export class OrderHistory {
  orders: Order[] = []
  pages = 0
  page = 1
  search = ''
  sortBy: OrdersSort = 'createdDate'
  statusFilter: StatusFilter = 'All'
  filtersOpen = false
  /** The order asked to be cancelled ('Cancel Order?' is open), or null. */
  cancelling: Order | null = null
  cancelBusy = false
  /** The order whose invoice or credit note is being fetched, or null. */
  downloading: string | null = null
  private searchTimer: ReturnType<typeof setTimeout> | null = null
  /** The page's request (the kernel's `Loadable`): an older answer never replaces a newer one. */
  private readonly request = new Loadable()
  private readonly stopListening: () => void

  constructor(private readonly engine: ChatEngine) {
    // An order's discount code line is in the checkout's strings.
    addSplitStrings(engine.i18n)
    makeAutoObservable<OrderHistory, 'engine' | 'searchTimer' | 'request' | 'stopListening'>(this, {
      engine: false,
      searchTimer: false,
      request: false,
      stopListening: false,
    })
    this.stopListening = engine.realtime.subscribe(ORDER_UPDATED_EVENT, OrderUpdatedEvent, (event) => {
      if (engine.messages.clientId === null || event.clientId === engine.messages.clientId) this.updated(event.order)
    })
  }

  /** While another page loads, the orders shown stay (no skeleton over them). */
  get status(): Status {
    const { status } = this.request
    return status === 'loading' && this.orders.length > 0 ? 'ready' : status
  }

  get error(): string | null {
    return this.request.status === 'failed'
      ? (serverMessageOf(this.request.error) ?? this.engine.t('orders:history.errors.load'))
      : null
  }

  async load(): Promise<void> {
    const query = {
      customerId: this.engine.session.customerId ?? '',
      page: this.page,
      search: this.search.trim() || undefined,
      sortBy: this.sortBy,
      statusFilter: this.statusFilter,
    }
    await this.request.run(
      () => this.engine.transport.get(GET_ORDERS_PATH, OrdersResponse, query),
      (answer) => {
        this.orders = answer.orders
        this.pages = answer.size
      },
    )
  }

  setSearch(text: string): void {
    this.search = text
    this.page = 1
    if (this.searchTimer) clearTimeout(this.searchTimer)
    this.searchTimer = setTimeout(() => void this.load(), ORDER_SEARCH_DEBOUNCE_MS)
  }

  setSort(sortBy: OrdersSort): void {
    this.sortBy = sortBy
    this.page = 1
    void this.load()
  }

  setStatusFilter(filter: StatusFilter): void {
    this.statusFilter = filter
    this.page = 1
    void this.load()
  }

  toggleFilters(): void {
    this.filtersOpen = !this.filtersOpen
  }

  goToPage(page: number): void {
    if (page < 1 || (this.pages > 0 && page > this.pages)) return
    this.page = page
    void this.load()
  }

  /** An order changed on the server: shown in place, or (new, on the unfiltered first page) fetched. */
  updated(order: Order): void {
    const index = this.orders.findIndex((shown) => shown._id === order._id)
    if (index >= 0) this.orders[index] = order
    else if (this.status !== 'idle') void this.load()
  }

  askCancel(order: Order): void {
    this.cancelling = order
  }

  keepOrder(): void {
    this.cancelling = null
  }

  /** 'Cancel Order?' confirmed: the order comes back Cancelled; a refusal (409) shows the server's reason. */
  async confirmCancel(): Promise<void> {
    const order = this.cancelling
    if (!order || this.cancelBusy) return
    this.cancelBusy = true
    try {
      const answer = await this.engine.transport.post(
        CANCEL_ORDER_PATH,
        { mode: 'cancel', orderId: order._id, customerId: this.engine.session.customerId },
        CancelOrderResponse,
      )
      runInAction(() => answer.data.forEach((cancelled) => this.updated(cancelled)))
    } catch (error) {
      this.engine.snackbar.show(serverMessageOf(error) ?? this.engine.t('orders:history.errors.cancel'))
    } finally {
      runInAction(() => {
        this.cancelBusy = false
        this.cancelling = null
      })
    }
  }

  /** Downloads the order's invoice (or credit note) PDF; a failure says why in the snackbar. */
  async download(order: Order, document: InvoiceDocumentKind): Promise<void> {
    if (this.downloading !== null) return
    this.downloading = order._id
    try {
      const query = { customerId: this.engine.session.customerId ?? '', orderId: order._id, document }
      const pdf = await this.engine.transport.file(INVOICE_PDF_PATH, query)
      saveFile(pdf, `${document}-${order.orderId}.pdf`)
    } catch (error) {
      this.engine.snackbar.show(serverMessageOf(error) ?? this.engine.t('orders:history.errors.invoice'))
    } finally {
      runInAction(() => (this.downloading = null))
    }
  }

  reset(): void {
    if (this.searchTimer) clearTimeout(this.searchTimer)
    this.request.reset()
    this.orders = []
    this.pages = 0
    this.page = 1
    this.search = ''
    this.sortBy = 'createdDate'
    this.statusFilter = 'All'
    this.cancelling = null
  }

  dispose(): void {
    if (this.searchTimer) clearTimeout(this.searchTimer)
    this.stopListening()
  }
}
