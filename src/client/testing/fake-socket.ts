import type { SocketFactory, SocketLike } from '../socket/socket-bus'

type Listener = (...args: never[]) => void

/**
 * A socket.io client stand-in: records what the client emits, and lets the
 * test play the server (`connect()`, `serverEmit(event, ...args)`).
 */
export class FakeSocket<Options = unknown> implements SocketLike {
  readonly emitted: { event: string; args: unknown[] }[] = []
  disconnected = false
  private readonly listeners = new Map<string, Set<Listener>>()
  private readonly anyListeners = new Set<(event: string, ...args: unknown[]) => void>()

  constructor(readonly options: Options) {}

  on(event: string, listener: Listener): this {
    let set = this.listeners.get(event)
    if (!set) this.listeners.set(event, (set = new Set()))
    set.add(listener)
    return this
  }

  /** Like socket.io's: every event the server sends, not the reserved ones (connect). */
  onAny(listener: (event: string, ...args: unknown[]) => void): this {
    this.anyListeners.add(listener)
    return this
  }

  emit(event: string, ...args: unknown[]): this {
    this.emitted.push({ event, args })
    return this
  }

  disconnect(): this {
    this.disconnected = true
    return this
  }

  /** The server sends `event` to this client. */
  serverEmit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...values: unknown[]) => void)(...args)
    if (event !== 'connect' && event !== 'disconnect')
      for (const listener of this.anyListeners) listener(event, ...args)
  }

  /** A (re)connection completes. */
  connect(): void {
    this.serverEmit('connect')
  }

  /** What the handshake would send (an `auth` callback's data, or the `auth` object); the widget's by default. */
  handshake<Auth = { token: string | null; subdomain: string }>(): Auth {
    const { auth } = this.options as { auth: Auth | ((send: (data: Auth) => void) => void) }
    if (typeof auth !== 'function') return auth
    let data: Auth | undefined
    ;(auth as (send: (data: Auth) => void) => void)((given) => {
      data = given
    })
    return data!
  }

  emittedEvents(event: string): unknown[][] {
    return this.emitted.filter((entry) => entry.event === event).map((entry) => entry.args)
  }
}

/** A `SocketFactory` that hands out `FakeSocket`s and keeps them. */
export class FakeSocketFactory<Options = unknown> {
  readonly sockets: FakeSocket<Options>[] = []

  readonly factory: SocketFactory<Options> = (options) => {
    const socket = new FakeSocket(options)
    this.sockets.push(socket)
    return socket
  }

  get last(): FakeSocket<Options> | undefined {
    return this.sockets[this.sockets.length - 1]
  }
}
