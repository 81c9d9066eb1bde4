import { makeAutoObservable, runInAction } from 'mobx'
import type { CartItem } from '../../../contract/cart'
import type { CatalogueItem, Package, Variant } from '../../../contract/catalogue'
import type { Order, OrderSource } from '../../../contract/orders'
import type { ChatEngine } from '../../engine/chat-engine'
import type { AddressBook } from './address-book'
import type { CartShipping } from './cart-shipping'
import type { Checkout, CheckoutLine, CreatedCheckout } from './checkout'
import type { OrderDirectory } from './order-directory'
import type { OrderHistory } from './order-history'

type Runtime = typeof import('./orders-runtime')

/** What `saveView` gives to be resumed after a reload: the checkout's lines, and the address form if it was open. */
export interface KeptCheckout {
  source: OrderSource
  lines: readonly CheckoutLine[]
  form: boolean
  editing: string | null
}

/** What direct_buy hands over for 'Buy now': the item with its choice and quantity. */
export interface BuyNowChoice {
  item: CatalogueItem
  variant: Variant | null
  package: Package | null
  quantity: number
}

/**
 * The orders plugin's public store (`engine.plugin('orders')`): the
 * customer's addresses, the checkout under way, the History tab's orders,
 * and the address being edited. The cart's Proceed to Checkout and
 * direct_buy's Buy now start a checkout here. The working parts load on
 * first use (`orders-runtime.ts`): the widget chunk carries only this.
 */
export class OrdersStore {
  /** Made with the first checkout. */
  addresses: AddressBook | null = null
  /** Made when the History tab first shows; it follows `order-updated` from then on. */
  history: OrderHistory | null = null
  checkout: Checkout | null = null
  /** Made when an order is first looked up by its `orderId` (a chat confirmation's order action). */
  directory: OrderDirectory | null = null
  /** The address the form edits (null: a new one). */
  editingAddressId: string | null = null
  /** Whether the cart's products reach the chosen address (made when the signed-in cart first shows a line). */
  cartShipping: CartShipping | null = null
  /** What the last Create Order made (the payment plugin offers to pay it all at once). */
  lastCheckout: CreatedCheckout | null = null
  private runtime: Promise<Runtime> | null = null

  constructor(private readonly engine: ChatEngine) {
    // The three stores are class instances, which `observable` keeps as they are (a reference).
    makeAutoObservable<OrdersStore, 'engine' | 'runtime'>(this, { engine: false, runtime: false })
  }

  /** The signed-in cart's 'Proceed to Checkout' (docs/product.md, 'States and transitions'): the cart's lines. */
  checkoutCart(): Promise<void> {
    return this.start('cart', this.engine.plugin('cart').lines.map(cartLine))
  }

  /** direct_buy's 'Buy now': that one item; the cart stays as it is. */
  buyNow(choice: BuyNowChoice): Promise<void> {
    return this.start('direct_buy', [choiceLine(choice)])
  }

  /** The History tab's orders, made (and their code loaded) on first use. */
  async openHistory(): Promise<OrderHistory> {
    const { OrderHistory } = await this.loadRuntime()
    return runInAction(() => (this.history ??= new OrderHistory(this.engine)))
  }

  /**
   * The order named `orderId` (the human id, 'KK-1042') as last seen (pushed
   * by the server, listed in History, or looked up), or null. Pure: call
   * `lookUpOrder` (from an effect) for one not met yet.
   */
  findOrder(orderId: string): Order | null {
    return this.directory?.get(orderId) ?? this.history?.orders.find((order) => order.orderId === orderId) ?? null
  }

  /** Asks the server for the order named `orderId` once, so `findOrder` knows it. */
  async lookUpOrder(orderId: string): Promise<void> {
    if (this.findOrder(orderId)) return
    const { OrderDirectory } = await this.loadRuntime()
    const directory = runInAction(() => (this.directory ??= new OrderDirectory(this.engine)))
    await directory.lookUp(orderId)
  }

  /**
   * An order changed outside this plugin (payment answered it Paid, or
   * reported): shown at once in History and wherever it is named. The
   * server's `order-updated` would bring the same change a moment later.
   */
  orderChanged(order: Order): void {
    this.directory?.remember(order)
    this.history?.updated(order)
  }

  /** The address form (a side panel): an address to edit, or null for a new one (also outside a checkout: a quote). */
  async editAddress(addressId: string | null): Promise<void> {
    const { AddressBook } = await this.loadRuntime()
    runInAction(() => {
      this.addresses ??= new AddressBook(this.engine)
      this.editingAddressId = addressId
      this.engine.ui.openPanel('addressForm')
    })
  }

  /** Back from the form to the checkout (or closes the panel when there is none). */
  closeAddressForm(): void {
    if (this.checkout) this.engine.ui.openPanel('checkout')
    else this.engine.ui.closePanel()
  }

  /** Back from the checkout: to the cart it came from, or closed (Buy now). */
  leaveCheckout(): void {
    const source = this.checkout?.source
    this.endCheckout()
    if (source === 'cart') this.engine.ui.openPanel('cartSummary')
    else this.engine.ui.closePanel()
  }

  /** Create Order; on success the cart is reloaded and the chat shows the confirmations as they arrive. */
  async createOrder(): Promise<void> {
    const checkout = this.checkout
    if (!checkout || !(await checkout.create())) return
    this.lastCheckout = checkout.created
    if (checkout.source === 'cart') void this.engine.plugin('cart').load()
    this.endCheckout()
    this.engine.ui.closePanel()
    this.engine.ui.setTab('chat')
    if (this.history && this.history.status !== 'idle') void this.history.load()
  }

  /** The checkout under way and the address form over it, kept across a reload (`resumeCheckout`). */
  saveView(): KeptCheckout | null {
    const checkout = this.checkout
    const form = this.engine.ui.panel === 'addressForm'
    return checkout && { source: checkout.source, lines: checkout.lines, form, editing: this.editingAddressId }
  }

  async restoreView(kept: unknown): Promise<void> {
    return (await this.loadRuntime()).resumeCheckout(this, kept)
  }

  onLogout(): void {
    this.endCheckout()
    this.addresses?.reset()
    this.history?.reset()
    this.directory?.reset()
  }

  dispose(): void {
    this.endCheckout()
    this.history?.dispose()
    this.directory?.dispose()
  }

  /** Opens the checkout panel for these lines (`source`: where they come from). */
  async start(source: OrderSource, lines: CheckoutLine[]): Promise<void> {
    const { AddressBook, Checkout } = await this.loadRuntime()
    runInAction(() => {
      this.endCheckout()
      const addresses = (this.addresses ??= new AddressBook(this.engine))
      this.checkout = new Checkout(this.engine, source, lines, addresses)
      addresses.load().catch(() => undefined)
      this.engine.ui.setTab('chat')
      this.engine.ui.openPanel('checkout')
    })
  }

  private loadRuntime(): Promise<Runtime> {
    return (this.runtime ??= import('./orders-runtime'))
  }

  private endCheckout(): void {
    this.checkout?.dispose()
    this.checkout = null
  }
}

function cartLine(line: CartItem): CheckoutLine {
  const option = line.selectedVariant ?? line.selectedPackage
  return {
    key: `${line._id}:${line.selectedVariant?._id ?? ''}:${line.selectedPackage?._id ?? ''}`,
    itemId: line._id,
    name: line.name,
    option: option?.name ?? null,
    quantity: line.quantity,
    shippable: line.itemType === 'product' && line.shipping.available,
    service: line.itemType === 'service',
    input: {
      _id: line._id,
      selectedVariant: line.selectedVariant?._id ?? null,
      selectedPackage: line.selectedPackage?._id ?? null,
      quantity: line.quantity,
    },
  }
}

function choiceLine({ item, variant, package: pack, quantity }: BuyNowChoice): CheckoutLine {
  return {
    key: `${item._id}:${variant?._id ?? ''}:${pack?._id ?? ''}`,
    itemId: item._id,
    name: item.name,
    option: (variant ?? pack)?.name ?? null,
    quantity,
    shippable: item.itemType === 'product' && item.shipping.available,
    service: item.itemType === 'service',
    input: { _id: item._id, selectedVariant: variant?._id ?? null, selectedPackage: pack?._id ?? null, quantity },
  }
}
