import type { ChatMessage } from '../../../contract/chat.js'
import {
  OWNER_SOCKET_EVENTS,
  type Lead,
  type OwnerCustomerOrder,
  type OwnerLeadEvent,
  type OwnerMessageEvent,
  type OwnerOrderEvent,
  type OwnerReadEvent,
} from '../../../contract/owner-inbox.js'
import type { QuoteUpdatedEvent } from '../../../contract/quotes.js'
import type { Realtime } from '../realtime/index.js'

/**
 * The owner room's events (`OWNER_SOCKET_EVENTS`), each with its contract
 * payload: what every module that stores a message, changes an order or
 * receives a lead tells the site's owner tabs. Pushes go through
 * `app.realtime.pushToOwners`, so they reach every process with REDIS_URL.
 *
 * @example
 * ownerEvents(app.realtime).message(customerId, toChatMessage(row))
 */
export function ownerEvents(realtime: Realtime) {
  return {
    /** A message of the conversation was stored (the customer's or the business's); `readAt` null for a new one. */
    message(customerId: string, message: ChatMessage, readAt: string | null = null): void {
      const event: OwnerMessageEvent = { customerId, message: { ...message, readAt } }
      realtime.pushToOwners(message.clientId, OWNER_SOCKET_EVENTS.message, event)
    },
    /** Messages of the conversation were read: the customer's by an owner, or the business's by the customer. */
    read(siteId: string, event: OwnerReadEvent): void {
      realtime.pushToOwners(siteId, OWNER_SOCKET_EVENTS.read, event)
    },
    /** An order of the customer was made or changed, or a payment of it reported. */
    order(siteId: string, customerId: string, order: OwnerCustomerOrder): void {
      const event: OwnerOrderEvent = { customerId, order }
      realtime.pushToOwners(siteId, OWNER_SOCKET_EVENTS.order, event)
    },
    /** A quote was sent, accepted or declined. */
    quote(siteId: string, event: QuoteUpdatedEvent): void {
      realtime.pushToOwners(siteId, OWNER_SOCKET_EVENTS.quote, event)
    },
    /** A lead arrived or was marked handled (or open again). */
    lead(siteId: string, lead: Lead): void {
      const event: OwnerLeadEvent = { lead }
      realtime.pushToOwners(siteId, OWNER_SOCKET_EVENTS.lead, event)
    },
  }
}

export type OwnerEvents = ReturnType<typeof ownerEvents>
