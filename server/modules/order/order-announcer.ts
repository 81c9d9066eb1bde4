import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { ChatMessage } from '../../../contract/chat.js'
import type { Order } from '../../../contract/orders.js'
import type { Database } from '../../db/schema.js'
import { ownerEvents, type OwnerEvents } from '../inbox/owner-events.js'
import { withReportedPayments } from '../payment/reported-payments.js'
import type { Realtime } from '../realtime/realtime.js'

/** The business "types" this long before the first confirmation... */
export const CONFIRMATION_TYPING_MS = 2000
/** ...and each follow-up comes this much later. */
export const FOLLOW_UP_MS = 1000

/**
 * Tells a customer's widget, over the socket, what happened to their
 * orders: `order-updated` for each order at once, then the messages as the
 * business would send them (docs/product.md): 'Typing...' for 2 s, the first
 * message, and each next one 1 s later with the indicator on in between.
 * The site's owner room hears of both at once (`owner-order` with the
 * order's reported payments, `owner-message`), so the inbox needs no
 * second helper. The messages are already stored; this only pushes.
 * Pending pushes are dropped when the app closes.
 */
export class OrderAnnouncer {
  readonly #timers = new Set<ReturnType<typeof setTimeout>>()
  private readonly owners: OwnerEvents

  constructor(
    private readonly realtime: Realtime,
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
  ) {
    this.owners = ownerEvents(realtime)
  }

  /** Orders were made or changed: the customer's widget and the owner room hear of each. */
  ordersChanged(customerId: string, siteId: string, orders: readonly Order[]): void {
    for (const order of orders) this.realtime.pushOrderUpdated(customerId, { clientId: siteId, order })
    this.toOwners(customerId, siteId, orders)
  }

  /**
   * Only the owner room hears of these orders (a payment was reported: the
   * customer's order itself did not change). Their reported payments are
   * read first (after the change committed); a failed read is logged, the
   * inbox catches up on its next fetch.
   */
  toOwners(customerId: string, siteId: string, orders: readonly Order[]): void {
    if (orders.length === 0) return
    withReportedPayments(this.db, siteId, orders).then(
      (owned) => {
        for (const order of owned) this.owners.order(siteId, customerId, order)
      },
      (error: unknown) => this.log.warn({ err: error, siteId }, 'the owner room did not hear of an order change'),
    )
  }

  /** Pushes `messages` one by one with the typing simulation (none: nothing); the owner room gets them at once. */
  messages(customerId: string, siteId: string, messages: readonly ChatMessage[]): void {
    if (messages.length === 0) return
    for (const message of messages) this.owners.message(customerId, message)
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
