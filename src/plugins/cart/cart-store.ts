import { makeAutoObservable } from 'mobx'
import {
  CART_ADD_PATH,
  CART_CLEAR_PATH,
  CART_REMOVE_PATH,
  CART_SAVE_MERGED_PATH,
  CART_UPDATE_PATH,
  CART_UPDATED_EVENT,
  CartItem,
  CartResponse,
  CartUpdatedEvent,
  GET_CART_PATH,
} from '../../../contract/cart'
import type { CatalogueItem } from '../../../contract/catalogue'
import type { ChatEngine } from '../../engine/chat-engine'
import type { WidgetKey } from '../../engine/i18n'
import { serverMessageOf } from '../../client/http/http-error'
import {
  cartTotals,
  type ChoiceField,
  choiceKey,
  lineKey,
  lineQuantity,
  lineStock,
  type LineChoice,
  matchesCartSearch,
  switchLineChoice,
  toCartInput,
  toCartItem,
} from './cart-line'
import { LOCAL_CART_KEY, LocalCartStorage, writeThrowing } from './local-cart'
import { PendingQuantities } from './pending-quantities'

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
  loading = false

  /** The cart as the server (or the local storage) last had it. */
  private confirmed: CartItem[] = []
  /** Quantities shown but not yet confirmed, each sent 300 ms after its line's last change. */
  private readonly pending = new PendingQuantities(
    CART_QUANTITY_DEBOUNCE_MS,
    (key, quantity, keepalive) => void this.sendQuantity(key, quantity, keepalive),
  )
  private queue: Promise<void> = Promise.resolve()
  private readonly local: LocalCartStorage
  private readonly stopListening: () => void

  constructor(private readonly engine: ChatEngine) {
    this.local = new LocalCartStorage(writeThrowing(engine.storage, engine.rawStorage), engine.fallbackStorage)
    makeAutoObservable<CartStore, 'engine' | 'pending' | 'queue' | 'local' | 'stopListening'>(this, {
      engine: false,
      pending: false,
      queue: false,
      local: false,
      stopListening: false,
    })
    this.showLocal()
    // The server cart changed (another tab or device, a checkout): read it again, after the calls already queued.
    const stopPushes = engine.realtime.subscribe(CART_UPDATED_EVENT, CartUpdatedEvent, () => {
      if (this.signedIn) void this.enqueue(() => this.fetchServerCart())
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
    return this.enqueue(async () => {
      await this.fetchServerCart()
      this.setLoading(false)
    })
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
      const key = choiceKey(item, choice)
      const now = new Date(this.engine.now()).toISOString()
      this.updateLocal((lines) => {
        const existing = lines.find((line) => lineKey(line) === key)
        return existing
          ? lines.map((line) =>
              line === existing
                ? { ...line, quantity: lineQuantity(line, line.quantity + quantity), updatedAt: now }
                : line,
            )
          : [...lines, toCartItem(item, choice, quantity, now)]
      })
      this.engine.snackbar.show(this.engine.t('cart:added'), 'success')
      return Promise.resolve()
    }
    const input = toCartInput({
      _id: item._id,
      selectedVariant: choice.variant,
      selectedPackage: choice.package,
      quantity,
    })
    return this.call(
      CART_ADD_PATH,
      () => ({ item: input }),
      'cart:errors.add',
      () => this.engine.snackbar.show(this.engine.t('cart:added'), 'success'),
    )
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
      this.updateLocal((lines) =>
        lines.map((candidate) =>
          lineKey(candidate) === key ? { ...candidate, quantity: lineQuantity(candidate, value) } : candidate,
        ),
      )
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
      this.updateLocal((lines) => lines.filter((line) => lineKey(line) !== key))
      return Promise.resolve()
    }
    this.lines = this.lines.filter((line) => lineKey(line) !== key)
    return this.call(CART_REMOVE_PATH, () => this.indexed(key), 'cart:errors.update')
  }

  /**
   * Another variant or package for a line: refused with 'Out of stock' when it has none; the quantity goes back to 1.
   */
  changeChoice(key: string, field: ChoiceField, optionId: string): Promise<void> {
    const line = this.lines.find((candidate) => lineKey(candidate) === key)
    if (!line) return Promise.resolve()
    const option =
      field === 'selectedVariant'
        ? line.variants.find((variant) => variant._id === optionId)
        : line.packages.find((pack) => pack._id === optionId)
    if (!option) return Promise.resolve()
    if (option.stock !== null && option.stock <= 0) {
      this.engine.snackbar.show(this.engine.t('cart:outOfStock'))
      return Promise.resolve()
    }
    this.pending.cancel(key)
    if (!this.signedIn) {
      const now = new Date(this.engine.now()).toISOString()
      this.updateLocal((lines) => {
        const stored = lines.find((candidate) => lineKey(candidate) === key)
        return stored ? switchLineChoice(lines, stored, field, optionId, now) : lines
      })
      return Promise.resolve()
    }
    return this.call(CART_UPDATE_PATH, () => this.indexed(key, { field, value: optionId }), 'cart:errors.update')
  }

  clear(): Promise<void> {
    this.pending.cancelAll()
    if (!this.signedIn) {
      this.local.clear()
      this.lines = []
      return Promise.resolve()
    }
    this.lines = []
    return this.call(CART_CLEAR_PATH, () => ({}), 'cart:errors.update')
  }

  /**
   * After sign-in the local cart is merged into the server cart, then removed; without one, the server cart is loaded.
   */
  onLogin(): Promise<void> {
    const local = this.readLocal()
    if (local.length === 0) return this.load()
    this.loading = true
    return this.enqueue(async () => {
      try {
        const answer = await this.engine.transport.post(
          CART_SAVE_MERGED_PATH,
          { customerId: this.customerId(), cart: local.map(toCartInput), subdomain: this.engine.site.subdomain },
          CartResponse,
        )
        this.local.clear()
        this.confirm(answer.data)
      } catch (error) {
        // The local cart stays where it is (nothing lost) and the next sign-in tries again; meanwhile the server cart
        // shows.
        this.fail(error, 'cart:errors.merge')
        await this.fetchServerCart()
      } finally {
        this.setLoading(false)
      }
    })
  }

  /** Another tab changed the local cart (a `storage` event): signed out, show what it wrote. */
  syncFromStorage(): void {
    if (!this.signedIn) this.showLocal()
  }

  /** Signed out again: the cart shown is the local one. */
  /** The cart open in its panel, kept across a reload (the widget's session state). */
  saveView(): boolean {
    return this.engine.ui.panel === 'cartSummary'
  }

  restoreView(kept: unknown): void {
    if (kept === true) this.engine.ui.openPanel('cartSummary')
  }

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

  private async fetchServerCart(): Promise<void> {
    try {
      const answer = await this.engine.transport.get(GET_CART_PATH, CartResponse, {
        customerId: this.customerId(),
        subdomain: this.engine.site.subdomain,
      })
      this.confirm(answer.data)
    } catch (error) {
      this.fail(error, 'cart:errors.load')
    }
  }

  /** A line's waiting quantity, sent; once confirmed it is no longer shown over the answers. */
  private sendQuantity(key: string, quantity: number, keepalive: boolean): Promise<void> {
    const body = () => this.indexed(key, { field: 'quantity', value: quantity })
    return this.call(CART_UPDATE_PATH, body, 'cart:errors.update', () => this.pending.settle(key, quantity), keepalive)
  }

  /**
   * One server call in the queue: `body` is built when the call starts (a
   * line's index is only known then; `null` skips the call). On failure the
   * cart goes back to the last answer and the snackbar says why.
   */
  private call(
    path: string,
    body: () => object | null,
    errorKey: WidgetKey,
    onSuccess?: () => void,
    keepalive = false,
  ): Promise<void> {
    return this.enqueue(async () => {
      const fields = body()
      if (fields === null) return
      try {
        const answer = await this.engine.transport.request({
          method: 'POST',
          path,
          body: { ...fields, customerId: this.customerId(), subdomain: this.engine.site.subdomain },
          codec: CartResponse,
          keepalive,
        })
        onSuccess?.()
        this.confirm(answer.data)
      } catch (error) {
        this.rollBack()
        this.fail(error, errorKey)
      }
    })
  }

  /** `{ index, ...fields }` for the line's place in the last answer, or null when it is not there (already gone). */
  private indexed(key: string, fields: object = {}): object | null {
    const index = this.confirmed.findIndex((line) => lineKey(line) === key)
    return index < 0 ? null : { index, ...fields }
  }

  private enqueue(task: () => Promise<void>): Promise<void> {
    const run = this.queue.then(task)
    this.queue = run.catch(() => undefined)
    return run
  }

  /** A server answer: it is the cart, with quantities still waiting to be sent shown over it. */
  private confirm(data: CartItem[]): void {
    this.confirmed = data
    this.lines = data.map((line) => {
      const pending = this.pending.get(lineKey(line))
      return pending === undefined ? line : { ...line, quantity: pending }
    })
  }

  private rollBack(): void {
    this.pending.cancelAll()
    this.lines = this.confirmed
  }

  private fail(error: unknown, key: WidgetKey): void {
    this.engine.snackbar.show(serverMessageOf(error) ?? this.engine.t(key))
  }

  private setLoading(loading: boolean): void {
    this.loading = loading
  }

  private showLocal(): void {
    this.confirmed = []
    this.lines = this.readLocal()
  }

  /** The stored entries that have the whole cart item shape; anything else is dropped (unparsable data). */
  private readLocal(): CartItem[] {
    return this.local.read().filter((entry): entry is CartItem => CartItem.is(entry))
  }

  /**
   * A change to the local cart, applied to what storage holds now (another
   * tab may have written since this one last read), then written back.
   */
  private updateLocal(change: (lines: CartItem[]) => CartItem[]): void {
    this.lines = this.local.write(change(this.readLocal()))
  }

  private customerId(): string {
    const id = this.engine.session.customerId
    if (!id) throw new Error('The server cart needs a signed-in customer')
    return id
  }
}

/** Listens to window events while there is a window (not during SSR); returns the way to stop them and `stop`. */
function listenToPage(
  stop: () => void,
  handlers: { pagehide: () => void; storage: (event: StorageEvent) => void },
): () => void {
  if (typeof window === 'undefined') return stop
  window.addEventListener('pagehide', handlers.pagehide)
  window.addEventListener('storage', handlers.storage)
  return () => {
    stop()
    window.removeEventListener('pagehide', handlers.pagehide)
    window.removeEventListener('storage', handlers.storage)
  }
}
