import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { fromRow } from '../order/index.js'
import { addDays, localDay, startOfLocalDay, type DayRange } from './local-days.js'
import type { VisitTables } from './visit-counter.js'

/** The table of migration 0046 that the customers whose chat connected are kept in. */
export type ChatOpenTables = { chatOpens: { siteId: string; day: string; customerId: string } }

/** A customer's step on one of the shop's days. */
export interface CustomerDay {
  day: string
  customerId: string
}

/** A customer's message that waited for the shop, and how long until the shop's first reply (null: none yet). */
export interface Turn extends CustomerDay {
  responseSeconds: number | null
}

/** An order placed (drafts left out), money in paise: what it is worth and what of it is paid. */
export interface PlacedOrder extends CustomerDay {
  cancelled: boolean
  value: number
  paid: number
  items: { name: string; quantity: number; amount: number }[]
}

/** What a site's insights are made of, for a run of its days. */
export interface InsightSources {
  visits: { day: string; path: string; visits: number }[]
  chatOpens: CustomerDay[]
  signIns: CustomerDay[]
  messages: CustomerDay[]
  turns: Turn[]
  orders: PlacedOrder[]
}

/**
 * Reads what happened on the site's days of `range` (the shop's days in `timeZone`): visits and chats opened as
 * counted per day, sign-ins (a session's start), the customers' messages and the shop's replies, orders. Every query
 * names the site.
 */
export async function readSources(
  db: Kysely<Database>,
  siteId: string,
  range: DayRange,
  timeZone: string,
): Promise<InsightSources> {
  const start = startOfLocalDay(range.from, timeZone)
  const end = startOfLocalDay(addDays(range.to, 1), timeZone)
  const dayOf = (at: Date) => localDay(new Date(at), timeZone)
  const [visits, chatOpens, signIns, messages, orders] = await Promise.all([
    db
      .withTables<VisitTables>()
      .selectFrom('siteVisits')
      .select(['day', 'path', 'visits'])
      .where('siteId', '=', siteId)
      .where('day', '>=', range.from)
      .where('day', '<=', range.to)
      .execute(),
    db
      .withTables<ChatOpenTables>()
      .selectFrom('chatOpens')
      .select(['day', 'customerId'])
      .where('siteId', '=', siteId)
      .where('day', '>=', range.from)
      .where('day', '<=', range.to)
      .execute(),
    // A session starts with its family's first refresh token; the later ones of the family are its renewals.
    db
      .selectFrom('refreshTokens')
      .select(({ fn }) => ['customerId', fn.min('createdAt').as('startedAt')])
      .where('siteId', '=', siteId)
      .groupBy(['familyId', 'customerId'])
      .having(({ fn }) => fn.min('createdAt'), '>=', start)
      .having(({ fn }) => fn.min('createdAt'), '<', end)
      .execute(),
    // Until now, not `end`: a reply after the period still answers a message written in it.
    db
      .selectFrom('messages')
      .select(['customerId', 'sender', 'createdAt'])
      .where('siteId', '=', siteId)
      .where('kind', 'is distinct from', 'event')
      .where('createdAt', '>=', start)
      .orderBy('customerId')
      .orderBy('createdAt')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('orders')
      .selectAll()
      .where('siteId', '=', siteId)
      .where('status', '!=', 'Draft')
      .where('createdAt', '>=', start)
      .where('createdAt', '<', end)
      .execute(),
  ])
  const inRange = (at: Date) => new Date(at) < end
  const customerMessages = messages.filter((row) => row.sender === 'user' && inRange(row.createdAt))
  return {
    visits,
    chatOpens,
    signIns: signIns.map((row) => ({ customerId: row.customerId, day: dayOf(row.startedAt as Date) })),
    messages: customerMessages.map((row) => ({ customerId: row.customerId, day: dayOf(row.createdAt) })),
    turns: turnsOf(messages)
      .filter((turn) => inRange(turn.at))
      .map(({ at, ...turn }) => ({ ...turn, day: dayOf(at) })),
    orders: orders.map((row) => placedOrder(fromRow(row), dayOf(row.createdAt))),
  }
}

/**
 * The customers' turns: a customer's message after the shop's (or their first), answered by the shop's next
 * message. Rows come ordered by customer, then time.
 */
function turnsOf(rows: { customerId: string; sender: string; createdAt: Date }[]) {
  const turns: { customerId: string; at: Date; responseSeconds: number | null }[] = []
  let open: (typeof turns)[number] | null = null
  let customer: string | null = null
  for (const row of rows) {
    if (row.customerId !== customer) {
      customer = row.customerId
      open = null
    }
    if (row.sender === 'user') {
      if (open === null) {
        open = { customerId: row.customerId, at: new Date(row.createdAt), responseSeconds: null }
        turns.push(open)
      }
    } else if (open !== null) {
      open.responseSeconds = Math.max(0, (new Date(row.createdAt).getTime() - open.at.getTime()) / 1000)
      open = null
    }
  }
  return turns
}

function placedOrder(order: ReturnType<typeof fromRow>, day: string): PlacedOrder {
  const paid = order.details.paymentMilestones
    .filter((milestone) => milestone.status === 'Paid')
    .reduce((sum, milestone) => sum + milestone.amount, 0)
  return {
    day,
    customerId: order.customerId,
    cancelled: order.status === 'Cancelled',
    value: order.finalAmount,
    paid,
    items: order.details.items.map((item) => ({ name: item.name, quantity: item.quantity, amount: item.amount })),
  }
}
