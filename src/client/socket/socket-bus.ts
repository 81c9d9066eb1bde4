import type * as t from 'io-ts'
import { SOCKET_EVENTS } from '../../../contract/chat'
import { decode } from '../../../contract/decode'
import { EventBus } from './event-bus'

/** The part of a socket.io client socket the kernel uses; tests pass `FakeSocket`. */
export interface SocketLike {
  on(event: string, listener: (...args: never[]) => void): unknown
  /** Every event (socket.io's `onAny`), for subscriptions by wire name. */
  onAny(listener: (event: string, ...args: unknown[]) => void): unknown
  emit(event: string, ...args: unknown[]): unknown
  /** Connects again after the server ended the socket (socket.io does not on its own then). */
  connect(): unknown
  disconnect(): unknown
}

/** Opens a socket with `options`; may load the client first (a promise). */
export type SocketFactory<Options> = (options: Options) => SocketLike | Promise<SocketLike>

/**
 * socket.io-client, loaded when the first socket opens (never with the first screen), to `url` or the page's origin.
 */
export function socketIo<Options extends object>(url?: string): SocketFactory<Options> {
  return async (options) => {
    const { io } = await import('socket.io-client')
    return url ? io(url, options) : io(options)
  }
}

/**
 * Every bus has this event: the socket came back after a drop, or the server asked for a resync. Pushes may have been
 * missed: fetch again.
 */
export interface ReconnectEvent {
  reconnected: undefined
}

/** For each decoded event of a bus: its name on the wire and its `contract/` codec. */
export type WireEvents<Events> = {
  [E in Exclude<keyof Events, 'reconnected'>]: { wire: string; codec: t.Type<Events[E], unknown, unknown> }
}

interface Subscription {
  event: string
  receive(raw: unknown): void
}

/**
 * The decoded socket event bus. One object for the app's lifetime, open or
 * not, so stores subscribe at any time (`on`, typed from `contract/`); a
 * socket is opened after sign-in (`open`) and closed on sign-out (`close`).
 * Each payload is decoded with its codec where it enters; one that does not
 * decode is dropped, and said so in the console. A connect after a socket's
 * first one, and the server's `resync`, become `reconnected`.
 *
 * @example
 * const live = new SocketBus<OwnerLiveEvents>(OWNER_WIRE_EVENTS, 'Vitrine owner')
 * live.on('message', ({ customerId }) => inbox.received(customerId))
 * live.open(socketIo(), { path: '/socket.io', auth: { owner: true }, withCredentials: true })
 */
export class SocketBus<Events extends ReconnectEvent> extends EventBus<Events> {
  private socket: SocketLike | null = null
  /** Emitted before the socket client loaded: sent once it is wired. */
  private queued: [string, unknown][] = []
  /** Subscriptions by wire name (a plugin's own events), wired on every socket this bus opens. */
  private readonly subscriptions = new Set<Subscription>()
  /** Bumped by every open/close, so a socket that finishes loading after a newer call is dropped. */
  private generation = 0

  constructor(
    private readonly wireEvents: WireEvents<Events>,
    /** Names the app in console warnings ('Vitrine chat'). */
    private readonly label: string,
  ) {
    super()
  }

  get isOpen(): boolean {
    return this.socket !== null
  }

  /**
   * Opens a socket (closing the one before); `onConnect` runs on each of its
   * (re)connections. When the server ends the socket (a customer's at its
   * access token's expiry), it connects again once `onServerDisconnect`
   * resolves (a fresh token); without it, or when it rejects, it stays closed.
   */
  open<Options>(
    factory: SocketFactory<Options>,
    options: Options,
    onConnect?: (socket: SocketLike) => void,
    onServerDisconnect?: () => Promise<unknown>,
  ): void {
    this.close()
    const generation = this.generation
    const opened = factory(options)
    const hooks = { onConnect, onServerDisconnect }
    if (!(opened instanceof Promise)) return this.wire(opened, hooks)
    void opened.then(
      (socket) => (generation === this.generation ? this.wire(socket, hooks) : socket.disconnect()),
      (error: unknown) => console.warn(`${this.label}: the realtime client did not load`, error),
    )
  }

  close(): void {
    this.generation++
    this.socket?.disconnect()
    this.socket = null
    this.queued = []
  }

  /** Sends an event to the server (socket.io buffers it while disconnected; before the client loaded, this does). */
  send(event: string, payload: unknown): void {
    if (this.socket) this.socket.emit(event, payload)
    else this.queued.push([event, payload])
  }

  /**
   * Listens to a server event by its wire name on every socket, now and
   * after each sign-in, decoded with `codec`: for events the bus does not
   * name (a widget plugin's). Returns the unsubscribe.
   *
   * @example
   * const stop = engine.realtime.subscribe(ORDER_UPDATED_EVENT, OrderUpdatedEvent, ({ order }) => store.updated(order))
   */
  subscribe<A>(event: string, codec: t.Type<A, unknown, unknown>, listener: (value: A) => void): () => void {
    const subscription: Subscription = { event, receive: (raw) => this.decoded(event, codec, raw, listener) }
    this.subscriptions.add(subscription)
    return () => void this.subscriptions.delete(subscription)
  }

  private wire(
    socket: SocketLike,
    {
      onConnect,
      onServerDisconnect,
    }: { onConnect?: (socket: SocketLike) => void; onServerDisconnect?: () => Promise<unknown> },
  ): void {
    let connectedBefore = false
    // socket.io reconnects by itself after a network drop, never after the server's own disconnect.
    socket.on('disconnect', (reason: string) => {
      if (reason !== 'io server disconnect' || this.socket !== socket || !onServerDisconnect) return
      onServerDisconnect().then(
        () => this.socket === socket && socket.connect(),
        () => {},
      )
    })
    socket.on('connect', () => {
      onConnect?.(socket)
      if (connectedBefore) this.emit('reconnected', ...([] as never))
      connectedBefore = true
    })
    socket.on(SOCKET_EVENTS.resync, () => this.emit('reconnected', ...([] as never)))
    for (const [name, { wire, codec }] of Object.entries(this.wireEvents) as [
      keyof Events,
      { wire: string; codec: t.Mixed },
    ][]) {
      socket.on(wire, (raw: never) =>
        this.decoded(wire, codec, raw, (value) =>
          (this.emit as (event: keyof Events, payload: unknown) => void)(name, value),
        ),
      )
    }
    socket.onAny((event, raw) => {
      for (const subscription of this.subscriptions) if (subscription.event === event) subscription.receive(raw)
    })
    this.socket = socket
    for (const [event, payload] of this.queued.splice(0)) socket.emit(event, payload)
  }

  private decoded<A>(event: string, codec: t.Type<A, unknown, unknown>, raw: unknown, then: (value: A) => void): void {
    const result = decode(codec, raw, event)
    if (result.ok) then(result.value)
    else console.warn(`${this.label}: a "${event}" event does not decode`, result.errors)
  }
}
