import type * as t from 'io-ts'
import { SOCKET_EVENTS } from '../../contract/chat'
import { decode } from '../../contract/decode'
import { OWNER_SOCKET_EVENTS, OwnerLeadEvent, OwnerMessageEvent, OwnerOrderEvent, OwnerReadEvent } from '../../contract/owner-inbox'
import type { OwnerEventName, OwnerEvents } from './owner-events'

/** The part of a socket.io client socket used here (`FakeSocket` of src/engine/testing in tests). */
export interface OwnerSocketLike {
  on(event: string, listener: (...args: never[]) => void): unknown
  disconnect(): unknown
}

/** The owner socket's handshake (contract/owner-auth.ts `OwnerSocketAuth`); the session cookie says who. */
export interface OwnerSocketOptions {
  path: '/socket.io'
  auth: { owner: true }
  withCredentials: true
}

export type OwnerSocketFactory = (options: OwnerSocketOptions) => OwnerSocketLike | Promise<OwnerSocketLike>

/** socket.io-client, loaded when the owner has signed in (not with the owner app's first screen). */
export const ownerSocketIo: OwnerSocketFactory = async (options) => (await import('socket.io-client')).io(options)

const DECODED: [string, OwnerEventName, t.Mixed][] = [
  [OWNER_SOCKET_EVENTS.message, 'message', OwnerMessageEvent],
  [OWNER_SOCKET_EVENTS.read, 'read', OwnerReadEvent],
  [OWNER_SOCKET_EVENTS.order, 'order', OwnerOrderEvent],
  [OWNER_SOCKET_EVENTS.lead, 'lead', OwnerLeadEvent],
]

/**
 * Opens the owner socket (the site's owner room) and passes its events into
 * `events`, each decoded with its contract codec where it enters (one that
 * does not decode is dropped, and said so in the console). A connect after
 * the first one, and the server's `resync`, become `reconnected`: pushes may
 * have been missed, the parts fetch again. Returns the close function.
 *
 * @example
 * const close = connectOwnerSocket(app.live)
 * // on sign-out:
 * close()
 */
export function connectOwnerSocket(events: OwnerEvents, factory: OwnerSocketFactory = ownerSocketIo): () => void {
  let closed = false
  let socket: OwnerSocketLike | null = null
  void Promise.resolve(factory({ path: '/socket.io', auth: { owner: true }, withCredentials: true })).then(
    (opened) => {
      if (closed) return void opened.disconnect()
      socket = opened
      let connects = 0
      opened.on('connect', () => {
        connects += 1
        if (connects > 1) events.emit('reconnected')
      })
      opened.on(SOCKET_EVENTS.resync, () => events.emit('reconnected'))
      for (const [wire, name, codec] of DECODED) {
        opened.on(wire, (raw: never) => {
          const result = decode(codec, raw, wire)
          if (result.ok) (events.emit as (event: OwnerEventName, payload: unknown) => void)(name, result.value)
          else console.warn(`Vitrine owner: ${wire} does not decode`, result.errors)
        })
      }
    },
    (error: unknown) => console.error('Vitrine owner: the live connection could not be opened', error),
  )
  return () => {
    closed = true
    socket?.disconnect()
    socket = null
  }
}
