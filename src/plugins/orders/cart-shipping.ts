import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx'
import { TOTALS_PATH, TotalsResponse, type Totals } from '../../../contract/orders'
import type { ChatEngine } from '../../engine/chat-engine'
import { Loadable } from '../../client/store/loadable'
import type { AddressBook } from './address-book'
import { TOTALS_DEBOUNCE_MS } from './checkout'

/**
 * Whether the signed-in cart's products can reach the chosen delivery address (the default, or the one last picked
 * in a checkout), asked of the server like a checkout's totals, 500 ms after the cart or the address changed. The cart
 * shows the answer on each line that cannot ship, before any checkout.
 */
export class CartShipping {
  private totals: Totals | null = null
  private timer: ReturnType<typeof setTimeout> | null = null
  private readonly request = new Loadable()
  private readonly stopWatching: IReactionDisposer

  constructor(
    private readonly engine: ChatEngine,
    readonly addresses: AddressBook,
  ) {
    makeAutoObservable<CartShipping, 'engine' | 'timer' | 'request' | 'stopWatching'>(this, {
      engine: false,
      timer: false,
      request: false,
      stopWatching: false,
      addresses: false,
    })
    this.stopWatching = reaction(
      () => `${this.addresses.chosen?._id ?? ''}|${JSON.stringify(this.products)}`,
      () => this.ask(),
      { fireImmediately: true },
    )
  }

  /** The server's reason the line's item cannot ship to the chosen address, or null. */
  issueFor(itemId: string): string | null {
    const issue = this.totals?.shippingIssues.find((candidate) => candidate.productsIds.includes(itemId))
    return issue ? issue.message || this.engine.t('orders:errors.cannotShip') : null
  }

  /** The shippable products of the cart, as a totals call names them. */
  private get products() {
    return this.engine
      .plugin('cart')
      .lines.filter((line) => line.itemType === 'product' && line.shipping.available)
      .map((line) => ({
        _id: line._id,
        selectedVariant: line.selectedVariant?._id ?? null,
        selectedPackage: line.selectedPackage?._id ?? null,
        quantity: line.quantity,
      }))
  }

  dispose(): void {
    this.stopWatching()
    if (this.timer) clearTimeout(this.timer)
    this.request.reset()
  }

  private ask(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.fetch(), TOTALS_DEBOUNCE_MS)
  }

  private async fetch(): Promise<void> {
    this.timer = null
    const address = this.addresses.chosen
    const products = this.products
    if (!this.engine.isLoggedIn || !address || products.length === 0) {
      this.request.reset()
      this.totals = null
      return
    }
    const body = { customerId: this.engine.session.customerId, products, deliveryAddress: { _id: address._id } }
    await this.request.run(
      () => this.engine.transport.post(TOTALS_PATH, body, TotalsResponse),
      (answer) => (this.totals = answer.data),
    )
  }
}
