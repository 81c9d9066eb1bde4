import {
  CART_ADD_PATH,
  CART_CLEAR_PATH,
  CART_REMOVE_PATH,
  CART_SAVE_MERGED_PATH,
  CART_UPDATE_PATH,
  CartItem,
  CartResponse,
  GET_CART_PATH,
} from '../../../contract/cart'
import type { ChatEngine } from '../../engine/chat-engine'
import type { WidgetKey } from '../../engine/i18n'
import { serverMessageOf } from '../../client/http/http-error'
import { lineKey, toCartInput } from './cart-line'

/** What the calls tell the cart: an answer (the server's cart), or a refused change (go back to the last answer). */
export interface CartAnswers {
  answered(lines: CartItem[]): void
  refused(): void
}

/**
 * The server cart's calls, one at a time and in order. A call names a line by
 * its index in the cart as last answered (`confirmed`), looked up when the
 * call starts; a failure goes back to the last answer and the snackbar says why.
 */
export class CartCalls {
  /** The cart as the server last answered it. */
  confirmed: CartItem[] = []
  private queue: Promise<void> = Promise.resolve()

  constructor(
    private readonly engine: ChatEngine,
    private readonly answers: CartAnswers,
  ) {}

  /** Runs `task` after the calls already queued. */
  enqueue(task: () => Promise<void>): Promise<void> {
    const run = this.queue.then(task)
    this.queue = run.catch(() => undefined)
    return run
  }

  /** Reads the server cart (a failure leaves what shows and says why). */
  async fetch(): Promise<void> {
    try {
      const answer = await this.engine.transport.get(GET_CART_PATH, CartResponse, {
        customerId: this.customerId(),
        subdomain: this.engine.site.subdomain,
      })
      this.answer(answer.data)
    } catch (error) {
      this.fail(error, 'cart:errors.load')
    }
  }

  /** Adds a line (or more of one), as `toCartInput` made it. */
  add(item: ReturnType<typeof toCartInput>, onSuccess: () => void): Promise<void> {
    return this.call(CART_ADD_PATH, () => ({ item }), 'cart:errors.add', onSuccess)
  }

  /** A line's quantity, variant or package. */
  update(key: string, field: string, value: unknown, onSuccess?: () => void, keepalive = false): Promise<void> {
    return this.call(
      CART_UPDATE_PATH,
      () => this.indexed(key, { field, value }),
      'cart:errors.update',
      onSuccess,
      keepalive,
    )
  }

  remove(key: string): Promise<void> {
    return this.call(CART_REMOVE_PATH, () => this.indexed(key), 'cart:errors.update')
  }

  clear(): Promise<void> {
    return this.call(CART_CLEAR_PATH, () => ({}), 'cart:errors.update')
  }

  /**
   * One change in the queue: `body` is built when the call starts (a line's
   * index is only known then; `null` skips the call).
   */
  private call(
    path: string,
    body: () => object | null,
    errorKey: WidgetKey,
    onSuccess?: () => void,
    keepalive = false,
  ) {
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
        this.answer(answer.data)
      } catch (error) {
        this.answers.refused()
        this.fail(error, errorKey)
      }
    })
  }

  /**
   * The local cart merged into the server's (after sign-in); true when merged. On a failure the local cart stays
   * where it is (nothing lost, the next sign-in tries again) and the server cart shows meanwhile.
   */
  async merge(local: CartItem[]): Promise<boolean> {
    try {
      const answer = await this.engine.transport.post(
        CART_SAVE_MERGED_PATH,
        { customerId: this.customerId(), cart: local.map(toCartInput), subdomain: this.engine.site.subdomain },
        CartResponse,
      )
      this.answer(answer.data)
      return true
    } catch (error) {
      this.fail(error, 'cart:errors.merge')
      await this.fetch()
      return false
    }
  }

  /** `{ index, ...fields }` for the line's place in the last answer, or null when it is not there (already gone). */
  private indexed(key: string, fields: object = {}): object | null {
    const index = this.confirmed.findIndex((line) => lineKey(line) === key)
    return index < 0 ? null : { index, ...fields }
  }

  private answer(lines: CartItem[]): void {
    this.confirmed = lines
    this.answers.answered(lines)
  }

  private fail(error: unknown, key: WidgetKey): void {
    this.engine.snackbar.show(serverMessageOf(error) ?? this.engine.t(key))
  }

  private customerId(): string {
    const id = this.engine.session.customerId
    if (!id) throw new Error('The server cart needs a signed-in customer')
    return id
  }
}
