import { sql } from 'kysely'
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
    await this.sweep()
    const { rows } = await sql<{ hits: number; resetInMs: number }>`
      insert into rate_limit_counters as counter (key, hits, window_ends_at)
      values (${key}, 1, now() + ${Math.max(1, Math.round(windowMs))}::integer * interval '1 millisecond')
      on conflict (key) do update set
        hits = case when counter.window_ends_at <= now() then 1 else counter.hits + 1 end,
        window_ends_at = case when counter.window_ends_at <= now() then excluded.window_ends_at else counter.window_ends_at end
      returning counter.hits, ceil(extract(epoch from counter.window_ends_at - now()) * 1000)::integer as reset_in_ms
    `.execute(this.db)
    const row = rows[0]!
    return { hits: row.hits, resetInMs: Math.max(1, row.resetInMs) }
  }

  private async sweep(): Promise<void> {
    const now = this.clock()
    if (now - this.lastSweep < SWEEP_EVERY_MS) return
    this.lastSweep = now
    await this.db.deleteFrom('rateLimitCounters').where('windowEndsAt', '<', sql<Date>`now()`).execute()
  }
}
