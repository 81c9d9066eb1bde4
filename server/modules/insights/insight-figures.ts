import type { InsightDay, InsightFigures, TopItem, TopPage } from '../../../contract/owner-insights.js'
import { toRupees } from '../../../contract/pricing.js'
import { daysOf, type DayRange } from './local-days.js'
import type { CustomerDay, InsightSources } from './insight-sources.js'

const within = (range: DayRange) => (entry: { day: string }) => entry.day >= range.from && entry.day <= range.to
const customers = (entries: CustomerDay[]) => new Set(entries.map((entry) => entry.customerId)).size
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/**
 * A period's figures from what happened: a cancelled order is neither an order nor revenue (the money paid for it
 * goes back: refunded, it is taken off), each customer counts once per step of the funnel.
 */
export function figuresOf(sources: InsightSources, range: DayRange): InsightFigures {
  const inRange = within(range)
  const orders = sources.orders.filter((order) => inRange(order) && !order.cancelled)
  const orderValue = sum(orders.map((order) => order.value))
  const revenuePaid = sum(orders.map((order) => Math.min(order.paid, order.value)))
  const answered = sources.turns.filter(inRange).flatMap((turn) => turn.responseSeconds ?? [])
  return {
    visits: sum(sources.visits.filter(inRange).map((row) => row.visits)),
    chatsOpened: customers(sources.chatOpens.filter(inRange)),
    signedIn: customers(sources.signIns.filter(inRange)),
    chatsStarted: customers(sources.messages.filter(inRange)),
    orders: orders.length,
    customersOrdered: customers(orders),
    customersPaid: customers(orders.filter((order) => order.paid > 0)),
    orderValue: toRupees(orderValue),
    revenuePaid: toRupees(revenuePaid),
    revenuePending: toRupees(orderValue - revenuePaid),
    averageOrderValue: orders.length === 0 ? 0 : toRupees(Math.round(orderValue / orders.length)),
    medianFirstResponseSeconds: median(answered),
  }
}

/** Visits and orders on each day of `range`, oldest first. */
export function dailyOf(sources: InsightSources, range: DayRange): InsightDay[] {
  const visits = new Map<string, number>()
  for (const row of sources.visits) visits.set(row.day, (visits.get(row.day) ?? 0) + row.visits)
  const orders = new Map<string, number>()
  for (const order of sources.orders) if (!order.cancelled) orders.set(order.day, (orders.get(order.day) ?? 0) + 1)
  return daysOf(range).map((day) => ({ day, visits: visits.get(day) ?? 0, orders: orders.get(day) ?? 0 }))
}

/** The items most ordered in `range` (cancelled orders aside), by quantity, then amount: at most `limit`. */
export function topItemsOf(sources: InsightSources, range: DayRange, limit = 5): TopItem[] {
  const items = new Map<string, { quantity: number; amount: number }>()
  for (const order of sources.orders.filter(within(range))) {
    if (order.cancelled) continue
    for (const item of order.items) {
      const total = items.get(item.name) ?? { quantity: 0, amount: 0 }
      items.set(item.name, { quantity: total.quantity + item.quantity, amount: total.amount + item.amount })
    }
  }
  return [...items]
    .sort(([, a], [, b]) => b.quantity - a.quantity || b.amount - a.amount)
    .slice(0, limit)
    .map(([name, total]) => ({ name, quantity: total.quantity, amount: toRupees(total.amount) }))
}

/** The pages most visited in `range`: at most `limit`. */
export function topPagesOf(sources: InsightSources, range: DayRange, limit = 5): TopPage[] {
  const pages = new Map<string, number>()
  for (const row of sources.visits.filter(within(range))) pages.set(row.path, (pages.get(row.path) ?? 0) + row.visits)
  return [...pages]
    .sort(([pathA, a], [pathB, b]) => b - a || pathA.localeCompare(pathB))
    .slice(0, limit)
    .map(([path, visits]) => ({ path, visits }))
}
