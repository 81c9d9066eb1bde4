/** One moment this process's event loop did not run for longer than expected. */
export interface Stall {
  /** When it ended, in ms after the watch began. */
  atMs: number
  ms: number
}

/**
 * Watches this process's event loop: a tick every `tickMs` that comes more than `thresholdMs` late is a stall. The
 * load's clients time each delivery in this process, so a stall here lengthens every send in flight, whatever the
 * servers did: the report names them so a slow figure can be told apart from a slow client.
 *
 * @example
 * const watch = new StallWatch()
 * // ... the measured period
 * watch.stop() // [{ atMs: 12_040, ms: 310 }]
 */
export class StallWatch {
  private readonly started = performance.now()
  private last = this.started
  private readonly found: Stall[] = []
  private readonly timer: NodeJS.Timeout

  constructor(
    private readonly tickMs = 50,
    private readonly thresholdMs = 100,
  ) {
    this.timer = setInterval(() => this.tick(), tickMs)
  }

  private tick(): void {
    const now = performance.now()
    const late = now - this.last - this.tickMs
    if (late > this.thresholdMs) this.found.push({ atMs: now - this.started, ms: late })
    this.last = now
  }

  stop(): Stall[] {
    clearInterval(this.timer)
    return this.found
  }
}
