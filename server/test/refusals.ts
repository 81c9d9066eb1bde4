import { expect } from 'vitest'
import type { TestApp } from './app.js'

/**
 * Expects a rate limit's refusal: 429 with `message` and code TOO_MANY_REQUESTS, and a Retry-After of `min` to `max`
 * seconds.
 *
 * @example
 * expectTooMany(await post(body), 'Too many messages. Please try again in a few minutes.', [1, 600])
 */
export function expectTooMany(
  response: Awaited<ReturnType<TestApp['inject']>>,
  message: string,
  [min, max]: [number, number],
): void {
  expect(response.statusCode).toBe(429)
  expect(response.json()).toEqual({ message, code: 'TOO_MANY_REQUESTS' })
  const retryAfterS = Number(response.headers['retry-after'])
  expect(retryAfterS).toBeGreaterThanOrEqual(min)
  expect(retryAfterS).toBeLessThanOrEqual(max)
}
