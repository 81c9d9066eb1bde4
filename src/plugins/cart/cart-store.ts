import { makeAutoObservable } from 'mobx'
import { CartItem } from '../../../contract/cart'
import type { CatalogueItem } from '../../../contract/catalogue'
import type { ChatEngine } from '../../engine/chat-engine'
import { Loadable } from '../../client/store/loadable'
import { CartCalls } from './cart-calls'
import {
  cartTotals,
  type ChoiceField,
  choiceKey,
  lineKey,
  lineQuantity,
  lineStock,
  type LineChoice,
  matchesCartSearch,
  switchChoiceOf,
  lineOption,
  toCartInput,
  withQuantity,
  addToLines,
} from './cart-line'
import { LocalCartStorage, readCartItems, updateCartItems, writeThrowing } from './local-cart'
import { PendingQuantities } from './pending-quantities'
import { followCartOutside } from './page-listeners'

/** A quantity change is sent this long after the last click. */
export const CART_QUANTITY_DEBOUNCE_MS = 300

/**
 * The cart (docs/product.md). Signed out it is the visitor's local cart
 * (`webCart`); signed in it is the server cart, and on sign-in the local one
 * is merged into it (`save_merged_cart`) and then removed.
 *
 * Server calls run one at a time, in order, and name a line by its index in
 * the cart as last answered (`confirmed`), looked up when the call starts.
 * Quantity changes show at once (`lines`), are sent 300 ms after the last
 * change of that line, and fall back to the last answer with a snackbar when
 * the call fails. Names and prices always come from the server's answer.
 */
export class CartStore {
  /** What the cart shows: the last answer with the quantities still waiting to be sent. */
  lines: CartItem[] = []
  search = ''
  /** Reading the cart (the server's, or merging the local one into it). */
  private readonly reading = new Loadable()
  private readonly calls: CartCalls
  /** Quantities shown but not yet confirmed, each sent 300 ms after its line's last change. */
  private readonly pending = new PendingQuantities(
    CART_QUANTITY_DEBOUNCE_MS,
    (key, quantity, keepalive) => void this.sendQuantity(key, quantity, keepalive),
  )
  private readonly local: LocalCartStorage
  private readonly stopListening: () => void

  constructor(private readonly engine: ChatEngine) {
    this.local = new LocalCartStorage(writeThrowing(engine.storage, engine.rawStorage), engine.fallbackStorage)
    this.calls = new CartCalls(engine, { answered: (lines) => this.confirm(lines), refused: () => this.rollBack() })
    makeAutoObservable<CartStore, 'engine' | 'pending' | 'reading' | 'calls' | 'local' | 'stopListening'>(this, {
      engine: false,
      pending: false,
      reading: false,
      calls: false,
      local: false,
      stopListening: false,
    })
    this.showLocal()
    this.stopListening = followCartOutside(engine, {
      serverChanged: () => {
        if (this.signedIn) void this.calls.enqueue(() => this.calls.fetch())
      },
      leaving: () => this.flushPending(),
      localChanged: () => this.syncFromStorage(),
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

  /** The cart is being read and shows nothing yet from the server. */
  get loading(): boolean {
    return this.reading.loading
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
    return this.read(() => this.calls.fetch())
  }

  /**
   * Add to Cart from an item card: one more of the item with that choice. Refused with 'Out of stock' when the choice
   * has none.
   */
  add(item: CatalogueItem, choice: LineChoice, quantity = 1): Promise<void> {
    const stock = lineStock(item, choice.variant?._id ?? null, choice.package?._id ?? null)
    if (stock !== null && stock <= 0) {
      this.engine.snackbar.show(this.engine.t('cart:outOfStock'))
      return Promise.resolve()
    }
    if (!this.signedIn) {
      const now = new Date(this.engine.now()).toISOString()
      this.showUpdatedLocal((lines) => addToLines(lines, item, choice, quantity, now))
      this.engine.snackbar.show(this.engine.t('cart:added'), 'success')
      return Promise.resolve()
    }
    const input = toCartInput({
      _id: item._id,
      selectedVariant: choice.variant,
      selectedPackage: choice.package,
      quantity,
    })
    return this.calls.add(input, () => this.engine.snackbar.show(this.engine.t('cart:added'), 'success'))
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
      this.showUpdatedLocal((lines) => withQuantity(lines, key, value))
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
      this.showUpdatedLocal((lines) => lines.filter((line) => lineKey(line) !== key))
      return Promise.resolve()
    }
    this.lines = this.lines.filter((line) => lineKey(line) !== key)
    return this.calls.remove(key)
  }

  /**
   * Another variant or package for a line: refused with 'Out of stock' when it has none; the quantity goes back to 1.
   */
  changeChoice(key: string, field: ChoiceField, optionId: string): Promise<void> {
    const line = this.lines.find((candidate) => lineKey(candidate) === key)
    if (!line) return Promise.resolve()
    const option = lineOption(line, field, optionId)
    if (!option) return Promise.resolve()
    if (option.stock !== null && option.stock <= 0) {
      this.engine.snackbar.show(this.engine.t('cart:outOfStock'))
      return Promise.resolve()
    }
    this.pending.cancel(key)
    if (!this.signedIn) {
      const now = new Date(this.engine.now()).toISOString()
      this.showUpdatedLocal((lines) => switchChoiceOf(lines, key, field, optionId, now))
      return Promise.resolve()
    }
    return this.calls.update(key, field, optionId)
  }

  clear(): Promise<void> {
    this.pending.cancelAll()
    if (!this.signedIn) {
      this.local.clear()
      this.lines = []
      return Promise.resolve()
    }
    this.lines = []
    return this.calls.clear()
  }

  /**
   * After sign-in the local cart is merged into the server cart, then removed; without one, the server cart is loaded.
   */
  onLogin(): Promise<void> {
    const local = readCartItems(this.local)
    if (local.length === 0) return this.load()
    return this.read(async () => {
      if (await this.calls.merge(local)) this.local.clear()
    })
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
    return this.calls.update(key, 'quantity', quantity, () => this.pending.settle(key, quantity), keepalive)
  }

  /** A read in the queue (the cart's `loading` meanwhile). */
  private read(task: () => Promise<void>): Promise<void> {
    return this.reading
      .run(
        () => this.calls.enqueue(task),
        () => undefined,
      )
      .then(() => undefined)
  }

  /** A server answer: it is the cart, with quantities still waiting to be sent shown over it. */
  private confirm(data: CartItem[]): void {
    this.lines = data.map((line) => {
      const pending = this.pending.get(lineKey(line))
      return pending === undefined ? line : { ...line, quantity: pending }
    })
  }

  private rollBack(): void {
    this.pending.cancelAll()
    this.lines = this.calls.confirmed
  }

  /** A change to the local cart (see `updateCartItems`), shown. */
  private showUpdatedLocal(change: (lines: CartItem[]) => CartItem[]): void {
    this.lines = updateCartItems(this.local, change)
  }

  private showLocal(): void {
    this.calls.confirmed = []
    this.lines = readCartItems(this.local)
  }
}
