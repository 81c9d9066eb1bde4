import { makeAutoObservable, reaction, runInAction } from 'mobx'
import { CATALOGUE_CHANGED_EVENT, CatalogueChangedEvent } from '../../../contract/catalogue-live'
import type { CartItemInput } from '../../../contract/cart'
import {
  CREATE_ORDER_PATH,
  CreateOrderResponse,
  IDEMPOTENCY_HEADER,
  TOTALS_PATH,
  TotalsResponse,
  type Order,
  type OrderSource,
  type PlannedOrder,
  type Totals,
} from '../../../contract/orders'
import type { ServiceSlot } from '../../../contract/service-slot'
import type { ChatEngine } from '../../engine/chat-engine'
import { serverMessageOf } from '../../client/http/http-error'
import { Loadable } from '../../client/store/loadable'
import type { AddressBook } from './address-book'
import { addSplitStrings } from './split-strings'
import { CheckoutCode } from './checkout-code'

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
  /** A service (the checkout asks for a preferred date and slot). */
  service: boolean
  input: CartItemInput
}

/** One order the checkout will make (the server's plan), with its lines as shown. */
export interface CheckoutOrder {
  key: string
  kind: PlannedOrder['kind']
  dispatchPoint: string | null
  lines: CheckoutLine[]
  /** Rupees. */
  total: number
}

/** What one Create Order made: its orders and the checkout id that pays them together. */
export interface CreatedCheckout {
  checkoutId: string | null
  orders: Order[]
}

type TotalsStatus = 'idle' | 'loading' | 'ready' | 'failed'

/**
 * One checkout (docs/product.md, 'Validation rules'): the lines (the cart's, or direct_buy's one
 * item), the chosen address, the server's totals (asked 500 ms after the
 * last change of lines or address, or of the catalogue or delivery, live) and Create Order. The idempotency key
 * is made once per checkout, so a double click or a retry after a lost
 * answer makes the orders once.
 */
export class Checkout {
  totals: Totals | null = null
  /** The lines the totals were asked for (the plan's line numbers point into them). */
  private totalsLines: readonly CheckoutLine[] = []
  /** 'Change address' was pressed: the address picker takes the focus once it is drawn. */
  focusAddress = false
  /** What Create Order made, once it has. */
  created: CreatedCheckout | null = null
  /** The totals were asked for and the debounce is still running. */
  private waiting = false
  creating = false
  /** The preferred date and slot of the service order, once picked (the lazily loaded picker sets it). */
  serviceSlot: ServiceSlot | null = null
  private readonly idempotencyKey: string
  private timer: ReturnType<typeof setTimeout> | null = null
  /** Bumped by each totals request, so an older answer never replaces a newer one. */
  /** The totals' request (the kernel's `Loadable`): an answer for an older cart or address is dropped. */
  private readonly totalsRequest = new Loadable()
  private readonly stopWatching: () => void
  /** The discount code field (its code goes with the totals and the order). */
  readonly code = new CheckoutCode(() => this.askTotals())

  constructor(
    private readonly engine: ChatEngine,
    readonly source: OrderSource,
    public lines: readonly CheckoutLine[],
    readonly addresses: AddressBook,
  ) {
    this.idempotencyKey = engine.newId()
    addSplitStrings(engine.i18n)
    makeAutoObservable<Checkout, 'engine' | 'timer' | 'totalsRequest' | 'stopWatching' | 'idempotencyKey'>(this, {
      engine: false,
      timer: false,
      totalsRequest: false,
      stopWatching: false,
      idempotencyKey: false,
      addresses: false,
      code: false,
    })
    const stopAddress = reaction(
      () => this.addresses.chosen?._id ?? null,
      () => this.askTotals(),
      { fireImmediately: true },
    )
    // The owner changed an item or the delivery (points, areas, charges): the totals and what ships are asked again.
    const stopLive = engine.realtime.subscribe(CATALOGUE_CHANGED_EVENT, CatalogueChangedEvent, () => this.askTotals())
    this.stopWatching = () => {
      stopAddress()
      stopLive()
    }
  }

  get needsAddress(): boolean {
    return this.lines.some((line) => line.shippable)
  }

  /**
   * The lines the chosen address cannot be shipped to (by key), with the server's reason. They are left out of the
   * orders (and stay in the cart) unless the customer removes them or picks another address.
   */
  get unshippable(): ReadonlyMap<string, string> {
    const found = new Map<string, string>()
    for (const issue of this.totals?.shippingIssues ?? []) {
      for (const line of this.lines) {
        if (line.shippable && issue.productsIds.includes(line.itemId))
          found.set(line.key, issue.message || this.engine.t('orders:errors.cannotShip'))
      }
    }
    return found
  }

  /** What Create Order sends: every line but those that cannot ship to the chosen address. */
  get orderableLines(): CheckoutLine[] {
    return this.lines.filter((line) => !this.unshippable.has(line.key))
  }

  /** The orders Create Order will make (the server's plan for the current totals), each with its lines. */
  get plannedOrders(): CheckoutOrder[] {
    const sent = this.totalsLines
    return (this.totals?.orders ?? []).map((order, index) => ({
      key: `${order.kind}:${order.dispatchPoint?.name ?? index}`,
      kind: order.kind,
      dispatchPoint: order.dispatchPoint?.name ?? null,
      lines: order.lines.flatMap((at) => sent[at] ?? []),
      total: order.total,
    }))
  }

  /** The reason Create Order is disabled, or null when it may be pressed. */
  get blocker(): 'empty' | 'address' | 'shipping' | 'totals' | null {
    if (this.lines.length === 0) return 'empty'
    if (this.needsAddress && !this.addresses.chosen) return 'address'
    if (this.totals && this.orderableLines.length === 0) return 'shipping'
    if (this.totalsStatus !== 'ready') return 'totals'
    return null
  }

  /** 'Remove' on a line: out of this checkout and, for the cart's checkout, out of the cart. */
  remove(line: CheckoutLine): void {
    this.lines = this.lines.filter((candidate) => candidate.key !== line.key)
    this.askTotals()
    if (this.source === 'cart') this.engine.plugin('cart').setItemQuantity({ _id: line.itemId }, choiceOf(line), 0)
  }

  /** 'Change address' on a line that cannot ship: the address picker takes the focus. */
  changeAddress(): void {
    this.focusAddress = true
  }

  addressFocused(): void {
    this.focusAddress = false
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
            items: this.orderableLines.map((line) => line.input),
            deliveryAddress: address ? { _id: address._id } : null,
            serviceSlot: this.serviceSlot ?? undefined,
            discountCode: this.code.toOrder(this.totals),
          },
        },
      })
      if (!answer.data.orderId) {
        this.engine.snackbar.show(this.engine.t('orders:errors.noOrderId'))
        return false
      }
      runInAction(() => (this.created = { checkoutId: answer.data.checkoutId ?? null, orders: answer.data.orders }))
      this.code.used()
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
    const sent = this.lines
    const body = {
      customerId: this.engine.session.customerId,
      products: sent.map((line) => line.input),
      deliveryAddress: address ? { _id: address._id } : null,
      ...(this.code.sent !== null && { discountCode: this.code.sent }),
    }
    await this.totalsRequest.run(
      () => this.engine.transport.post(TOTALS_PATH, body, TotalsResponse),
      (answer) => {
        this.totals = answer.data
        this.totalsLines = sent
      },
    )
  }
}

/** The variant and package of a line, as the cart names a line's choice. */
function choiceOf({ input }: CheckoutLine): { variant: { _id: string } | null; package: { _id: string } | null } {
  const of = (choice: CartItemInput['selectedVariant']) =>
    typeof choice === 'string' ? { _id: choice } : choice?._id ? { _id: choice._id } : null
  return { variant: of(input.selectedVariant), package: of(input.selectedPackage) }
}
