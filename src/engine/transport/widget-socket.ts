import { ChatMessage, SOCKET_EVENTS, TypingEvent } from '../../../contract/chat'
import { SOCKET_TRANSPORTS } from '../../../contract/socket-transport'
import type { TokenSource } from '../../client/http/customer-token-policy'
import { socketIo, SocketBus, type SocketFactory, type WireEvents } from '../../client/socket/socket-bus'

/** Handshake data, read again at every (re)connection so a refreshed token is used. */
export interface SocketAuth {
  token: string | null
  subdomain: string
}

/** Options the widget opens its socket with (reconnect forever, 1 s growing to 5 s). */
export interface SocketOptions {
  auth: (send: (data: SocketAuth) => void) => void
  reconnection: true
  reconnectionAttempts: number
  reconnectionDelay: number
  reconnectionDelayMax: number
  withCredentials: boolean
  /** WebSocket only (contract/socket-transport.ts). */
  transports: ['websocket']
}

/** Opens the widget's socket; the engine calls it once per sign-in. */
export type WidgetSocketFactory = SocketFactory<SocketOptions>

/**
 * The production factory: socket.io-client to `url` (default: the page's
 * origin, where the server listens on the same port as HTTP). It is loaded on
 * the first sign-in, not with the widget: a visitor who never signs in never
 * downloads it.
 */
export function socketIoFactory(url?: string): WidgetSocketFactory {
  return socketIo<SocketOptions>(url)
}

/**
 * The widget's socket events: a message for this customer, the business typing (the engine filters both by clientId),
 * reconnected.
 */
export interface WidgetSocketEvents {
  message: ChatMessage
  typing: TypingEvent
  reconnected: undefined
}

const WIRE: WireEvents<WidgetSocketEvents> = {
  message: { wire: SOCKET_EVENTS.message, codec: ChatMessage },
  typing: { wire: SOCKET_EVENTS.typing, codec: TypingEvent },
}

/** The widget's decoded socket bus (`engine.realtime`). */
export type WidgetSocket = SocketBus<WidgetSocketEvents>

export function createWidgetSocket(): WidgetSocket {
  return new SocketBus<WidgetSocketEvents>(WIRE, 'Vitrine chat')
}

/**
 * Opens the realtime link for `customerId`: the handshake carries the
 * current token and the subdomain; every connect emits `new-user-add` with
 * the customerId (the server joins the token's room whatever it says). The
 * server ends the socket when its access token expires: the link then gets a
 * new token from `renew` (unless one came meanwhile) and connects again; a
 * failed renewal has ended the session.
 */
export function openWidgetSocket(
  bus: WidgetSocket,
  factory: WidgetSocketFactory,
  tokens: TokenSource,
  subdomain: string,
  customerId: string,
  renew: () => Promise<unknown>,
): void {
  let handshakeToken: string | null = null
  const options: SocketOptions = {
    auth: (send) => send({ token: (handshakeToken = tokens.get()), subdomain }),
    reconnection: true,
    reconnectionAttempts: Infinity,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    withCredentials: true,
    transports: SOCKET_TRANSPORTS,
  }
  bus.open(
    factory,
    options,
    (socket) => socket.emit(SOCKET_EVENTS.newUserAdd, customerId),
    () => (tokens.get() !== handshakeToken ? Promise.resolve() : renew()),
  )
}
