import type { FastifyReply } from 'fastify'
import { sql } from 'kysely'
import type { Db } from '../../db/database.js'
import { HttpError } from '../../http/errors.js'

/** The expensive paths one site's visitors may use only so much of, all together. */
export type SiteLimitKind = 'message' | 'order' | 'upload' | 'render'

/** At most `max` per `windowMs` for each kind, per site. */
export type SiteLimitTable = Record<SiteLimitKind, { max: number; windowMs: number }>

/** How often a process adds the uses it counted to the shared counters. */
export const SITE_COUNT_FLUSH_MS = 250

/** A site over one of its limits: answer 429 (or the page's 503) with `Retry-After: retryAfterS`. */
export class SiteBusyError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterS: number,
  ) {
    super(429, message, 'TOO_MANY_REQUESTS')
  }
}

interface Count {
  /** Uses this process let through and has not added to the database yet. */
  pending: number
  /** The shared count at the last flush, and when its window ends (epoch ms). */
  known: number
  windowEndsAt: number
  refusedUntil: number
  timer: NodeJS.Timeout | null
}

/**
 * Per-site limits on the expensive paths, in the counters every process shares (`rate_limit_counters`, key
 * `site-<kind>:<siteId>`): N processes allow the limit once. A site's counter is one row that every use would update,
 * and updates of one row wait on each other's commit; so each process counts in memory and adds its count to the
 * row every `SITE_COUNT_FLUSH_MS` (one statement, whatever the rate), and asks the database at once only when its
 * count says the limit is near. A site may pass its limit by what the other processes let through since their last
 * flush. A site found over a limit is refused without the database until its window ends: refusing a flood costs
 * next to nothing, so a site at its limits leaves the processes to the others.
 *
 * @example
 * await app.siteLimits.take(customer.siteId, 'message', reply, () => serverText('siteBusy.messages'))
 */
export class SiteLimiter {
  private readonly counts = new Map<string, Count>()

  constructor(
    private readonly db: Db,
    private readonly table: SiteLimitTable,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Counts one use of `kind` by `siteId`; past the limit, throws a `SiteBusyError` (`Retry-After` on `reply`). */
  async take(siteId: string, kind: SiteLimitKind, reply: FastifyReply | null, message: () => string): Promise<void> {
    const key = `site-${kind}:${siteId}`
    const { max, windowMs } = this.table[kind]
    const count = this.countOf(key)
    const now = this.clock()
    if (count.refusedUntil > now) throw this.refusal(reply, count.refusedUntil - now, message)
    if (count.windowEndsAt <= now) count.known = 0
    count.pending++
    if (count.known + count.pending <= max) return this.flushLater(key, count, windowMs)
    const { hits, resetInMs } = await this.flush(key, count, windowMs)
    if (hits <= max) return
    count.refusedUntil = this.clock() + resetInMs
    throw this.refusal(reply, resetInMs, message)
  }

  /** Adds what is pending now (tests; a process adds it by itself). */
  async flushAll(): Promise<void> {
    for (const [key, count] of this.counts) {
      const kind = key.slice('site-'.length, key.indexOf(':')) as SiteLimitKind
      if (count.pending > 0) await this.flush(key, count, this.table[kind].windowMs)
    }
  }

  private countOf(key: string): Count {
    let count = this.counts.get(key)
    if (!count) {
      count = { pending: 0, known: 0, windowEndsAt: 0, refusedUntil: 0, timer: null }
      this.counts.set(key, count)
    }
    return count
  }

  private flushLater(key: string, count: Count, windowMs: number): void {
    if (count.timer) return
    count.timer = setTimeout(() => {
      count.timer = null
      // A database that does not answer keeps the count pending for the next flush.
      this.flush(key, count, windowMs).catch(() => {})
    }, SITE_COUNT_FLUSH_MS)
    count.timer.unref()
  }

  private async flush(key: string, count: Count, windowMs: number): Promise<{ hits: number; resetInMs: number }> {
    const added = count.pending
    count.pending = 0
    const windowEndsAt = sql`now() + ${Math.max(1, Math.round(windowMs))}::integer * interval '1 millisecond'`
    try {
      const { rows } = await sql<{ hits: number; resetInMs: number }>`
        insert into rate_limit_counters as counter (key, hits, window_ends_at)
        values (${key}, ${added}, ${windowEndsAt})
        on conflict (key) do update set
          hits = case when counter.window_ends_at <= now() then excluded.hits else counter.hits + excluded.hits end,
          window_ends_at = case when counter.window_ends_at <= now()
            then excluded.window_ends_at else counter.window_ends_at end
        returning counter.hits, ceil(extract(epoch from counter.window_ends_at - now()) * 1000)::integer as reset_in_ms
      `.execute(this.db)
      const row = rows[0]!
      const resetInMs = Math.max(1, row.resetInMs)
      count.known = row.hits
      count.windowEndsAt = this.clock() + resetInMs
      return { hits: row.hits, resetInMs }
    } catch (error) {
      count.pending += added
      throw error
    }
  }

  private refusal(reply: FastifyReply | null, inMs: number, message: () => string): SiteBusyError {
    const retryAfterS = Math.max(1, Math.ceil(inMs / 1000))
    reply?.header('retry-after', retryAfterS)
    return new SiteBusyError(message(), retryAfterS)
  }
}
