/**
 * The limits module's public face: rate counters shared by every process.
 * Other modules import this folder only through this file.
 */
export { RateCounter, rateCountOf, rateHitSql, type RateCount } from './rate-counter.js'
export { answerRateCount, type RateLimit } from './rate-limit-answer.js'
export { sharedRateLimit } from './shared-rate-limit.js'
export { SiteBusyError, SiteLimiter, type SiteLimitKind, type SiteLimitTable } from './site-limiter.js'
export { RefusalMemo } from './refusal-memo.js'
export { SiteBulkhead } from './site-bulkhead.js'
