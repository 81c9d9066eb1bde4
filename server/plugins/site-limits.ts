import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { SiteLimiter } from '../modules/limits/index.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-site limits on the expensive paths (`SITE_*_RATE_LIMIT`, docs/operations.md "Limits"). */
    siteLimits: SiteLimiter
  }
}

const MINUTE = 60_000

/** Decorates `app.siteLimits` from the config's `siteLimits`, counted in `app.db`. */
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
  },
  { name: 'site-limits', dependencies: ['db'] },
)
