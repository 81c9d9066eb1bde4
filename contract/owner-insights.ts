import * as t from 'io-ts'
import { answer, nullable } from './codec'
import { Text } from './text'

/**
 * Insights: what happened in the shop today, in the last 7 days or 30 days, against the period before. Days are the
 * shop's (the time zone of its hours). Read by the site's owners (owner session cookie or owner key).
 *
 * - `visits`: pages of the published site served to people (search engines and other bots left out by their user
 *   agent; no cookie, nothing personal kept), counted by day and page.
 * - `chatsOpened`: customers whose chat connected (the widget's live link), each once a day.
 * - `signedIn`: customers who signed in (a new session).
 * - `chatsStarted`: customers who wrote to the shop.
 * - `orders`, `orderValue`: orders placed (cancelled ones left out); `revenuePaid`: what was paid of them (refunded
 *   money taken off); `revenuePending`: what is still to be paid; `averageOrderValue`: `orderValue / orders`.
 * - `medianFirstResponseSeconds`: after a customer's message, how long until the shop's first reply (the median of
 *   the period's answered ones; null: none).
 * - `funnel`: visits → chat opened → signed in → ordered → paid (distinct customers for the last four).
 */
export const OWNER_INSIGHTS_PATH = '/business_website/owner/insights'

export const INSIGHT_PERIODS = ['today', '7d', '30d'] as const
export const InsightPeriod = t.keyof({ today: null, '7d': null, '30d': null }, 'InsightPeriod')
export type InsightPeriod = t.TypeOf<typeof InsightPeriod>

/** How many days a period holds (and its period before). */
export const PERIOD_DAYS: Record<InsightPeriod, number> = { today: 1, '7d': 7, '30d': 30 }

/** @example { period: '7d' } */
export const InsightsQuery = t.type({ period: InsightPeriod }, 'InsightsQuery')
export type InsightsQuery = t.TypeOf<typeof InsightsQuery>

/** A period's figures; money in rupees. */
export const InsightFigures = t.type(
  {
    visits: t.number,
    chatsOpened: t.number,
    signedIn: t.number,
    chatsStarted: t.number,
    orders: t.number,
    customersOrdered: t.number,
    customersPaid: t.number,
    orderValue: t.number,
    revenuePaid: t.number,
    revenuePending: t.number,
    averageOrderValue: t.number,
    medianFirstResponseSeconds: nullable(t.number),
  },
  'InsightFigures',
)
export type InsightFigures = t.TypeOf<typeof InsightFigures>

/** One of the period's days (`YYYY-MM-DD`, the shop's) for the chart. */
export const InsightDay = t.type({ day: Text, visits: t.number, orders: t.number }, 'InsightDay')
export type InsightDay = t.TypeOf<typeof InsightDay>

export const TopItem = t.type({ name: Text, quantity: t.number, amount: t.number }, 'TopItem')
export type TopItem = t.TypeOf<typeof TopItem>

export const TopPage = t.type({ path: Text, visits: t.number }, 'TopPage')
export type TopPage = t.TypeOf<typeof TopPage>

/**
 * `days`: the period's days, oldest first (today's period shows the last 7 days). `from`/`to`: the period's first and
 * last day.
 */
export const InsightsResponse = answer(
  {
    period: InsightPeriod,
    timeZone: Text,
    from: Text,
    to: Text,
    current: InsightFigures,
    previous: InsightFigures,
    days: t.array(InsightDay),
    topItems: t.array(TopItem),
    topPages: t.array(TopPage),
  },
  'InsightsResponse',
)
export type InsightsResponse = t.TypeOf<typeof InsightsResponse>
