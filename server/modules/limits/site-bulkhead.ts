import type { FastifyReply } from 'fastify'
import { isDatabaseUnavailable } from '../../db/unavailable.js'
import { SiteBusyError } from './site-limiter.js'

/** How many calls of one site may wait for a free place in one process, per place, before the next is refused. */
const WAITING_PER_PLACE = 16
/**
 * The longest a call waits for a place before it is refused (Retry-After: 1 s): as long as it would have waited for
 * a database connection (`PG_TIMEOUTS.connectMs`), so a big site on a slow database waits where it waited before,
 * in its own line instead of everyone's.
 */
export const BULKHEAD_WAIT_MS = 2_000

/**
 * How long after a call found the database away a call refused for want of a place is answered as the database's
 * outage (503, `Retry-After: 5`), not as a busy site: it waited for the database, not for the site's other calls.
 */
const DATABASE_AWAY_MS = 5_000

interface Share {
  running: number
  waiting: (() => void)[]
}

/**
 * A per-site bulkhead on the expensive paths in one process (each call holds a connection of the process's
 * database pool of `capacity`, or the event loop for a render). A site always may run one call, and up to `places`
 * at once while `places` connections of the capacity stay free besides, for the other sites' calls and for the work
 * no bulkhead holds (sign-ins, catch-ups, counters, the outbox). So however many sites are busy, a quiet site's call
 * finds a connection at once, and a site's burst reaches the database a few calls at a time: a guarantee of 3 places
 * to each site let three busy sites hold 9 of 10 connections, and a site alone could run 7 at once, the database's
 * commits crowding every other site's. The next calls wait in their site's own line, at most `WAITING_PER_PLACE` a
 * place and `BULKHEAD_WAIT_MS` each; the rest are refused at once with a 429 (`Retry-After: 1`). When a place frees,
 * the waiting site with the fewest calls running goes first, so busy sites share what is free evenly. The per-site
 * limits bound what a site may do in a minute; this bounds how much of the process it may hold at one moment: 3
 * calls of a few milliseconds are hundreds a second, far above those limits.
 *
 * @example
 * const bulkhead = new SiteBulkhead(3, 10)
 * const busy = () => serverText('siteBusy.messages')
 * await bulkhead.run(customer.siteId, reply, busy, () => chat.postCustomerMessage(customer, body, limit))
 */
export class SiteBulkhead {
  private readonly shares = new Map<string, Share>()
  private total = 0
  private databaseAway: { error: unknown; until: number } | null = null

  constructor(
    readonly places: number,
    readonly capacity: number,
    private readonly waitMs = BULKHEAD_WAIT_MS,
  ) {}

  /**
   * Runs `work` in one of the site's places (waiting for one); when none comes, throws a `SiteBusyError`
   * (`Retry-After: 1` on `reply`), or while the database is away the error it answered (503 `Retry-After: 5`).
   */
  async run<T>(siteId: string, reply: FastifyReply | null, message: () => string, work: () => Promise<T>): Promise<T> {
    const share = this.shareOf(siteId)
    if (share.waiting.length === 0 && this.mayStart(share)) this.start(share)
    else {
      try {
        await this.waitForPlace(share, message)
      } catch (error) {
        if (error instanceof SiteBusyError) reply?.header('retry-after', 1)
        throw error
      }
    }
    try {
      return await work()
    } catch (error) {
      if (isDatabaseUnavailable(error)) this.databaseAway = { error, until: Date.now() + DATABASE_AWAY_MS }
      throw error
    } finally {
      this.release(siteId, share)
    }
  }

  /** Calls of `siteId` running now (tests, health). */
  running(siteId: string): number {
    return this.shares.get(siteId)?.running ?? 0
  }

  private mayStart(share: Share): boolean {
    return share.running === 0 || (share.running < this.places && this.total + this.places < this.capacity)
  }

  private start(share: Share): void {
    share.running++
    this.total++
  }

  private shareOf(siteId: string): Share {
    let share = this.shares.get(siteId)
    if (!share) {
      share = { running: 0, waiting: [] }
      this.shares.set(siteId, share)
    }
    return share
  }

  /** Resolves once started (by `release`), or throws when the line is full or the wait too long. */
  private waitForPlace(share: Share, message: () => string): Promise<void> {
    if (share.waiting.length >= this.places * WAITING_PER_PLACE) return Promise.reject(this.refusal(message))
    return new Promise((resolve, reject) => {
      const started = () => {
        clearTimeout(timer)
        resolve()
      }
      const timer = setTimeout(() => {
        share.waiting.splice(share.waiting.indexOf(started), 1)
        reject(this.refusal(message))
      }, this.waitMs)
      share.waiting.push(started)
    })
  }

  private refusal(message: () => string): unknown {
    const away = this.databaseAway
    return away && away.until > Date.now() ? away.error : new SiteBusyError(message(), 1)
  }

  /** Frees the place, then starts what may start now: each time the waiting site with the fewest calls running. */
  private release(siteId: string, share: Share): void {
    share.running--
    this.total--
    for (let next = this.fewestRunning(); next && this.mayStart(next); next = this.fewestRunning()) {
      this.start(next)
      next.waiting.shift()!()
    }
    if (share.running === 0 && share.waiting.length === 0) this.shares.delete(siteId)
  }

  private fewestRunning(): Share | undefined {
    let fewest: Share | undefined
    for (const share of this.shares.values()) {
      if (share.waiting.length > 0 && (!fewest || share.running < fewest.running)) fewest = share
    }
    return fewest
  }
}
