import { makeAutoObservable } from 'mobx'

/** The business said it is typing but neither stopped nor sent: the indicator goes after this long anyway. */
export const REMOTE_TYPING_TIMEOUT_MS = 10_000

/**
 * The typing indicator: `businessTyping(true)` shows it while the business
 * really types (the owner's inbox, over the socket) until it stops, sends,
 * or `REMOTE_TYPING_TIMEOUT_MS` passes.
 *
 * @example
 * socket.on('typing', ({ typing }) => engine.typing.businessTyping(typing))
 */
export class TypingStore {
  private remote = false
  private remoteTimer: ReturnType<typeof setTimeout> | null = null

  constructor() {
    makeAutoObservable<TypingStore, 'remoteTimer'>(this, { remoteTimer: false })
  }

  get isTyping(): boolean {
    return this.remote
  }

  /** The business started (true) or stopped (false) typing; a message from the business stops it too. */
  businessTyping(typing: boolean): void {
    if (this.remoteTimer) clearTimeout(this.remoteTimer)
    this.remoteTimer = typing ? setTimeout(() => this.businessTyping(false), REMOTE_TYPING_TIMEOUT_MS) : null
    this.remote = typing
  }

  dispose(): void {
    if (this.remoteTimer) clearTimeout(this.remoteTimer)
    this.remoteTimer = null
    this.remote = false
  }
}
