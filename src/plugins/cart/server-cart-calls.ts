import { CART_SAVE_MERGED_PATH, type CartItem, CartResponse, GET_CART_PATH } from '../../../contract/cart'
import { serverMessageOf } from '../../client/http/http-error'
import type { ChatEngine } from '../../engine/chat-engine'
import type { WidgetKey } from '../../engine/i18n'
import { lineKey, toCartInput } from './cart-line'

/** What the calls tell the cart: each answer, and a failure (after which the cart shows the last answer again). */
export interface ServerCartListener {
  answered(data: CartItem[]): void
  failed(): void
}

/**
 * The signed-in cart's server calls. They run one at a time, in order, and name a line by its index in the cart as
 * last answered (`confirmed`), looked up when the call starts. A failed call says why in the snackbar.
 */
export class ServerCartCalls {
  /** The cart as the server last answered it. */
  confirmed: CartItem[] = []
  private queue: Promise<void> = Promise.resolve()

  constructor(
    private readonly engine: ChatEngine,
    private readonly listener: ServerCartListener,
  ) {}

  /** Runs `task` after the calls already queued. */
  enqueue(task: () => Promise<void>): Promise<void> {
    const run = this.queue.then(task)
    this.queue = run.catch(() => undefined)
    return run
  }

  /** Reads the server cart (inside a queued task). */
  async fetch(): Promise<void> {
    try {
      const answer = await this.engine.transport.get(GET_CART_PATH, CartResponse, this.owner())
      this.answer(answer.data)
    } catch (error) {
      this.fail(error, 'cart:errors.load')
    }
  }

  /**
   * One call in the queue: `body` is built when the call starts (a line's index is only known then; `null` skips the
   * call). On failure the cart goes back to the last answer and the snackbar says why.
   */
  post(path: string, body: () => object | null, errorKey: WidgetKey, onSuccess?: () => void, keepalive = false) {
    return this.enqueue(async () => {
      const fields = body()
      if (fields === null) return
      try {
        const answer = await this.engine.transport.request({
          method: 'POST',
          path,
          body: { ...fields, ...this.owner() },
          codec: CartResponse,
          keepalive,
        })
        onSuccess?.()
        this.answer(answer.data)
      } catch (error) {
        this.listener.failed()
        this.fail(error, errorKey)
      }
    })
  }

  /**
   * Merges the signed-out cart into the server cart, then `merged` (the local copy goes). When that fails the local
   * cart stays where it is (nothing lost, the next sign-in tries again) and meanwhile the server cart shows.
   */
  merge(local: CartItem[], merged: () => void): Promise<void> {
    return this.enqueue(async () => {
      try {
        const body = { ...this.owner(), cart: local.map(toCartInput) }
        const answer = await this.engine.transport.post(CART_SAVE_MERGED_PATH, body, CartResponse)
        merged()
        this.answer(answer.data)
      } catch (error) {
        this.fail(error, 'cart:errors.merge')
        await this.fetch()
      }
    })
  }

  /** `{ index, ...fields }` for the line's place in the last answer, or null when it is not there (already gone). */
  indexed(key: string, fields: object = {}): object | null {
    const index = this.confirmed.findIndex((line) => lineKey(line) === key)
    return index < 0 ? null : { index, ...fields }
  }

  answer(data: CartItem[]): void {
    this.confirmed = data
    this.listener.answered(data)
  }

  fail(error: unknown, key: WidgetKey): void {
    this.engine.snackbar.show(serverMessageOf(error) ?? this.engine.t(key))
  }

  /** The customer and site every call names. */
  owner(): { customerId: string; subdomain: string } {
    const id = this.engine.session.customerId
    if (!id) throw new Error('The server cart needs a signed-in customer')
    return { customerId: id, subdomain: this.engine.site.subdomain }
  }
}
