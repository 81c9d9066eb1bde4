/**
 * `BENCH_SMOKE=1` (`npm run bench:smoke`, a step of `npm test`): every benchmark runs to its end with tiny counts
 * (a few sends, a fraction of a second of load), so a change that stops one (a limit that refuses its load, a call
 * that moved) fails the tests instead of the next `npm run bench`. Its figures mean nothing.
 */
export const SMOKE = process.env.BENCH_SMOKE === '1'

/** `full` in a benchmark run, `smoke` in a smoke run. */
export const sized = <T>(full: T, smoke: T): T => (SMOKE ? smoke : full)

/**
 * A limit no benchmark's load reaches: the limiter still counts every use (its cost is measured), it just never
 * refuses. A benchmark sets it on the limits its own load would pass (`SITE_MESSAGE_RATE_LIMIT`, ...).
 */
export const UNREACHED_LIMIT = '1000000'
