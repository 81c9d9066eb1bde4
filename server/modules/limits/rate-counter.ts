import { sql, type RawBuilder } from 'kysely'
import type { Db } from '../../db/database.js'

/** How often one process deletes counters whose window has ended (they would restart at 1 anyway). */
const SWEEP_EVERY_MS = 10 * 60_000

/** Where a key's count stands after a hit. */
export interface RateCount {
  /** Hits in the current window, this one included. */
  hits: number
  /** Milliseconds until the window ends and the count starts again (at least 1). */
  resetInMs: number
}

/**
 * Fixed-window counters in the database (`rate_limit_counters`), so every
 * process on it counts together. One statement per hit: it starts a window
 * (1 hit) when the key has none or its window has ended, and adds one
 * otherwise; the database's clock decides, so processes whose clocks differ
 * still agree.
 *
 * @example
 * const { hits, resetInMs } = await new RateCounter(app.db).hit(`message:${customer.id}`, 60_000)
 * if (hits > 30) refuse(Math.ceil(resetInMs / 1000))
 */
export class RateCounter {
  private lastSweep = 0

  constructor(
    private readonly db: Db,
    private readonly clock: () => number = Date.now,
  ) {}

  async hit(key: string, windowMs: number): Promise<RateCount> {
    await this.sweepWhenDue()
    const { rows } = await rateHitSql(key, windowMs).execute(this.db)
    return rateCountOf(rows[0]!)
  }

  /**
   * Deletes the counters whose window has ended, at most every
   * SWEEP_EVERY_MS per process. `hit` calls it; so does a statement that
   * counts with `rateHitSql` itself.
   */
  async sweepWhenDue(): Promise<void> {
    const now = this.clock()
    if (now - this.lastSweep < SWEEP_EVERY_MS) return
    this.lastSweep = now
    await this.db
      .deleteFrom('rateLimitCounters')
      .where('windowEndsAt', '<', sql<Date>`now()`)
      .execute()
  }
}

/** What counting one hit returns (`rateHitSql`). */
export interface RateHitRow {
  hits: number
  resetInMs: number
}

/**
 * `RateCounter.hit`'s statement, to count inside a statement of one's own:
 * `with counter as (${rateHitSql(key, ms, signedIn)}) insert ... select ... from counter where hits <= ${max}`.
 * With `onlyIf`, the hit is counted (and a row returned) only when it holds.
 */
export function rateHitSql(key: string, windowMs: number, onlyIf?: RawBuilder<boolean>): RawBuilder<RateHitRow> {
  const windowEndsAt = sql`now() + ${Math.max(1, Math.round(windowMs))}::integer * interval '1 millisecond'`
  const hit = onlyIf ? sql`select ${key}, 1, ${windowEndsAt} where ${onlyIf}` : sql`values (${key}, 1, ${windowEndsAt})`
  return sql<RateHitRow>`
    insert into rate_limit_counters as counter (key, hits, window_ends_at)
    ${hit}
    on conflict (key) do update set
      hits = case when counter.window_ends_at <= now() then 1 else counter.hits + 1 end,
      window_ends_at = case when counter.window_ends_at <= now()
        then excluded.window_ends_at else counter.window_ends_at end
    returning counter.hits, ceil(extract(epoch from counter.window_ends_at - now()) * 1000)::integer as reset_in_ms
  `
}

/** A counted hit as `RateCount`: the reset at least 1 ms away. */
export function rateCountOf(row: RateHitRow): RateCount {
  return { hits: row.hits, resetInMs: Math.max(1, row.resetInMs) }
}
