import { io, type Socket } from 'socket.io-client'
import { SEND_OTP_PATH, VERIFY_OTP_PATH, type VerifyOtpResponse } from '../../contract/auth.js'
import { GET_MESSAGES_PATH, SOCKET_EVENTS, type ChatMessage, type GetMessagesResponse } from '../../contract/chat.js'
import { SOCKET_TRANSPORTS } from '../../contract/socket-transport.js'
import { testCode, testPhone } from '../../server/modules/auth/test-helpers.js'
import type { Answer, LoadHttp } from './http.js'

/** How a message reached a customer: pushed on the socket, or fetched by the catch-up after a reconnect or resync. */
export type Via = 'push' | 'catch-up'

/** Told of every message a customer receives, by its text, once per way it came. */
export type OnMessage = (text: string, at: number, via: Via) => void

/**
 * One customer of the load: signs in through the real one-time-code calls (a test number), keeps a socket open
 * through the load balancer as the widget does (WebSocket, reconnecting by itself, catching up with `since` after
 * every reconnect and every `resync`), and records how long it was without a live socket (its longest gap).
 */
export class LoadCustomer {
  customerId = ''
  token = ''
  private socket: Socket | null = null
  private newest: string | null = null
  private downSince: number | null = null
  longestGapMs = 0
  reconnects = 0
  errors: string[] = []

  constructor(
    private readonly http: LoadHttp,
    private readonly base: string,
    readonly subdomain: string,
    readonly index: number,
    private readonly onMessage: OnMessage,
  ) {}

  /** The site's Host, as a browser on the site's subdomain sends it. */
  get host(): string {
    return `${this.subdomain}.localhost`
  }

  get authorization(): Record<string, string> {
    return { authorization: `Bearer ${this.token}`, host: this.host }
  }

  /**
   * Send code, verify; retried while the cluster is busy (no answer, 5xx), at most `tries` times. A code request
   * refused as too soon (429) after an earlier one that timed out here but went through is verified all the same.
   */
  async signIn(tries = 8): Promise<void> {
    const phone = { ...testPhone(this.index), subdomain: this.subdomain }
    for (let attempt = 1; ; attempt++) {
      const sent = await this.http.call('POST', SEND_OTP_PATH, phone, { host: this.host })
      const verified =
        sent.status === 200 || sent.status === 429
          ? await this.http.call('POST', VERIFY_OTP_PATH, { ...phone, otp: testCode(this.index) }, { host: this.host })
          : sent
      if (verified.status === 200) {
        const body = verified.body as VerifyOtpResponse
        this.customerId = body.customerId
        this.token = body.token
        return
      }
      if (attempt >= tries)
        throw new Error(`sign-in of ${this.index}: ${verified.status} ${JSON.stringify(verified.body)}`)
      await new Promise((resolve) => setTimeout(resolve, 1000 * attempt))
    }
  }

  /** Opens the socket and resolves on its first connect. */
  connect(): Promise<void> {
    const socket = io(this.base, {
      path: '/socket.io',
      transports: SOCKET_TRANSPORTS,
      auth: { token: this.token, subdomain: this.subdomain },
      reconnection: true,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      timeout: 20_000,
    })
    this.socket = socket
    socket.on(SOCKET_EVENTS.message, (message: ChatMessage) => this.received(message, 'push'))
    socket.on(SOCKET_EVENTS.resync, () => void this.catchUp())
    socket.on('disconnect', (reason) => {
      this.downSince ??= performance.now()
      if (reason === 'io server disconnect') this.errors.push('the server ended the socket')
    })
    // A refusal by the server's handshake (the database away: INTERNAL) is not retried by socket.io itself.
    socket.on('connect_error', () => {
      this.downSince ??= performance.now()
      if (!socket.active) setTimeout(() => socket.connect(), 1000 + Math.random() * 1000)
    })
    return new Promise((resolve) => {
      let first = true
      socket.on('connect', () => {
        if (first) {
          first = false
          this.downSince = null
          return resolve()
        }
        this.reconnects++
        void this.catchUp()
      })
    })
  }

  /** What the widget does after a reconnect or a resync: every message newer than the newest it has. */
  async catchUp(): Promise<void> {
    const since = this.newest ?? new Date(0).toISOString()
    let after: string | null = null
    for (let attempt = 0; attempt < 30; attempt++) {
      const answer: Answer<GetMessagesResponse> = await this.http.call<GetMessagesResponse>(
        'GET',
        `${GET_MESSAGES_PATH}?since=${encodeURIComponent(since)}${after ? `&after=${after}` : ''}`,
        undefined,
        this.authorization,
      )
      if (answer.status === 200) {
        for (const message of answer.body.messages) this.received(message, 'catch-up')
        // The next page goes on after this one's last message (the server's cursor always advances).
        after = answer.body.nextAfter ?? null
        if (answer.body.hasMore && after) continue
        if (this.downSince !== null && this.socket?.connected) {
          this.longestGapMs = Math.max(this.longestGapMs, performance.now() - this.downSince)
          this.downSince = null
        }
        return
      }
      await new Promise((resolve) => setTimeout(resolve, (answer.retryAfterS ?? 1) * 1000))
    }
    this.errors.push('catch-up gave up after 30 tries')
  }

  close(): void {
    this.socket?.close()
  }

  private received(message: ChatMessage, via: Via): void {
    if (this.newest === null || message.createdAt > this.newest) this.newest = message.createdAt
    this.onMessage(message.message, performance.now(), via)
  }
}
