import type * as t from 'io-ts'
import { ChatMessage, SOCKET_EVENTS, TypingEvent } from '../../../contract/chat'
import { decode } from '../../../contract/decode'
import type { TokenSource } from '../session/token-store'

/** The part of a socket.io client socket the engine uses; tests pass `FakeSocket`. */
export interface SocketLike {
  on(event: string, listener: (...args: never[]) => void): unknown
  /** Every event (socket.io's `onAny`), for plugins' subscriptions. */
  onAny(listener: (event: string, ...args: unknown[]) => void): unknown
  emit(event: string, ...args: unknown[]): unknown
  disconnect(): unknown
}

/** Handshake data, read again at every (re)connection so a refreshed token is used. */
export interface SocketAuth {
  token: string | null
  subdomain: string
}

/** Options the engine opens its socket with (reconnect forever, 1 s growing to 5 s). */
export interface SocketOptions {
  auth: (send: (data: SocketAuth) => void) => void
  reconnection: true
  reconnectionAttempts: number
  reconnectionDelay: number
  reconnectionDelayMax: number
  withCredentials: boolean
}

/** Opens a socket; the engine calls it once per sign-in. May load the client first (a promise). */
export type SocketFactory = (options: SocketOptions) => SocketLike | Promise<SocketLike>

/**
 * The production factory: socket.io-client to `url` (default: the page's
 * origin, where the server listens on the same port as HTTP).
 */
export function socketIoFactory(url?: string): SocketFactory {
  // socket.io-client is loaded on the first sign-in, not with the widget: a visitor who never signs in never downloads it.
  return async (options) => {
    const { io } = await import('socket.io-client')
    return url ? io(url, options) : io(options)
  }
}

interface Subscription {
  event: string
  receive(raw: unknown): void
}

export interface SocketHandlers {
  /** A decoded message for this customer (the engine filters by clientId). */
  onMessage(message: ChatMessage): void
  /** The socket came back after a drop: fetch what was missed. */
  onReconnect(): void
  /** The business started or stopped typing (the engine filters by clientId). */
  onTyping?(event: TypingEvent): void
}

/**
 * The realtime link. On every connect it emits `new-user-add` with the
 * customerId (the server joins the token's room whatever it says); messages
 * on `get-website-chat-widget-message` are decoded where they enter, and a
 * connect after the first one reports a reconnect so the engine can catch up.
 */
export class SocketTransport {
  private socket: SocketLike | null = null
  /** Emitted before the socket client loaded: sent once it is wired. */
  private queued: [string, unknown][] = []
  /** Plugins' own events (an order changed), wired on every socket this transport opens. */
  private readonly subscriptions = new Set<Subscription>()
  /** Bumped by every connect/disconnect, so a socket that finishes loading after a newer call is dropped. */
  private generation = 0

  constructor(
    private readonly factory: SocketFactory,
    private readonly tokens: TokenSource,
    private readonly subdomain: string,
  ) {}

  get isOpen(): boolean {
    return this.socket !== null
  }

  connect(customerId: string, handlers: SocketHandlers): void {
    this.disconnect()
    const generation = this.generation
    const opened = this.factory({
      auth: (send) => send({ token: this.tokens.get(), subdomain: this.subdomain }),
      reconnection: true,
      reconnectionAttempts: Infinity,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      withCredentials: true,
    })
    if (opened instanceof Promise) {
      void opened.then(
        (socket) => (generation === this.generation ? this.wire(socket, customerId, handlers) : socket.disconnect()),
        (error: unknown) => console.warn('Vitrine chat: the realtime client did not load', error),
      )
    } else {
      this.wire(opened, customerId, handlers)
    }
  }

  private wire(socket: SocketLike, customerId: string, handlers: SocketHandlers): void {
    let connectedBefore = false
    socket.on('connect', () => {
      socket.emit(SOCKET_EVENTS.newUserAdd, customerId)
      if (connectedBefore) handlers.onReconnect()
      connectedBefore = true
    })
    socket.on(SOCKET_EVENTS.message, (raw: unknown) => {
      const decoded = decode(ChatMessage, raw, 'socketMessage')
      if (decoded.ok) handlers.onMessage(decoded.value)
      else console.warn('Vitrine chat: a socket message does not decode', decoded.errors)
    })
    // The server's Redis was away: pushes may have been missed, fetch them like after a reconnect.
    socket.on(SOCKET_EVENTS.resync, () => handlers.onReconnect())
    socket.on(SOCKET_EVENTS.typing, (raw: unknown) => {
      const decoded = decode(TypingEvent, raw, 'typingEvent')
      if (decoded.ok) handlers.onTyping?.(decoded.value)
    })
    socket.onAny((event, raw) => {
      for (const subscription of this.subscriptions) if (subscription.event === event) subscription.receive(raw)
    })
    this.socket = socket
    for (const [event, payload] of this.queued.splice(0)) socket.emit(event, payload)
  }

  /** Sends an event to the server (socket.io buffers it while disconnected; before the client loaded, this does). */
  emit(event: string, payload: unknown): void {
    if (this.socket) this.socket.emit(event, payload)
    else this.queued.push([event, payload])
  }

  /**
   * Listens to a server event of a plugin on every socket, now and after each
   * sign-in; payloads are decoded with `codec` where they enter (one that
   * does not decode is dropped with a warning). Returns the unsubscribe.
   *
   * @example
   * const stop = engine.realtime.subscribe(ORDER_UPDATED_EVENT, OrderUpdatedEvent, ({ order }) => store.updated(order))
   */
  subscribe<A>(event: string, codec: t.Type<A, unknown, unknown>, listener: (value: A) => void): () => void {
    const subscription: Subscription = {
      event,
      receive: (raw) => {
        const decoded = decode(codec, raw, event)
        if (decoded.ok) listener(decoded.value)
        else console.warn(`Vitrine chat: a "${event}" event does not decode`, decoded.errors)
      },
    }
    this.subscriptions.add(subscription)
    return () => this.subscriptions.delete(subscription)
  }

  disconnect(): void {
    this.generation++
    this.socket?.disconnect()
    this.socket = null
    this.queued = []
  }
}
