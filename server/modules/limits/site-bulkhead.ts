import type { FastifyReply } from 'fastify'
import { SiteBusyError } from './site-limiter.js'

/** How many calls of one site may wait for a free place in one process, per place, before the next is refused. */
const WAITING_PER_PLACE = 16
/**
 * The longest a call waits for a place before it is refused (Retry-After: 1 s): as long as it would have waited for
 * a database connection (`PG_TIMEOUTS.connectMs`), so a big site on a slow database waits where it waited before,
 * in its own line instead of everyone's.
 */
export const BULKHEAD_WAIT_MS = 2_000

interface Share {
  running: number
  waiting: (() => void)[]
}

/**
 * A per-site bulkhead on the expensive paths in one process: at most `places` calls of one site run at once (each
 * holds a connection of the process's database pool, or the event loop for a render); the next ones wait, at most
 * `WAITING_PER_PLACE` per place and `BULKHEAD_WAIT_MS` each, in their order, and the rest are refused at once with
 * a 429 (`Retry-After: 1`). The per-site limits bound what a site may do in a minute; this bounds how much of the
 * process it may hold at one moment, so a site that floods queues behind itself while the other sites' calls find
 * the pool free.
 *
 * @example
 * const bulkhead = new SiteBulkhead(3)
 * const busy = () => serverText('siteBusy.messages')
 * await bulkhead.run(customer.siteId, reply, busy, () => chat.postCustomerMessage(customer, body, limit))
 */
export class SiteBulkhead {
  private readonly shares = new Map<string, Share>()

  constructor(
    readonly places: number,
    private readonly waitMs = BULKHEAD_WAIT_MS,
  ) {}

  /**
   * Runs `work` in one of the site's places (waiting for one); when none comes, throws a `SiteBusyError`
   * (`Retry-After: 1` on `reply`).
   */
  async run<T>(siteId: string, reply: FastifyReply | null, message: () => string, work: () => Promise<T>): Promise<T> {
    const share = this.shareOf(siteId)
    if (share.running >= this.places) {
      try {
        await this.waitForPlace(share, message)
      } catch (error) {
        reply?.header('retry-after', 1)
        throw error
      }
    } else share.running++
    try {
      return await work()
    } finally {
      this.release(siteId, share)
    }
  }

  /** Calls of `siteId` running now (tests, health). */
  running(siteId: string): number {
    return this.shares.get(siteId)?.running ?? 0
  }

  private shareOf(siteId: string): Share {
    let share = this.shares.get(siteId)
    if (!share) {
      share = { running: 0, waiting: [] }
      this.shares.set(siteId, share)
    }
    return share
  }

  /** Resolves holding a place (handed over by `release`), or throws when the queue is full or the wait too long. */
  private waitForPlace(share: Share, message: () => string): Promise<void> {
    if (share.waiting.length >= this.places * WAITING_PER_PLACE) return Promise.reject(new SiteBusyError(message(), 1))
    return new Promise((resolve, reject) => {
      const handOver = () => {
        clearTimeout(timer)
        resolve()
      }
      const timer = setTimeout(() => {
        share.waiting.splice(share.waiting.indexOf(handOver), 1)
        reject(new SiteBusyError(message(), 1))
      }, this.waitMs)
      share.waiting.push(handOver)
    })
  }

  /** Hands the place to the next waiting call, or frees it (and forgets an idle site). */
  private release(siteId: string, share: Share): void {
    const next = share.waiting.shift()
    if (next) return next()
    share.running--
    if (share.running === 0) this.shares.delete(siteId)
  }
}
