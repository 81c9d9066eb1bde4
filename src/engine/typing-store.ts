import { makeAutoObservable } from 'mobx'

/** §4, §9: the business "types" for 2 s before an automatic message. */
export const TYPING_SIMULATION_MS = 2000

/**
 * The typing indicator. `simulate(then)` shows it for 2 s, then runs `then`
 * (typically: post the confirmation message) and hides it. Overlapping
 * simulations keep it on until the last one ends.
 *
 * @example
 * await engine.typing.simulate(() => engine.messages.send({ message: confirmationHtml, type: 'text' }))
 */
export class TypingStore {
  private running = 0
  private readonly timers = new Set<ReturnType<typeof setTimeout>>()

  constructor() {
    makeAutoObservable<TypingStore, 'timers'>(this, { timers: false })
  }

  get isTyping(): boolean {
    return this.running > 0
  }

  async simulate<T>(then?: () => T | Promise<T>, ms = TYPING_SIMULATION_MS): Promise<T | undefined> {
    this.running++
    try {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          this.timers.delete(timer)
          resolve()
        }, ms)
        this.timers.add(timer)
      })
      return await then?.()
    } finally {
      this.stop()
    }
  }

  private stop(): void {
    this.running = Math.max(0, this.running - 1)
  }

  dispose(): void {
    for (const timer of this.timers) clearTimeout(timer)
    this.timers.clear()
    this.running = 0
  }
}
