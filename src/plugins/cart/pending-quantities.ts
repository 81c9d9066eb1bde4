/**
 * Quantities shown before the server has them (applied optimistically,
 * sent after a debounce): one value and one timer per cart line key. When a
 * line's timer runs out, `send` gets its latest value; `flush` sends every
 * waiting value at once (the page is going away, hence `keepalive`).
 *
 * @example
 * const pending = new PendingQuantities(300, (key, quantity) => void api.update(key, quantity))
 * pending.set('i1|v2|', 3) // sent 300 ms after the last set of that key
 */
export class PendingQuantities {
  private readonly values = new Map<string, number>()
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>()

  constructor(
    private readonly delayMs: number,
    private readonly send: (key: string, quantity: number, keepalive: boolean) => void,
  ) {}

  /** The quantity shown for a line until the server confirms it, if any. */
  get(key: string): number | undefined {
    return this.values.get(key)
  }

  /** A new quantity for a line: its timer starts again. */
  set(key: string, quantity: number): void {
    this.values.set(key, quantity)
    clearTimeout(this.timers.get(key))
    this.timers.set(
      key,
      setTimeout(() => this.fire(key, false), this.delayMs),
    )
  }

  /** The server has `quantity` for the line: forget it, unless a newer one is waiting. */
  settle(key: string, quantity: number): void {
    if (this.values.get(key) === quantity) this.values.delete(key)
  }

  /** Drops the line's value and timer (the line is removed or changed another way). */
  cancel(key: string): void {
    clearTimeout(this.timers.get(key))
    this.timers.delete(key)
    this.values.delete(key)
  }

  cancelAll(): void {
    for (const key of [...this.values.keys()]) this.cancel(key)
  }

  /** Sends every value still waiting for its timer, now. */
  flush(): void {
    for (const [key, timer] of [...this.timers]) {
      clearTimeout(timer)
      this.fire(key, true)
    }
  }

  /** Stops the timers (the engine is thrown away). */
  dispose(): void {
    for (const timer of this.timers.values()) clearTimeout(timer)
    this.timers.clear()
  }

  private fire(key: string, keepalive: boolean): void {
    this.timers.delete(key)
    const quantity = this.values.get(key)
    if (quantity !== undefined) this.send(key, quantity, keepalive)
  }
}
