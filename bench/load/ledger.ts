import type { Via } from './customer.js'

/** One message the load sent: to whom it should come, when it was sent, whether it was acknowledged and reached. */
interface Entry {
  bucket: string
  sentAt: number
  acked: boolean
  deliveredAt: number | null
  via: Via | null
}

/** Percentiles of a list of milliseconds. */
export interface Spread {
  count: number
  p50: number
  p99: number
  max: number
}

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? NaN }
}

/**
 * Every message of the load by its text (unique): sent, acknowledged (200), delivered to its customer's socket
 * (pushed, or fetched by a catch-up). Lost: acknowledged, or found stored, and never delivered.
 *
 * @example
 * ledger.sent('load-12-3', 'demo')
 * ledger.acked('load-12-3')
 * ledger.delivered('load-12-3', performance.now(), 'push')
 */
export class Ledger {
  private readonly entries = new Map<string, Entry>()

  sent(text: string, bucket: string): void {
    this.entries.set(text, { bucket, sentAt: performance.now(), acked: false, deliveredAt: null, via: null })
  }

  acked(text: string): void {
    const entry = this.entries.get(text)
    if (entry) entry.acked = true
  }

  delivered(text: string, at: number, via: Via): void {
    const entry = this.entries.get(text)
    if (!entry || entry.deliveredAt !== null) return
    entry.deliveredAt = at
    entry.via = via
  }

  /** Send → delivered of the messages pushed live, for buckets starting with `prefix`. */
  latencies(prefix: string): Spread {
    return spread(this.pushed(prefix, -Infinity).map((entry) => entry.ms))
  }

  /** The `count` slowest of those, each with when it was sent (ms after `since`). */
  slowest(prefix: string, since: number, count: number): { ms: number; sentAfterMs: number }[] {
    return this.pushed(prefix, since)
      .sort((a, b) => b.ms - a.ms)
      .slice(0, count)
  }

  /** Send → delivered of those pushed live, by when they were sent: one spread for each `stepMs` after `since`. */
  timeline(prefix: string, since: number, stepMs: number): Spread[] {
    const steps: number[][] = []
    for (const { ms, sentAfterMs } of this.pushed(prefix, since))
      (steps[Math.floor(sentAfterMs / stepMs)] ??= []).push(ms)
    return Array.from(steps, (values) => spread(values ?? []))
  }

  private pushed(prefix: string, since: number): { ms: number; sentAfterMs: number }[] {
    const found: { ms: number; sentAfterMs: number }[] = []
    for (const entry of this.entries.values()) {
      if (entry.bucket.startsWith(prefix) && entry.via === 'push' && entry.sentAt >= since)
        found.push({ ms: entry.deliveredAt! - entry.sentAt, sentAfterMs: entry.sentAt - since })
    }
    return found
  }

  /** Texts acknowledged or stored (`stored`, from the database) and never delivered. */
  lost(stored: ReadonlySet<string>): string[] {
    const lost: string[] = []
    for (const [text, entry] of this.entries) {
      if ((entry.acked || stored.has(text)) && entry.deliveredAt === null) lost.push(text)
    }
    return lost
  }

  /** A message for a report: its text, its bucket and whether it was acknowledged or only found stored. */
  describe(text: string): string {
    const entry = this.entries.get(text)
    return entry ? `${text} (${entry.bucket}, ${entry.acked ? 'acknowledged' : 'stored, never acknowledged'})` : text
  }

  /** Acknowledged texts the database does not have (an acknowledged send that was not kept). */
  unstored(stored: ReadonlySet<string>): string[] {
    return [...this.entries].filter(([text, entry]) => entry.acked && !stored.has(text)).map(([text]) => text)
  }

  counts(): { sent: number; acked: number; caughtUp: number } {
    let acked = 0
    let caughtUp = 0
    for (const entry of this.entries.values()) {
      if (entry.acked) acked++
      if (entry.via === 'catch-up') caughtUp++
    }
    return { sent: this.entries.size, acked, caughtUp }
  }
}
