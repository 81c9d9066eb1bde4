import { makeAutoObservable } from 'mobx'
import type { ChatEngine } from '../../engine/chat-engine'
import { serverMessageOf } from '../../client/http/http-error'
import { Loadable } from '../../client/store/loadable'
import { ItemChoice } from '../../ui/item/item-choice'
import { ITEM_DATA_KEYS, readItemRefs } from '../catalogue'

/** Where the panel stands: the item's request, or `missing` when there is no item to show. */
type Status = 'idle' | 'loading' | 'ready' | 'missing' | 'failed'

/**
 * The single-item order panel of `?source=direct_buy` (docs/product.md, 'Screens and routes'): the item stored
 * in `webOrderItemData` (by slug or product id), loaded from the
 * catalogue, with its variant or package and a quantity. Signed out the
 * panel is the 'Ready to Purchase?' card; signed in the item is ordered
 * at once (Buy now) or goes to the cart.
 */
export class DirectBuyStore {
  choice: ItemChoice | null = null
  /** Reading the stored item from the catalogue. */
  readonly reading = new Loadable()
  /** No item was stored (or it could not be read). */
  private noItem = false

  constructor(private readonly engine: ChatEngine) {
    makeAutoObservable<DirectBuyStore, 'engine'>(this, { engine: false, reading: false })
  }

  get status(): Status {
    if (this.noItem) return 'missing'
    return this.reading.status === 'ready' && !this.choice ? 'missing' : this.reading.status
  }

  get error(): string | null {
    return this.reading.status === 'failed'
      ? (serverMessageOf(this.reading.error) ?? this.engine.t('directBuy:errors.load'))
      : null
  }

  /** Reads the stored item and loads it; with none (or unparsable data) the panel says the item is not available. */
  async open(): Promise<void> {
    const ref = readItemRefs(this.engine.storage, ITEM_DATA_KEYS.directBuy)[0]
    this.noItem = !ref
    if (!ref) return
    await this.reading.run(
      () => this.engine.plugin('catalogue').findItem(ref),
      (item) => {
        this.choice =
          item &&
          new ItemChoice(item, { variant: ref.selectedVariant, package: ref.selectedPackage, quantity: ref.quantity })
      },
    )
  }

  /** Signed in: puts the item with its choice and quantity into the cart and shows the cart. */
  async addToCart(): Promise<void> {
    const choice = this.choice
    if (!choice) return
    await this.engine
      .plugin('cart')
      .add(choice.item, { variant: choice.variant, package: choice.package }, choice.quantity)
    this.finish()
    this.engine.ui.openPanel('cartSummary')
  }

  /** Signed in: this one item with its choice goes to the order panel (the cart stays as it is). */
  buyNow(): void {
    const choice = this.choice
    if (!choice) return
    this.finish()
    void this.engine
      .plugin('orders')
      .buyNow({ item: choice.item, variant: choice.variant, package: choice.package, quantity: choice.quantity })
  }

  /** An item priced on request (docs/product.md, 'Validation rules'): it moves to the enquiry panel instead. */
  enquire(): void {
    const choice = this.choice
    if (!choice) return
    this.engine.storage.removeItem(ITEM_DATA_KEYS.directBuy)
    this.engine.plugin('enquiry').enquireAbout(choice.item, { variant: choice.variant, package: choice.package })
  }

  /** The stored item is gone (a deep link to an unknown item): leave the panel and show the catalogue instead. */
  browseInstead(): void {
    this.finish()
    this.engine.plugin('catalogue').browse()
  }

  /** Leaves the panel for the chat (or phone entry, signed out) and forgets the stored item. */
  finish(): void {
    this.engine.storage.removeItem(ITEM_DATA_KEYS.directBuy)
    this.choice = null
    this.noItem = false
    this.reading.reset()
    this.engine.goTo(this.engine.isLoggedIn ? 'chat-active' : 'phone-entry')
  }
}
