import { readCount, type Env } from './config-error.js'

/**
 * How much of the expensive work one site may cause, whoever its visitors are (docs/operations.md "Limits"): one site
 * flooded with messages, orders, uploads or visits to pages not in the cache cannot take every process's time from the
 * others. Counted in the shared database, like the per-customer limits.
 */
export interface SiteLimitsConfig {
  /** Chat messages from all of one site's customers per minute (`SITE_MESSAGE_RATE_LIMIT`). */
  messagesPerMinute: number
  /** Orders created on one site per minute (`SITE_ORDER_RATE_LIMIT`). */
  ordersPerMinute: number
  /** Files uploaded by one site's customers per 10 minutes (`SITE_UPLOAD_RATE_LIMIT`). */
  uploadsPerTenMinutes: number
  /** Pages of one site rendered per minute, not found in the process's page cache (`SITE_RENDER_RATE_LIMIT`). */
  rendersPerMinute: number
  /**
   * Calls of one site on those paths that one process runs at once (`SITE_CONCURRENCY_LIMIT`): one always, up to this
   * many while as many of the process's 10 database connections stay free for the other sites; more wait briefly in
   * their site's line, then are refused.
   */
  concurrentCalls: number
}

/**
 * Defaults far above one busy shop (10 messages a second all minute long; an order a second) and far below what
 * one process serves, so that a site at its limits leaves room for the others: in the load benchmark on 2 cores
 * (docs/operations.md "Sizing"), a site flooding at 600 messages and 300 renders a minute raised the quiet sites' p99
 * 0.7-1.5x; at 1,500 and 600, 1.1-3.3x; at 3,000, 2.1-3.8x.
 * Three calls at once, a few milliseconds each, are hundreds a second, and leave most of a process's database
 * connections to the other sites.
 */
export const DEFAULT_SITE_LIMITS: SiteLimitsConfig = {
  messagesPerMinute: 600,
  ordersPerMinute: 60,
  uploadsPerTenMinutes: 600,
  rendersPerMinute: 300,
  concurrentCalls: 3,
}

export function readSiteLimits(env: Env): SiteLimitsConfig {
  return {
    messagesPerMinute: readCount(env, 'SITE_MESSAGE_RATE_LIMIT', DEFAULT_SITE_LIMITS.messagesPerMinute),
    ordersPerMinute: readCount(env, 'SITE_ORDER_RATE_LIMIT', DEFAULT_SITE_LIMITS.ordersPerMinute),
    uploadsPerTenMinutes: readCount(env, 'SITE_UPLOAD_RATE_LIMIT', DEFAULT_SITE_LIMITS.uploadsPerTenMinutes),
    rendersPerMinute: readCount(env, 'SITE_RENDER_RATE_LIMIT', DEFAULT_SITE_LIMITS.rendersPerMinute),
    concurrentCalls: readCount(env, 'SITE_CONCURRENCY_LIMIT', DEFAULT_SITE_LIMITS.concurrentCalls),
  }
}
