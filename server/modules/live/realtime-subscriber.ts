import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { DomainEvent } from '../../../contract/events.js'
import { CATALOGUE_CHANGED_EVENT } from '../../../contract/owner-catalogue.js'
import { OWNER_LABEL_SOCKET_EVENTS as LABEL_EVENTS } from '../../../contract/owner-labels.js'
import type { Order } from '../../../contract/orders.js'
import type { Database } from '../../db/schema.js'
import type { Subscriber } from '../../events/events.js'
import { CUSTOMER_ACCOUNT_TYPE } from '../auth/index.js'
import { withReportedPayments } from '../payment/index.js'
import type { Realtime } from '../realtime/index.js'
import { CustomerPushes } from './customer-pushes.js'
import { ownerEvents, type OwnerEvents } from './owner-events.js'

export interface RealtimeSubscriberDeps {
  realtime: Realtime
  db: Kysely<Database>
  log: FastifyBaseLogger
}

/**
 * The realtime subscriber: turns each domain event into the socket pushes
 * the widget and the owner inbox expect (customer rooms and the site's
 * owner room, every process through the Redis adapter). Told in-process
 * right after the commit, so live delivery costs no extra round trip; the
 * outbox delivers again what a crash or a failure left. A second delivery
 * pushes the same message or order again, which the widget and the inbox
 * keep by id, so it shows once.
 *
 * @example
 * app.events.subscribe(realtimeSubscriber({ realtime: app.realtime, db: app.db, log: app.log }))
 */
export function realtimeSubscriber(deps: RealtimeSubscriberDeps): Subscriber & { close(): void } {
  const owners = ownerEvents(deps.realtime)
  const customers = new CustomerPushes(deps.realtime)
  const ordersToOwners = (siteId: string, customerId: string, orders: readonly Order[]) =>
    pushOrdersToOwners(deps, owners, { siteId, customerId }, orders)
  return {
    name: 'realtime',
    live: true,
    async handle(event: DomainEvent) {
      switch (event.type) {
        case 'message.stored': {
          const { customerId, message, typed } = event.payload
          // The owner sees every message of the conversation, whatever its messageView, at once.
          owners.message(customerId, message)
          // A message meant for another account type is not shown live.
          if (message.messageView !== null && message.messageView !== CUSTOMER_ACCOUNT_TYPE) return
          if (typed) customers.typed(customerId, message, typed)
          else deps.realtime.pushToCustomer(customerId, message)
          return
        }
        case 'cart.changed':
          // Every tab and device of the customer shows the cart as it is now.
          return deps.realtime.pushCartUpdated(event.payload.customerId, { clientId: event.payload.siteId })
        case 'message.read':
          return owners.read(event.payload.siteId, event.payload.read)
        case 'order.created':
          customers.ordersChanged(event.payload.customerId, event.payload.siteId, event.payload.orders)
          return ordersToOwners(event.payload.siteId, event.payload.customerId, event.payload.orders)
        case 'order.changed':
        case 'payment.confirmed':
        case 'payment.refunded':
          customers.ordersChanged(event.payload.customerId, event.payload.siteId, [event.payload.order])
          return ordersToOwners(event.payload.siteId, event.payload.customerId, [event.payload.order])
        case 'payment.reported':
          // The customer's order did not change; the inbox shows the reported payment beside it.
          return ordersToOwners(event.payload.siteId, event.payload.customerId, [event.payload.order])
        case 'quote.changed': {
          const update = { clientId: event.payload.siteId, quote: event.payload.quote }
          deps.realtime.pushQuoteUpdated(event.payload.customerId, update)
          return owners.quote(event.payload.siteId, update)
        }
        case 'catalogue.changed': {
          // The site's open widgets, and its other owners' Catalogue tabs, fetch what they show again.
          const changed = { itemIds: event.payload.itemIds }
          deps.realtime.pushToOwners(event.payload.siteId, CATALOGUE_CHANGED_EVENT, changed)
          return deps.realtime.pushToSite(event.payload.siteId, CATALOGUE_CHANGED_EVENT, changed)
        }
        case 'lead.received':
        case 'lead.handled':
          return owners.lead(event.payload.siteId, event.payload.lead)
        case 'conversation.labelled': {
          const { siteId, customerId, labelIds } = event.payload
          return deps.realtime.pushToOwners(siteId, LABEL_EVENTS.conversationLabels, { customerId, labelIds })
        }
        case 'conversation.assigned': {
          const { siteId, customerId, assignedTo } = event.payload
          return deps.realtime.pushToOwners(siteId, LABEL_EVENTS.assignment, { customerId, assignedTo })
        }
        case 'labels.changed':
          return deps.realtime.pushToOwners(event.payload.siteId, LABEL_EVENTS.labels, {})
        default:
          return
      }
    },
    close: () => customers.close(),
  }
}

/**
 * The owner room hears of these orders with their reported payments, read
 * now (after the change committed). A failed read is logged, not retried:
 * the inbox catches up on its next fetch, and the rest of the event's
 * pushes are done.
 */
async function pushOrdersToOwners(
  deps: RealtimeSubscriberDeps,
  owners: OwnerEvents,
  { siteId, customerId }: { siteId: string; customerId: string },
  orders: readonly Order[],
): Promise<void> {
  try {
    for (const order of await withReportedPayments(deps.db, siteId, orders)) owners.order(siteId, customerId, order)
  } catch (error) {
    deps.log.warn({ err: error, siteId }, 'the owner room did not hear of an order change')
  }
}
