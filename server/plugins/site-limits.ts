import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { PG_POOL_SIZE } from '../db/database.js'
import { SiteBulkhead, SiteLimiter } from '../modules/limits/index.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-site limits on the expensive paths (`SITE_*_RATE_LIMIT`, docs/operations.md "Limits"). */
    siteLimits: SiteLimiter
    /** Each site's share of this process on the expensive paths (`SITE_CONCURRENCY_LIMIT`). */
    siteBulkhead: SiteBulkhead
  }
}

const MINUTE = 60_000
/**
 * Messages and renders: a window opens with 10 at once (or a fifth of a second of the pace, when that is more:
 * `SITE_OPENING_MS`), then 600 messages a minute are 10 a second and 300 renders 5 a second, and a call ahead of
 * that pace waits its turn (`SITE_PACE_WAIT_MS`). A bigger opening burst is what
 * the other sites feel: a flood that opened with 250 messages and 60 renders at once held both processes' event loops
 * and the database's commits for a few hundred milliseconds, and the quiet site's slowest sends in the load
 * benchmark were all in that first second.
 */
const PACED_BURST = 10
/**
 * Orders and uploads: a rush may come at once (the 60 orders a minute of a sale are not paced; 60 uploads are three
 * customers' 20 photos each), then the rest of the window evenly.
 */
const RUSH_BURST = 60

/** Decorates `app.siteLimits` (counted in `app.db`) and `app.siteBulkhead` from the config's `siteLimits`. */
export default fp(
  async function siteLimits(app: FastifyInstance) {
    const limits = app.config.siteLimits
    app.decorate(
      'siteLimits',
      new SiteLimiter(app.db, {
        message: { max: limits.messagesPerMinute, windowMs: MINUTE, minBurst: PACED_BURST },
        order: { max: limits.ordersPerMinute, windowMs: MINUTE, minBurst: RUSH_BURST },
        upload: { max: limits.uploadsPerTenMinutes, windowMs: 10 * MINUTE, minBurst: RUSH_BURST },
        render: { max: limits.rendersPerMinute, windowMs: MINUTE, minBurst: PACED_BURST },
      }),
    )
    app.decorate('siteBulkhead', new SiteBulkhead(limits.concurrentCalls, PG_POOL_SIZE))
  },
  { name: 'site-limits', dependencies: ['db'] },
)
