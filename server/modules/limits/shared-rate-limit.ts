import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitPluginOptions } from '@fastify/rate-limit'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/database.js'
import { HttpError } from '../../http/errors.js'
import { RateCounter } from './rate-counter.js'

export interface SharedRateLimitOptions {
  /** Names the counters (`<name>:<key>`); routes that share a name and key share a counter. */
  name: string
  /** Whom to count: the token's customer (`hook: 'preHandler'`, after `app.requireCustomer`) or the client IP. */
  key(request: FastifyRequest): string
  /** The 429 message, from locales/en. */
  message(): string
  /**
   * When the limit is checked: `onRequest` (default) before anything else;
   * `preHandler` after the route's own preHandlers, so a customer route has
   * its token's customer to count, and a multipart body is still unread.
   */
  hook?: 'onRequest' | 'preHandler'
}

/**
 * Options to register `@fastify/rate-limit` in one module with counters in
 * the database (`RateCounter`): every process on the database counts
 * together, so N processes allow the limit, not N times it. Never global:
 * only routes whose `config.rateLimit` gives `{ max, timeWindow }` (ms) are
 * limited. Over the limit: 429 `{ message, code: 'TOO_MANY_REQUESTS' }` with
 * `Retry-After` (seconds) and the `x-ratelimit-*` headers.
 *
 * @example
 * await app.register(
 *   rateLimit,
 *   sharedRateLimit(app.db, {
 *     name: 'contact',
 *     key: (request) => request.ip,
 *     message: () => contactMessage('contact.errors.tooManyMessages'),
 *   }),
 * )
 * route(
 *   app,
 *   {
 *     method: 'POST',
 *     url: CONTACT_PATH,
 *     body: ContactRequest,
 *     config: { rateLimit: { max: 5, timeWindow: 10 * 60_000 } },
 *   },
 *   handler,
 * )
 */
export function sharedRateLimit(db: Db, options: SharedRateLimitOptions): RateLimitPluginOptions {
  return {
    global: false,
    hook: options.hook ?? 'onRequest',
    store: databaseStore(new RateCounter(db)),
    keyGenerator: (request) => `${options.name}:${options.key(request)}`,
    errorResponseBuilder: () => new HttpError(429, options.message(), 'TOO_MANY_REQUESTS'),
  }
}

/** The `@fastify/rate-limit` store interface over a `RateCounter`; the library hands `incr` the route's window. */
function databaseStore(counter: RateCounter): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow?: number,
    ): void {
      if (timeWindow === undefined) throw new Error('sharedRateLimit: the route gives no timeWindow')
      counter.hit(key, timeWindow).then(
        ({ hits, resetInMs }) => callback(null, { current: hits, ttl: resetInMs }),
        (error: Error) => callback(error),
      )
    }

    // One store serves every route: the window comes with each `incr`, the key names the limit.
    child(): FastifyRateLimitStore {
      return this
    }
  }
}
