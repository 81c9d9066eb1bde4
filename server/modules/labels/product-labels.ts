import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { DomainEvent, EventPayload } from '../../../contract/events.js'
import type { ProductLabel } from '../../../contract/owner-labels.js'
import type { Database } from '../../db/schema.js'
import type { Subscriber } from '../../events/events.js'
import { growingLru } from '../../lib/growing-lru.js'
import { LabelRepository } from './label-repository.js'

type MessageStored = EventPayload<'message.stored'>

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

/** How many customers' first messages a process remembers (beyond: the oldest are read again when they write). */
const REMEMBERED_FIRSTS = 10_000

/**
 * Each customer's first message (their own, not the shop's), as read once: it never changes, so a customer's later
 * messages, the most of every chat, cost no read.
 */
export class FirstMessages {
  private readonly known = growingLru<string, string>(REMEMBERED_FIRSTS)

  constructor(private readonly db: Kysely<Database>) {}

  async of(siteId: string, customerId: string): Promise<string | undefined> {
    const key = `${siteId}|${customerId}`
    const known = this.known.get(key)
    if (known !== undefined) return known
    const first = await this.db
      .selectFrom('messages')
      .select('id')
      .where('siteId', '=', siteId)
      .where('customerId', '=', customerId)
      .where('sender', '=', 'user')
      .orderBy('createdAt')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst()
    if (first) this.known.set(key, first.id)
    return first?.id
  }
}

/** `newCustomer` on the customer's first message, unless they have ordered already. */
async function firstMessage(db: Kysely<Database>, firsts: FirstMessages, event: MessageStored) {
  const { siteId, customerId, message } = event
  if ((await firsts.of(siteId, customerId)) !== message._id) return null
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
export async function productLabelChange(
  db: Kysely<Database>,
  event: DomainEvent,
  firsts = new FirstMessages(db),
): Promise<ProductLabelChange | null> {
  const at = (change: { add: ProductLabel[]; remove: ProductLabel[] } | null, siteId: string, customerId: string) =>
    change && { siteId, customerId, ...change }
  switch (event.type) {
    case 'message.stored': {
      const { siteId, customerId, message } = event.payload
      if (message.sender !== 'user') return null
      return at(await firstMessage(db, firsts, event.payload), siteId, customerId)
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
  const firsts = new FirstMessages(app.db)
  return {
    name: 'product-labels',
    async handle(event) {
      const change = await productLabelChange(app.db, event, firsts)
      if (!change || (change.add.length === 0 && change.remove.length === 0)) return
      const { siteId, customerId } = change
      await app.events.transaction(async (tx) => {
        const labels = await new LabelRepository(tx.db).change(siteId, customerId, change)
        if (labels.changed) tx.emit('conversation.labelled', { siteId, customerId, labelIds: labels.labelIds })
      })
    },
  }
}
