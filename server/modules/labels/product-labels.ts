import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { DomainEvent } from '../../../contract/events.js'
import type { ProductLabel } from '../../../contract/owner-labels.js'
import type { Database } from '../../db/schema.js'
import type { Subscriber } from '../../events/events.js'
import { LabelRepository } from './label-repository.js'

/** What an event does to a conversation's product labels. */
export interface ProductLabelChange {
  siteId: string
  customerId: string
  add: ProductLabel[]
  remove: ProductLabel[]
}

/** `label` on when `on`, else off. */
const toggle = (entries: readonly [ProductLabel, boolean][]) => ({
  add: entries.filter(([, on]) => on).map(([label]) => label),
  remove: entries.filter(([, on]) => !on).map(([label]) => label),
})

/**
 * The order labels as the customer's orders say now: `awaitingPayment` while one (not cancelled nor completed) is not
 * paid; `paid` when the latest (not cancelled) is paid and not completed; `orderComplete` when it is completed. Any
 * order at all ends `newCustomer`. Read from the orders, so an event delivered twice or late sets the same.
 */
async function fromOrders(db: Kysely<Database>, siteId: string, customerId: string) {
  const orders = await db
    .selectFrom('orders')
    .select(['status', 'paymentStatus'])
    .where('siteId', '=', siteId)
    .where('customerId', '=', customerId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute()
  const live = orders.filter((order) => order.status !== 'Cancelled')
  const latest = live[0]
  const open = (order: (typeof orders)[number]) => order.status === 'Draft' || order.status === 'Active'
  const change = toggle([
    ['awaitingPayment', live.some((order) => open(order) && order.paymentStatus !== 'Paid')],
    ['paid', latest !== undefined && open(latest) && latest.paymentStatus === 'Paid'],
    ['orderComplete', latest?.status === 'Completed'],
  ])
  return orders.length > 0 ? { ...change, remove: [...change.remove, 'newCustomer' as const] } : change
}

/** `newCustomer` on the customer's first message, unless they have ordered already. */
async function firstMessage(db: Kysely<Database>, siteId: string, customerId: string, messageId: string) {
  const first = await db
    .selectFrom('messages')
    .select('id')
    .where('siteId', '=', siteId)
    .where('customerId', '=', customerId)
    .where('sender', '=', 'user')
    .orderBy('createdAt')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()
  if (first?.id !== messageId) return null
  const ordered = await db
    .selectFrom('orders')
    .select('id')
    .where('siteId', '=', siteId)
    .where('customerId', '=', customerId)
    .limit(1)
    .executeTakeFirst()
  return ordered ? null : { add: ['newCustomer' as const], remove: [] }
}

/**
 * What `event` does to the product labels of its conversation (null: nothing): the customer's first message, an
 * order made, moved, paid or refunded, a quote sent or answered.
 */
export async function productLabelChange(db: Kysely<Database>, event: DomainEvent): Promise<ProductLabelChange | null> {
  const at = (change: { add: ProductLabel[]; remove: ProductLabel[] } | null, siteId: string, customerId: string) =>
    change && { siteId, customerId, ...change }
  switch (event.type) {
    case 'message.stored': {
      const { siteId, customerId, message } = event.payload
      if (message.sender !== 'user') return null
      return at(await firstMessage(db, siteId, customerId, message._id), siteId, customerId)
    }
    case 'order.created':
    case 'order.changed':
    case 'payment.confirmed':
    case 'payment.refunded': {
      const { siteId, customerId } = event.payload
      return at(await fromOrders(db, siteId, customerId), siteId, customerId)
    }
    case 'quote.changed': {
      const { siteId, customerId, quote } = event.payload
      return at(toggle([['quoteSent', quote.status === 'open']]), siteId, customerId)
    }
    default:
      return null
  }
}

/**
 * The subscriber that keeps the product labels: each change is written with a `conversation.labelled` event when it
 * changed something, so the owners' tabs show it live. Setting what is already set changes nothing, so an event
 * delivered twice labels once.
 */
export function productLabelsSubscriber(app: FastifyInstance): Subscriber {
  return {
    name: 'product-labels',
    async handle(event) {
      const change = await productLabelChange(app.db, event)
      if (!change || (change.add.length === 0 && change.remove.length === 0)) return
      const { siteId, customerId } = change
      await app.events.transaction(async (tx) => {
        const labels = await new LabelRepository(tx.db).change(siteId, customerId, change)
        if (labels.changed) tx.emit('conversation.labelled', { siteId, customerId, labelIds: labels.labelIds })
      })
    },
  }
}
