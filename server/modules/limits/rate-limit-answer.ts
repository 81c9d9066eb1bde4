import type { FastifyReply } from 'fastify'
import { HttpError } from '../../http/errors.js'
import type { RateCount } from './rate-counter.js'

/** At most `max` hits on the counter `key` in `windowMs`. */
export interface RateLimit {
  key: string
  windowMs: number
  max: number
}

/**
 * Answers a hit counted inside a route's own statement (`rateHitSql`) the
 * way `sharedRateLimit` (@fastify/rate-limit) answers its own:
 * `x-ratelimit-limit`, `-remaining` and `-reset` (seconds) on the answer,
 * and past the limit a 429 `{ message, code: 'TOO_MANY_REQUESTS' }` with
 * `Retry-After` (seconds), thrown.
 *
 * @example
 * answerRateCount(reply, limit, count, () => serverText('chat.tooManyMessages'))
 * // throws the 429 when count.hits > limit.max
 */
export function answerRateCount(reply: FastifyReply, limit: RateLimit, count: RateCount, message: () => string): void {
  const resetS = Math.ceil(count.resetInMs / 1000)
  reply
    .header('x-ratelimit-limit', limit.max)
    .header('x-ratelimit-remaining', Math.max(0, limit.max - count.hits))
    .header('x-ratelimit-reset', resetS)
  if (count.hits <= limit.max) return
  reply.header('retry-after', resetS)
  throw new HttpError(429, message(), 'TOO_MANY_REQUESTS')
}
