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
 * database pool of `capacity`, or the event loop for a render). A site always has `places` calls running at once;
 * it may run more only while `places` of the capacity stay free besides, so a site alone on the process is not held
 * back, and another site's call always finds a free connection. The next calls wait in the site's own line, at most
 * `WAITING_PER_PLACE` per place and `BULKHEAD_WAIT_MS` each, in their order; the rest are refused at once with a
 * 429 (`Retry-After: 1`). The per-site limits bound what a site may do in a minute; this bounds how much of the
 * process it may hold at one moment, so a site that floods queues behind itself while the other sites' calls find
 * the pool free.
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
    return share.running < this.places || this.total + this.places < this.capacity
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

  /**
   * Frees the place, then starts what may start now: first the site's own next call, then (the capacity freed) the
   * other sites' waiting calls, each site in turn.
   */
  private release(siteId: string, share: Share): void {
    share.running--
    this.total--
    this.startWaiting(share)
    for (const other of this.shares.values()) if (other !== share) this.startWaiting(other)
    if (share.running === 0 && share.waiting.length === 0) this.shares.delete(siteId)
  }

  private startWaiting(share: Share): void {
    while (share.waiting.length > 0 && this.mayStart(share)) {
      this.start(share)
      share.waiting.shift()!()
    }
  }
}
