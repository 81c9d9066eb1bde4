import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import {
  InsightsQuery,
  OWNER_INSIGHTS_PATH,
  type InsightPeriod,
  type InsightsResponse,
} from '../../../contract/owner-insights.js'
import type { Database } from '../../db/schema.js'
import type { RequestCustomer } from '../../identity/customer.js'
import { route } from '../../http/route.js'
import type { Site } from '../site/index.js'
import { storedHours } from '../settings/index.js'
import { ChatOpens } from './chat-opens.js'
import { dailyOf, figuresOf, topItemsOf, topPagesOf } from './insight-figures.js'
import { readSources } from './insight-sources.js'
import { addDays, periods } from './local-days.js'
import { VisitCounter } from './visit-counter.js'

export { VisitCounter } from './visit-counter.js'
export { localDay, startOfLocalDay } from './local-days.js'

/** How often the visits counted in memory go to the database. */
const FLUSH_EVERY_MS = 5_000

/**
 * A site's insights for `period` ending on the shop's day of `now` (contract/owner-insights.ts). Today's chart shows
 * the last 7 days.
 */
export async function siteInsights(
  db: Kysely<Database>,
  site: Site,
  period: InsightPeriod,
  now: Date,
): Promise<Omit<InsightsResponse, 'message'>> {
  const timeZone = storedHours(site).timeZone
  const { current, previous } = periods(period, now, timeZone)
  const chart = period === 'today' ? { from: addDays(current.to, -6), to: current.to } : current
  const from = chart.from < previous.from ? chart.from : previous.from
  const sources = await readSources(db, site.id, { from, to: current.to }, timeZone)
  return {
    period,
    timeZone,
    from: current.from,
    to: current.to,
    current: figuresOf(sources, current),
    previous: figuresOf(sources, previous),
    days: dailyOf(sources, chart),
    topItems: topItemsOf(sources, current),
    topPages: topPagesOf(sources, current),
  }
}

/**
 * Insights: counts the published pages served to people (`app.visits`, which the site pages call), records the
 * customers whose chat connected, and answers the owner's Insights call. The visits counted in memory are written
 * every few seconds, when the server closes, and before an owner reads them. Register it after the realtime
 * plugin and before the site pages.
 */
export default fp(
  async function insights(app: FastifyInstance) {
    const visits = new VisitCounter(app.db)
    const chatOpens = new ChatOpens(app.db, app.tenancy.siteById)
    app.decorate('visits', visits)
    const flush = () =>
      visits.flush().catch((error: unknown) => app.log.warn({ err: error }, 'visits could not be written; kept'))
    const timer = setInterval(() => void flush(), FLUSH_EVERY_MS)
    timer.unref()
    app.addHook('onClose', async () => {
      clearInterval(timer)
      await flush()
    })

    app.io.on('connection', (socket) => {
      const customer = socket.data.customer as RequestCustomer | undefined
      if (socket.data.owner || !customer) return
      chatOpens
        .record(customer.siteId, customer.id)
        .catch((error: unknown) => app.log.warn({ err: error }, 'a chat opened could not be recorded'))
    })

    route(
      app,
      { method: 'GET', url: OWNER_INSIGHTS_PATH, auth: 'owner', query: InsightsQuery },
      async ({ query, ownerSite }): Promise<InsightsResponse> => {
        await flush()
        return { message: 'success', ...(await siteInsights(app.db, ownerSite, query.period, new Date())) }
      },
    )
  },
  { name: 'insights', dependencies: ['db', 'tenancy', 'realtime'] },
)

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts the published pages served to people (server/modules/insights/visit-counter.ts). */
    visits: VisitCounter
  }
}
