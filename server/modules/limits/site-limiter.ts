import type { FastifyReply } from 'fastify'
import { sql } from 'kysely'
import type { Db } from '../../db/database.js'
import { HttpError } from '../../http/errors.js'

/** The expensive paths one site's visitors may use only so much of, all together. */
export type SiteLimitKind = 'message' | 'order' | 'upload' | 'render'

/**
 * At most `max` per `windowMs`, per site, paced: a window releases `SITE_OPENING_MS` of its pace at once, or
 * `minBurst` when that is more, then the rest evenly. A `minBurst` of `max` is no pacing at all.
 */
export interface SiteLimit {
  max: number
  windowMs: number
  minBurst: number
}

/** The limit of each kind. */
export type SiteLimitTable = Record<SiteLimitKind, SiteLimit>

/** How often a process adds the uses it counted to the shared counters. */
export const SITE_COUNT_FLUSH_MS = 250

/**
 * How much of its pace a window releases at once when it opens (600 messages a minute: 10, then 10 a second). The
 * uses past it wait their turn (`SITE_PACE_WAIT_MS`), so a small opening costs a site's clients a few milliseconds,
 * and spares the other sites the moment a flood's first calls all reach the database together.
 */
export const SITE_OPENING_MS = 200

/**
 * A use ahead of its limit's pace by at most this long waits for its turn (then goes on); further ahead, it is
 * refused with `Retry-After`.
 */
export const SITE_PACE_WAIT_MS = 1_000

/** The uses a window releases at once when it starts. */
function burstOf(limit: SiteLimit): number {
  return Math.min(limit.max, Math.max(limit.minBurst, (limit.max * SITE_OPENING_MS) / limit.windowMs))
}

/**
 * The uses of a window released by `now` (pacing): the burst, then the rest evenly until the window ends, so a
 * site spends a minute's limit over the minute, not in its first seconds. `windowEndsAt` in the past: a new window.
 */
function released(limit: SiteLimit, windowEndsAt: number, now: number): number {
  const elapsed = windowEndsAt > now ? limit.windowMs - (windowEndsAt - now) : 0
  return Math.min(limit.max, burstOf(limit) + (limit.max * elapsed) / limit.windowMs)
}

/** Milliseconds from now until `uses` are released, the window ending in `resetInMs`. */
function releasedAt(limit: SiteLimit, uses: number, resetInMs: number): number {
  const elapsedThen = ((uses - burstOf(limit)) / limit.max) * limit.windowMs
  return Math.max(0, elapsedThen - (limit.windowMs - resetInMs))
}

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
  /** Uses on their way to the database in a flush not answered yet (still counted here meanwhile). */
  adding: number
  /** The flush under way: one at a time per counter, so `known` never holds uses `adding` still counts. */
  flushing: Promise<unknown> | null
  /** The shared count at the last flush, and when its window ends (epoch ms). */
  known: number
  windowEndsAt: number
  refusedUntil: number
  /** Calls ahead of the pace waiting for their turn in this process. */
  waiting: number
  timer: NodeJS.Timeout | null
}

/**
 * Per-site limits on the expensive paths, in the counters every process shares (`rate_limit_counters`, key
 * `site-<kind>:<siteId>`): N processes allow the limit once. A site's counter is one row that every use would update,
 * and updates of one row wait on each other's commit; so each process counts in memory and adds its count to the
 * row every `SITE_COUNT_FLUSH_MS` (one statement, whatever the rate), and asks the database at once only when its
 * count says the limit is near. A site may pass its limit by what the other processes let through since their last
 * flush. A site found over a limit is refused without the database until its window ends: refusing a flood costs
 * next to nothing, so a site at its limits leaves the processes to the others. The limit is also paced: a window's
 * uses are released over the window (a burst, then the rest evenly: `SiteLimit`), checked against the shared count,
 * so a site cannot spend a minute's limit in a few seconds and crowd the database's commits meanwhile; a use ahead
 * of the pace waits for its turn when that comes within `SITE_PACE_WAIT_MS`, and is refused until then otherwise.
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

  /**
   * Counts one use of `kind` by `siteId`. Ahead of its pace (`released`) by less than `SITE_PACE_WAIT_MS`, it waits
   * for its turn first; further ahead or past the limit, throws a `SiteBusyError` (`Retry-After` on `reply`). A
   * refused use is not counted.
   */
  async take(siteId: string, kind: SiteLimitKind, reply: FastifyReply | null, message: () => string): Promise<void> {
    const key = `site-${kind}:${siteId}`
    const limit = this.table[kind]
    const count = this.countOf(key)
    const now = this.clock()
    if (count.refusedUntil > now) throw this.refusal(reply, count.refusedUntil - now, message)
    if (count.windowEndsAt <= now) count.known = 0
    const local = () => count.known + count.adding + count.pending
    if (count.waiting === 0 && local() + 1 <= released(limit, count.windowEndsAt, now)) {
      count.pending++
      return this.flushLater(key, count, limit.windowMs)
    }
    // Near the limit or the pace by this process's count: learn the shared count (what is pending added), then decide.
    const { hits: shared, resetInMs } = await this.learn(key, count, limit.windowMs)
    const at = this.clock()
    // The shared count, what this process let through (or sent in another flush) since it was read, and the calls
    // waiting for their turn before this one.
    const hits = Math.max(shared, local()) + count.waiting
    if (hits + 1 <= released(limit, count.windowEndsAt, at)) {
      count.pending++
      return this.flushLater(key, count, limit.windowMs)
    }
    // Ahead of the pace, within the limit: wait for its turn when it comes soon, so a site's calls reach the
    // processes evenly, not in a wave each time its clients' Retry-After ends (nginx's `limit_req` delays a burst so).
    const turnInMs = releasedAt(limit, hits + 1, resetInMs)
    if (hits < limit.max && turnInMs <= SITE_PACE_WAIT_MS) {
      count.waiting++
      try {
        await new Promise((resolve) => setTimeout(resolve, turnInMs))
      } finally {
        count.waiting--
      }
      count.pending++
      return this.flushLater(key, count, limit.windowMs)
    }
    // Over the limit (the database's count says so) until the window ends; further ahead of the pace until the next
    // use is released (at least a flush away).
    const paceMs = Math.min(resetInMs, Math.max(SITE_COUNT_FLUSH_MS, turnInMs))
    const inMs = shared >= limit.max ? resetInMs : paceMs
    count.refusedUntil = at + inMs
    throw this.refusal(reply, inMs, message)
  }

  /**
   * The shared count and the time left in its window: a flush, or what the last one learned when calls wait for
   * their turn or a flush is under way (its end awaited), so a burst costs one statement, not one a call.
   */
  private async learn(key: string, count: Count, windowMs: number): Promise<{ hits: number; resetInMs: number }> {
    if (count.waiting === 0 && !count.flushing) return this.flush(key, count, windowMs)
    if (count.waiting === 0) await count.flushing
    return { hits: count.known, resetInMs: Math.max(1, count.windowEndsAt - this.clock()) }
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
      count = {
        pending: 0,
        adding: 0,
        flushing: null,
        known: 0,
        windowEndsAt: 0,
        refusedUntil: 0,
        waiting: 0,
        timer: null,
      }
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
    while (count.flushing) await count.flushing.catch(() => {})
    const flushing = this.add(key, count, windowMs)
    count.flushing = flushing
    try {
      return await flushing
    } finally {
      if (count.flushing === flushing) count.flushing = null
    }
  }

  private async add(key: string, count: Count, windowMs: number): Promise<{ hits: number; resetInMs: number }> {
    const added = count.pending
    count.pending = 0
    count.adding += added
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
      count.adding -= added
      count.known = row.hits
      count.windowEndsAt = this.clock() + resetInMs
      return { hits: row.hits, resetInMs }
    } catch (error) {
      count.adding -= added
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
