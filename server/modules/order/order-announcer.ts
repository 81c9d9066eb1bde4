import type { ChatMessage } from '../../../contract/chat.js'
import type { Order } from '../../../contract/orders.js'
import type { Realtime } from '../realtime/realtime.js'

/** §9: the business "types" this long before the first confirmation... */
export const CONFIRMATION_TYPING_MS = 2000
/** ...and each follow-up comes this much later. */
export const FOLLOW_UP_MS = 1000

/**
 * Tells a customer's widget, over the socket, what happened to their
 * orders: `order-updated` for each order at once, then the messages as the
 * business would send them (§4, §9): 'Typing...' for 2 s, the first
 * message, and each next one 1 s later with the indicator on in between.
 * The messages are already stored; this only pushes. Pending pushes are
 * dropped when the app closes.
 */
export class OrderAnnouncer {
  readonly #timers = new Set<ReturnType<typeof setTimeout>>()

  constructor(private readonly realtime: Realtime) {}

  ordersChanged(customerId: string, siteId: string, orders: readonly Order[]): void {
    for (const order of orders) this.realtime.pushOrderUpdated(customerId, { clientId: siteId, order })
  }

  /** Pushes `messages` one by one with the typing simulation (none: nothing). */
  messages(customerId: string, siteId: string, messages: readonly ChatMessage[]): void {
    if (messages.length === 0) return
    this.realtime.pushTyping(customerId, { clientId: siteId, typing: true })
    messages.forEach((message, index) => {
      this.later(CONFIRMATION_TYPING_MS + index * FOLLOW_UP_MS, () => {
        this.realtime.pushToCustomer(customerId, message)
        if (index < messages.length - 1) this.realtime.pushTyping(customerId, { clientId: siteId, typing: true })
      })
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
