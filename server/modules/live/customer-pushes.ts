import type { ChatMessage } from '../../../contract/chat.js'
import type { Order } from '../../../contract/orders.js'
import type { Realtime } from '../realtime/index.js'

/** The business "types" this long before the first message of a series about an order... */
export const CONFIRMATION_TYPING_MS = 2000
/** ...and each follow-up comes this much later. */
export const FOLLOW_UP_MS = 1000

/**
 * What a customer's widget hears of their orders: `order-updated` for each
 * changed order at once, and the business's messages about an order as the
 * business would send them: 'Typing...' for 2 s, the first message, and each
 * next one 1 s later with the indicator on in between. Pending pushes are
 * dropped when the app closes.
 */
export class CustomerPushes {
  readonly #timers = new Set<ReturnType<typeof setTimeout>>()

  constructor(private readonly realtime: Realtime) {}

  /** Orders were made or changed: the customer's widget hears of each. */
  ordersChanged(customerId: string, siteId: string, orders: readonly Order[]): void {
    for (const order of orders) this.realtime.pushOrderUpdated(customerId, { clientId: siteId, order })
  }

  /** Message `position` of a series of `count`: the indicator goes on with the first, each arrives at its time. */
  typed(customerId: string, message: ChatMessage, { position, count }: { position: number; count: number }): void {
    const siteId = message.clientId
    if (position === 0) this.realtime.pushTyping(customerId, { clientId: siteId, typing: true })
    this.later(CONFIRMATION_TYPING_MS + position * FOLLOW_UP_MS, () => {
      this.realtime.pushToCustomer(customerId, message)
      if (position < count - 1) this.realtime.pushTyping(customerId, { clientId: siteId, typing: true })
    })
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
