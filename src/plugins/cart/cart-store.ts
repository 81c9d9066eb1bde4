import { makeAutoObservable } from 'mobx'
import {
  CART_ADD_PATH,
  CART_CLEAR_PATH,
  CART_REMOVE_PATH,
  CART_UPDATE_PATH,
  CART_UPDATED_EVENT,
  CartItem,
  CartUpdatedEvent,
} from '../../../contract/cart'
import type { CatalogueItem } from '../../../contract/catalogue'
import type { ChatEngine } from '../../engine/chat-engine'
import {
  cartTotals,
  type ChoiceField,
  choiceKey,
  lineKey,
  lineOption,
  lineQuantity,
  lineStock,
  type LineChoice,
  matchesCartSearch,
  toCartInput,
} from './cart-line'
import { LOCAL_CART_KEY, LocalCartStorage, writeThrowing } from './local-cart'
import { localCartEdits } from './local-cart-edits'
import { listenToPage } from './page-listeners'
import { PendingQuantities } from './pending-quantities'
import { ServerCartCalls } from './server-cart-calls'

/** A quantity change is sent this long after the last click. */
export const CART_QUANTITY_DEBOUNCE_MS = 300

/**
 * The cart (docs/product.md). Signed out it is the visitor's local cart
 * (`webCart`); signed in it is the server cart, and on sign-in the local one
 * is merged into it (`save_merged_cart`) and then removed.
 *
 * Quantity changes show at once (`lines`), are sent 300 ms after the last change of that line (`ServerCartCalls`,
 * in order), and fall back to the last answer with a snackbar when the call fails. Names and prices always come from
 * the server's answer.
 */
export class CartStore {
  /** What the cart shows: the last answer with the quantities still waiting to be sent. */
  lines: CartItem[] = []
  search = ''
  loading = false

  /** Quantities shown but not yet confirmed, each sent 300 ms after its line's last change. */
  private readonly pending = new PendingQuantities(
    CART_QUANTITY_DEBOUNCE_MS,
    (key, quantity, keepalive) => void this.sendQuantity(key, quantity, keepalive),
  )
  private readonly server: ServerCartCalls
  private readonly local: LocalCartStorage
  private readonly stopListening: () => void

  constructor(private readonly engine: ChatEngine) {
    this.local = new LocalCartStorage(writeThrowing(engine.storage, engine.rawStorage), engine.fallbackStorage)
    this.server = new ServerCartCalls(engine, {
      answered: (data) => this.showAnswer(data),
      failed: () => this.rollBack(),
    })
    const plain = { engine: false, pending: false, server: false, local: false, stopListening: false } as const
    makeAutoObservable<CartStore, keyof typeof plain>(this, plain)
    this.showLocal()
    // The server cart changed (another tab or device, a checkout): read it again, after the calls already queued.
    const stopPushes = engine.realtime.subscribe(CART_UPDATED_EVENT, CartUpdatedEvent, () => {
      if (this.signedIn) void this.server.enqueue(() => this.server.fetch())
    })
    this.stopListening = listenToPage(stopPushes, {
      // A quantity changed just before leaving the page still reaches the server.
      pagehide: () => this.flushPending(),
      // Every tab shows the one local cart (null: another tab cleared the storage).
      storage: (event) => {
        if (event.key === LOCAL_CART_KEY || event.key === null) this.syncFromStorage()
      },
    })
  }

  get signedIn(): boolean {
    return this.engine.isLoggedIn
  }

  /** Units in the cart ('Your Cart (n)', the header badge). */
  get count(): number {
    return this.lines.reduce((sum, line) => sum + line.quantity, 0)
  }

  /** Lines matching the search (name, description or category name), with their keys. */
  get visibleLines(): { key: string; line: CartItem }[] {
    return this.lines
      .filter((line) => matchesCartSearch(line, this.search))
      .map((line) => ({ key: lineKey(line), line }))
  }

  get totals() {
    return cartTotals(this.lines)
  }

  quantityOf(key: string): number {
    return this.lines.find((line) => lineKey(line) === key)?.quantity ?? 0
  }

  /** Units of an item with a given choice in the cart (0: not in it), for an item card. */
  quantityOfItem(item: Pick<CatalogueItem, '_id'>, choice: LineChoice): number {
    return this.quantityOf(choiceKey(item, choice))
  }

  /** The item card's stepper: `setQuantity` on the line of that item and choice. */
  setItemQuantity(item: Pick<CatalogueItem, '_id'>, choice: LineChoice, quantity: number): void {
    this.setQuantity(choiceKey(item, choice), quantity)
  }

  setSearch(text: string): void {
    this.search = text
  }

  /** Signed in: fetches the server cart. Signed out: rereads the local cart. */
  load(): Promise<void> {
    if (!this.signedIn) {
      this.showLocal()
      return Promise.resolve()
    }
    this.loading = true
    return this.server.enqueue(() => this.server.fetch()).finally(() => this.setLoading(false))
  }

  /**
   * Add to Cart from an item card: one more of the item with that choice. Refused with 'Out of stock' when the choice
   * has none.
   */
  add(item: CatalogueItem, choice: LineChoice, quantity = 1): Promise<void> {
    const stock = lineStock(item, choice.variant?._id ?? null, choice.package?._id ?? null)
    if (stock !== null && stock <= 0) return this.outOfStock()
    const added = () => this.engine.snackbar.show(this.engine.t('cart:added'), 'success')
    if (!this.signedIn) {
      this.updateLocal((lines) => localCartEdits.add(lines, item, choice, quantity, this.nowIso()))
      added()
      return Promise.resolve()
    }
    const input = toCartInput({
      _id: item._id,
      selectedVariant: choice.variant,
      selectedPackage: choice.package,
      quantity,
    })
    return this.server.post(CART_ADD_PATH, () => ({ item: input }), 'cart:errors.add', added)
  }

  /**
   * The quantity stepper (docs/product.md): shows the new quantity at once (capped at
   * stock, at least 1) and, signed in, sends it 300 ms after the last change.
   * Below 1 the line is removed.
   */
  setQuantity(key: string, value: number): void {
    const line = this.lines.find((candidate) => lineKey(candidate) === key)
    if (!line) return
    if (Number.isFinite(value) && value < 1) {
      void this.remove(key)
      return
    }
    if (!this.signedIn) {
      this.updateLocal((lines) => localCartEdits.setQuantity(lines, key, value))
      return
    }
    const quantity = lineQuantity(line, value)
    this.pending.set(key, quantity)
    this.lines = this.lines.map((candidate) => (candidate === line ? { ...line, quantity } : candidate))
  }

  /** Removes a line; signed in it disappears at once and comes back with a snackbar if the server refuses. */
  remove(key: string): Promise<void> {
    this.pending.cancel(key)
    if (!this.signedIn) {
      this.updateLocal((lines) => localCartEdits.remove(lines, key))
      return Promise.resolve()
    }
    this.lines = this.lines.filter((line) => lineKey(line) !== key)
    return this.server.post(CART_REMOVE_PATH, () => this.server.indexed(key), 'cart:errors.update')
  }

  /**
   * Another variant or package for a line: refused with 'Out of stock' when it has none; the quantity goes back to 1.
   */
  changeChoice(key: string, field: ChoiceField, optionId: string): Promise<void> {
    const line = this.lines.find((candidate) => lineKey(candidate) === key)
    if (!line) return Promise.resolve()
    const option = lineOption(line, field, optionId)
    if (!option) return Promise.resolve()
    if (option.stock !== null && option.stock <= 0) return this.outOfStock()
    this.pending.cancel(key)
    if (!this.signedIn) {
      this.updateLocal((lines) => localCartEdits.changeChoice(lines, key, field, optionId, this.nowIso()))
      return Promise.resolve()
    }
    const body = () => this.server.indexed(key, { field, value: optionId })
    return this.server.post(CART_UPDATE_PATH, body, 'cart:errors.update')
  }

  clear(): Promise<void> {
    this.pending.cancelAll()
    this.lines = []
    if (!this.signedIn) {
      this.local.clear()
      return Promise.resolve()
    }
    return this.server.post(CART_CLEAR_PATH, () => ({}), 'cart:errors.update')
  }

  /**
   * After sign-in the local cart is merged into the server cart, then removed; without one, the server cart is loaded.
   */
  onLogin(): Promise<void> {
    const local = this.readLocal()
    if (local.length === 0) return this.load()
    this.loading = true
    return this.server.merge(local, () => this.local.clear()).finally(() => this.setLoading(false))
  }

  /** Another tab changed the local cart (a `storage` event): signed out, show what it wrote. */
  syncFromStorage(): void {
    if (!this.signedIn) this.showLocal()
  }

  /** The cart open in its panel, kept across a reload (the widget's session state). */
  saveView(): boolean {
    return this.engine.ui.panel === 'cartSummary'
  }

  restoreView(kept: unknown): void {
    if (kept === true) this.engine.ui.openPanel('cartSummary')
  }

  /** Signed out again: the cart shown is the local one. */
  onLogout(): void {
    this.pending.cancelAll()
    this.showLocal()
  }

  /** The page is going away: quantities still in their 300 ms wait are sent now, in requests that outlive the page. */
  flushPending(): void {
    this.pending.flush()
  }

  dispose(): void {
    this.stopListening()
    this.pending.dispose()
  }

  /** A line's waiting quantity, sent; once confirmed it is no longer shown over the answers. */
  private sendQuantity(key: string, quantity: number, keepalive: boolean): Promise<void> {
    const body = () => this.server.indexed(key, { field: 'quantity', value: quantity })
    const settled = () => this.pending.settle(key, quantity)
    return this.server.post(CART_UPDATE_PATH, body, 'cart:errors.update', settled, keepalive)
  }

  /** A server answer: it is the cart, with quantities still waiting to be sent shown over it. */
  private showAnswer(data: CartItem[]): void {
    this.lines = data.map((line) => {
      const pending = this.pending.get(lineKey(line))
      return pending === undefined ? line : { ...line, quantity: pending }
    })
  }

  private rollBack(): void {
    this.pending.cancelAll()
    this.lines = this.server.confirmed
  }

  private outOfStock(): Promise<void> {
    this.engine.snackbar.show(this.engine.t('cart:outOfStock'))
    return Promise.resolve()
  }

  private setLoading(loading: boolean): void {
    this.loading = loading
  }

  private nowIso(): string {
    return new Date(this.engine.now()).toISOString()
  }

  private showLocal(): void {
    this.server.confirmed = []
    this.lines = this.readLocal()
  }

  /** The stored entries that have the whole cart item shape; anything else is dropped (unparsable data). */
  private readLocal(): CartItem[] {
    return this.local.read().filter((entry): entry is CartItem => CartItem.is(entry))
  }

  /** A change to the local cart, applied to what storage holds now, then written back. */
  private updateLocal(change: (lines: CartItem[]) => CartItem[]): void {
    this.lines = this.local.write(change(this.readLocal()))
  }
}
