import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx'
import type { CartItemInput } from '../../../contract/cart'
import {
  CREATE_ORDER_PATH,
  CreateOrderResponse,
  IDEMPOTENCY_HEADER,
  TOTALS_PATH,
  TotalsResponse,
  type OrderSource,
  type Totals,
} from '../../../contract/orders'
import type { ChatEngine } from '../../engine/chat-engine'
import { serverMessageOf } from '../../client/http/http-error'
import { Loadable } from '../../client/store/loadable'
import type { AddressBook } from './address-book'

/** The totals are asked for this long after the last change. */
export const TOTALS_DEBOUNCE_MS = 500

/** One line of a checkout: what to show, and what the server is sent (ids and quantity only). */
export interface CheckoutLine {
  key: string
  itemId: string
  name: string
  /** The variant or package name, if any. */
  option: string | null
  quantity: number
  /** A product that ships (needs a delivery address). */
  shippable: boolean
  input: CartItemInput
}

type TotalsStatus = 'idle' | 'loading' | 'ready' | 'failed'

/**
 * One checkout (docs/product.md, 'Validation rules'): the lines (the cart's, or direct_buy's one
 * item), the chosen address, the server's totals (asked 500 ms after the
 * last change of lines or address) and Create Order. The idempotency key
 * is made once per checkout, so a double click or a retry after a lost
 * answer makes the orders once.
 */
export class Checkout {
  totals: Totals | null = null
  /** The totals were asked for and the debounce is still running. */
  private waiting = false
  creating = false
  private readonly idempotencyKey: string
  private timer: ReturnType<typeof setTimeout> | null = null
  /** Bumped by each totals request, so an older answer never replaces a newer one. */
  /** The totals' request (the kernel's `Loadable`): an answer for an older cart or address is dropped. */
  private readonly totalsRequest = new Loadable()
  private readonly stopWatching: IReactionDisposer

  constructor(
    private readonly engine: ChatEngine,
    readonly source: OrderSource,
    readonly lines: readonly CheckoutLine[],
    readonly addresses: AddressBook,
  ) {
    this.idempotencyKey = engine.newId()
    makeAutoObservable<Checkout, 'engine' | 'timer' | 'totalsRequest' | 'stopWatching' | 'idempotencyKey'>(this, {
      engine: false,
      timer: false,
      totalsRequest: false,
      stopWatching: false,
      idempotencyKey: false,
      lines: false,
      addresses: false,
    })
    this.stopWatching = reaction(
      () => this.addresses.chosen?._id ?? null,
      () => this.askTotals(),
      { fireImmediately: true },
    )
  }

  get needsAddress(): boolean {
    return this.lines.some((line) => line.shippable)
  }

  /** Names of the lines the chosen address cannot be shipped to, with the server's reason. */
  get shippingIssues(): { name: string; message: string }[] {
    return (this.totals?.shippingIssues ?? []).flatMap((issue) =>
      this.lines
        .filter((line) => issue.productsIds.includes(line.itemId))
        .map((line) => ({ name: line.name, message: issue.message || this.engine.t('orders:errors.cannotShip') })),
    )
  }

  /** The reason Create Order is disabled, or null when it may be pressed. */
  get blocker(): 'empty' | 'address' | 'shipping' | 'totals' | null {
    if (this.lines.length === 0) return 'empty'
    if (this.needsAddress && !this.addresses.chosen) return 'address'
    if (this.totals && (!this.totals.isShippingAvailable || this.totals.shippingIssues.length > 0)) return 'shipping'
    if (this.totalsStatus !== 'ready') return 'totals'
    return null
  }

  get canCreate(): boolean {
    return this.blocker === null && !this.creating
  }

  get totalsStatus(): TotalsStatus {
    return this.waiting ? 'loading' : this.totalsRequest.status
  }

  /** Asks for the totals 500 ms from now (again: the timer restarts). */
  askTotals(): void {
    if (this.timer) clearTimeout(this.timer)
    this.waiting = true
    this.timer = setTimeout(() => void this.fetchTotals(), TOTALS_DEBOUNCE_MS)
  }

  /**
   * Creates the orders. True when they were made: the cart is reloaded (the
   * server took the ordered lines out of it) and the chat shows them. On
   * failure a snackbar says why (docs/product.md, 'Error catalogue') and the checkout stays.
   */
  async create(): Promise<boolean> {
    if (!this.canCreate) return false
    this.creating = true
    try {
      const address = this.addresses.chosen
      const answer = await this.engine.transport.request({
        method: 'POST',
        path: CREATE_ORDER_PATH,
        codec: CreateOrderResponse,
        headers: { [IDEMPOTENCY_HEADER]: this.idempotencyKey },
        body: {
          customerId: this.engine.session.customerId,
          orderData: {
            source: this.source,
            items: this.lines.map((line) => line.input),
            deliveryAddress: address ? { _id: address._id } : null,
          },
        },
      })
      if (!answer.data.orderId) {
        this.engine.snackbar.show(this.engine.t('orders:errors.noOrderId'))
        return false
      }
      return true
    } catch (error) {
      this.engine.snackbar.show(serverMessageOf(error) ?? this.engine.t('orders:errors.create'))
      return false
    } finally {
      runInAction(() => (this.creating = false))
    }
  }

  dispose(): void {
    this.stopWatching()
    if (this.timer) clearTimeout(this.timer)
    this.totalsRequest.reset()
  }

  private async fetchTotals(): Promise<void> {
    this.timer = null
    this.waiting = false
    const address = this.addresses.chosen
    const body = {
      customerId: this.engine.session.customerId,
      products: this.lines.map((line) => line.input),
      deliveryAddress: address ? { _id: address._id } : null,
    }
    await this.totalsRequest.run(
      () => this.engine.transport.post(TOTALS_PATH, body, TotalsResponse),
      (answer) => (this.totals = answer.data),
    )
  }
}
