/**
 * Whether an error means "the database is not answering" (refused, reset,
 * timed out, shutting down) rather than "this query is wrong". Such errors
 * answer 503 with Retry-After instead of 500: the request may simply be
 * tried again once the database is back.
 *
 * @example
 * isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))
 * // true
 * isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' })) // false
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (typeof code === 'string') {
    // Node's socket errors, and PostgreSQL's connection exceptions (08…), shutdowns (57P0…) and "too many connections"
    // (53300).
    if (NETWORK_CODES.has(code) || code.startsWith('08') || /^57P0[1-4]$/.test(code) || code === '53300') return true
  }
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

// What node-postgres and its pool say when a connection cannot be had or dies, and when a query times out.
const UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated/i,
  /Query read timeout/i,
  /Client has encountered a connection error/i,
  /Connection ended unexpectedly/i,
]
