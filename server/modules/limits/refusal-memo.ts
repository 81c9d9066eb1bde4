import { growingLru } from '../../lib/growing-lru.js'
import type { RateCount } from './rate-counter.js'

/** Counters one process remembers as over their limit; the oldest are forgotten first (they cost a round trip). */
const REMEMBERED = 100_000

/**
 * What one process learned from the shared counters: which keys are over their limit, and until when. A counter
 * over its limit stays over it until its window ends (the database's clock, `resetInMs`), so a call on such a key
 * is refused from memory, without the round trip (a write) that counting it again would cost: a client that ignores
 * `Retry-After` and calls back to back costs the database nothing more.
 *
 * @example
 * const left = memo.refusedForMs(`message:${customer.id}`)
 * if (left > 0) refuse(Math.ceil(left / 1000))
 * // ... count in the database; past the limit:
 * memo.remember(`message:${customer.id}`, count)
 */
export class RefusalMemo {
  private readonly refusedUntil = growingLru<string, number>(REMEMBERED)

  constructor(private readonly clock: () => number = Date.now) {}

  /** Remembers `key` as refused until `count`'s window ends. */
  remember(key: string, count: RateCount): void {
    this.refusedUntil.set(key, this.clock() + count.resetInMs)
  }

  /** Milliseconds until `key`'s window ends when it is known to be over its limit; 0 otherwise. */
  refusedForMs(key: string): number {
    const until = this.refusedUntil.get(key)
    if (until === undefined) return 0
    const left = until - this.clock()
    if (left > 0) return left
    this.refusedUntil.delete(key)
    return 0
  }
}
