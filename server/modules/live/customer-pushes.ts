import type { ChatMessage } from '../../../contract/chat.js'
import type { Order } from '../../../contract/orders.js'
import type { Realtime } from '../realtime/index.js'

/** The first message of a series about an order comes this long after the change... */
export const CONFIRMATION_TYPING_MS = 2000
/** ...and each follow-up comes this much later. */
export const FOLLOW_UP_MS = 1000

/**
 * What a customer's widget hears of their orders: `order-updated` for each
 * changed order at once, and the business's messages about an order as the
 * business would send them: the first message 2 s later, each next one 1 s
 * after it. No 'Typing...' with them: the widget shows that only while a
 * person (the owner) types. Pending pushes are dropped when the app closes.
 */
export class CustomerPushes {
  readonly #timers = new Set<ReturnType<typeof setTimeout>>()

  constructor(private readonly realtime: Realtime) {}

  /** Orders were made or changed: the customer's widget hears of each. */
  ordersChanged(customerId: string, siteId: string, orders: readonly Order[]): void {
    for (const order of orders) this.realtime.pushOrderUpdated(customerId, { clientId: siteId, order })
  }

  /** Message `position` of a series: each arrives at its time (2 s, then 1 s apart). */
  typed(customerId: string, message: ChatMessage, { position }: { position: number }): void {
    this.later(CONFIRMATION_TYPING_MS + position * FOLLOW_UP_MS, () =>
      this.realtime.pushToCustomer(customerId, message),
    )
  }

  /** Drops the pushes still waiting (the app is closing). */
  close(): void {
    for (const timer of this.#timers) clearTimeout(timer)
    this.#timers.clear()
  }

  private later(ms: number, push: () => void): void {
    const timer = setTimeout(() => {
      this.#timers.delete(timer)
      push()
    }, ms)
    this.#timers.add(timer)
  }
}
