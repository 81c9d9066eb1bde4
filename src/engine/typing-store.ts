import { makeAutoObservable } from 'mobx'

/** The business "types" for 2 s before an automatic message. */
export const TYPING_SIMULATION_MS = 2000

/** The business said it is typing but neither stopped nor sent: the indicator goes after this long anyway. */
export const REMOTE_TYPING_TIMEOUT_MS = 10_000

/**
 * The typing indicator. `simulate(then)` shows it for 2 s, then runs `then`
 * (typically: post the confirmation message) and hides it. Overlapping
 * simulations keep it on until the last one ends. `businessTyping(true)`
 * shows it while the business really types (the owner's inbox, over the
 * socket) until it stops, sends, or `REMOTE_TYPING_TIMEOUT_MS` passes.
 *
 * @example
 * await engine.typing.simulate(() => engine.messages.send({ message: confirmationHtml, type: 'text' }))
 */
export class TypingStore {
  private running = 0
  private remote = false
  private readonly timers = new Set<ReturnType<typeof setTimeout>>()
  private remoteTimer: ReturnType<typeof setTimeout> | null = null

  constructor() {
    makeAutoObservable<TypingStore, 'timers' | 'remoteTimer'>(this, { timers: false, remoteTimer: false })
  }

  get isTyping(): boolean {
    return this.running > 0 || this.remote
  }

  /** The business started (true) or stopped (false) typing; a message from the business stops it too. */
  businessTyping(typing: boolean): void {
    if (this.remoteTimer) clearTimeout(this.remoteTimer)
    this.remoteTimer = typing ? setTimeout(() => this.businessTyping(false), REMOTE_TYPING_TIMEOUT_MS) : null
    this.remote = typing
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
    if (this.remoteTimer) clearTimeout(this.remoteTimer)
    this.remoteTimer = null
    this.running = 0
    this.remote = false
  }
}
