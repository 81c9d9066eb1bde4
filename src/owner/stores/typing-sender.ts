/** `typing: true` is sent again at most this often while the owner keeps typing (ms). */
export const TYPING_REPEAT_MS = 3000
/** `typing: false` after this long without a keystroke (ms). */
export const TYPING_IDLE_MS = 4000

/**
 * The owner's side of the customer's 'Typing...' indicator (docs/product.md, 'Screens and routes'): on input,
 * `typing: true` (again at most every 3 s while typing goes on), and
 * `typing: false` after 4 s without input, on send, or when the owner
 * leaves the conversation.
 *
 * @example
 * const typing = new TypingSender((typing) => api.post(OWNER_TYPING_PATH, { customerId, typing }, MessageResponse))
 * typing.input() // on every keystroke
 * typing.stop()  // on send
 */
export class TypingSender {
  private lastStart = Number.NEGATIVE_INFINITY
  private active = false
  private idleTimer: ReturnType<typeof setTimeout> | undefined

  constructor(
    private readonly send: (typing: boolean) => void,
    private readonly now: () => number = () => Date.now(),
  ) {}

  input(): void {
    const now = this.now()
    if (now - this.lastStart >= TYPING_REPEAT_MS) {
      this.lastStart = now
      this.send(true)
    }
    this.active = true
    clearTimeout(this.idleTimer)
    this.idleTimer = setTimeout(() => this.stop(), TYPING_IDLE_MS)
  }

  stop(): void {
    clearTimeout(this.idleTimer)
    if (!this.active) return
    this.active = false
    this.lastStart = Number.NEGATIVE_INFINITY
    this.send(false)
  }
}
