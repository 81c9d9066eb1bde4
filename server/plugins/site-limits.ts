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

/** Decorates `app.siteLimits` (counted in `app.db`) and `app.siteBulkhead` from the config's `siteLimits`. */
export default fp(
  async function siteLimits(app: FastifyInstance) {
    const limits = app.config.siteLimits
    app.decorate(
      'siteLimits',
      new SiteLimiter(app.db, {
        message: { max: limits.messagesPerMinute, windowMs: MINUTE },
        order: { max: limits.ordersPerMinute, windowMs: MINUTE },
        upload: { max: limits.uploadsPerTenMinutes, windowMs: 10 * MINUTE },
        render: { max: limits.rendersPerMinute, windowMs: MINUTE },
      }),
    )
    app.decorate('siteBulkhead', new SiteBulkhead(limits.concurrentCalls, PG_POOL_SIZE))
  },
  { name: 'site-limits', dependencies: ['db'] },
)
