import type { CartUpdatedEvent } from '../../../contract/cart.js'
import type { ChatMessage, TypingEvent } from '../../../contract/chat.js'
import type { OrderUpdatedEvent } from '../../../contract/orders.js'
import type { QuoteUpdatedEvent } from '../../../contract/quotes.js'
import type { RequestCustomer } from '../../identity/customer.js'

/**
 * `app.realtime`, decorated by the `realtime` plugin: what modules may do
 * with the sockets. Declared here so modules (the chat) depend on this
 * interface, not on the plugin that implements it.
 *
 * @example
 * app.realtime.pushToCustomer(customerId, toChatMessage(row))
 */
export interface Realtime {
  /**
   * Sends a stored message to every socket of the customer (all their tabs,
   * on every server process when REDIS_URL is set).
   */
  pushToCustomer(customerId: string, message: ChatMessage): void
  /** A sign-in ended (logout, reuse revocation): its open sockets are disconnected, on every process. */
  endSession(sessionId: string): void
  /** An owner session ended (owner logout): its owner sockets are disconnected, on every process. */
  endOwnerSession(sessionId: string): void
  /**
   * Pings Redis (which carries pushes between processes) with a short
   * timeout: not configured, answering, or away or silent (pushes reach this
   * process's sockets only).
   */
  redisStatus(): Promise<'off' | 'ok' | 'degraded'>
  /** Tells every socket of the customer that the business started or stopped typing (the widget's typing indicator). */
  pushTyping(customerId: string, event: TypingEvent): void
  /**
   * Tells every socket of the customer that one of their orders changed (`order-updated`: made, advanced, completed,
   * cancelled).
   */
  pushOrderUpdated(customerId: string, event: OrderUpdatedEvent): void
  /** Tells every socket of the customer that their server cart changed (`cart-updated`), so every tab shows it. */
  pushCartUpdated(customerId: string, event: CartUpdatedEvent): void
  /** Tells every socket of the customer that one of their quotes changed (`quote-updated`: sent, answered). */
  pushQuoteUpdated(customerId: string, event: QuoteUpdatedEvent): void
  /**
   * Tells the other server processes that a site's published pages changed
   * (`null`: any site), so they drop what they cached; through Redis, so
   * without REDIS_URL nobody else hears it.
   */
  pagesChanged(siteId: string | null): void
  /**
   * Runs `listener` when another process says pages changed, and with `null`
   * when Redis answers again after an outage (messages may have been lost).
   */
  onPagesChanged(listener: (siteId: string | null) => void): void
  /**
   * Sends an event to every customer socket of the site (every open signed-in widget, every process when REDIS_URL
   * is set): the catalogue changed.
   */
  pushToSite(siteId: string, event: string, payload: unknown): void
  /**
   * Sends an event to every owner socket of the site (the owner room, all
   * tabs, every process when REDIS_URL is set): `OWNER_SOCKET_EVENTS` of
   * contract/owner-inbox.ts with their payloads.
   */
  pushToOwners(siteId: string, event: string, payload: unknown): void
  /**
   * Runs `handler` when a signed-in customer's socket sends `event` (e.g.
   * `messages-read`); the customer is the socket's token's, never the
   * payload's. A handler that throws or rejects is logged, never fatal.
   */
  onCustomerEvent(event: string, handler: (customer: RequestCustomer, payload: unknown) => void | Promise<void>): void
}
