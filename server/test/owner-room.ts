import type { FastifyInstance } from 'fastify'
import type { SignedIn } from '../modules/auth/test-helpers.js'
import { connectSocket } from '../modules/realtime/socket-test-client.js'
import { ownerRoom } from '../modules/realtime/index.js'

/** One event the owner room pushed. */
export interface OwnerRoomEvent {
  event: string
  payload: unknown
}

/** A socket in a site's owner room that records what the room hears. */
export interface OwnerListener {
  received: OwnerRoomEvent[]
  /** Resolves with the payload of the first `event` (received before or after the call) matching `match`. */
  next<P = unknown>(event: string, match?: (payload: P) => boolean, timeoutMs?: number): Promise<P>
  close(): void
}

/**
 * A real socket.io client in the owner room of `siteId`. The owner socket's
 * own handshake belongs to owner sign-in, so this connects as `listener` (a
 * signed-in customer of the site, used for nothing else) and is then made
 * to join the room on the server, where `pushToOwners` sends: what it
 * hears is what an owner's tab would hear.
 *
 * @example
 * const owner = await listenAsOwner(app, baseUrl, siteId, await signIn(app, 20))
 * await owner.next(OWNER_SOCKET_EVENTS.message, (event: OwnerMessageEvent) => event.message.message === 'Hello')
 */
export async function listenAsOwner(
  app: FastifyInstance,
  baseUrl: string,
  siteId: string,
  listener: SignedIn,
): Promise<OwnerListener> {
  const { socket } = await connectSocket(baseUrl, { token: listener.token })
  const received: OwnerRoomEvent[] = []
  const waiters: { event: string; match: (payload: unknown) => boolean; resolve: (payload: unknown) => void }[] = []
  socket.onAny((event: string, payload: unknown) => {
    received.push({ event, payload })
    for (const waiter of waiters.filter((entry) => entry.event === event && entry.match(payload))) {
      waiters.splice(waiters.indexOf(waiter), 1)
      waiter.resolve(payload)
    }
  })
  app.io.in(socket.id!).socketsJoin(ownerRoom(siteId))
  return {
    received,
    next<P>(event: string, match: (payload: P) => boolean = () => true, timeoutMs = 5000) {
      return new Promise<P>((resolve, reject) => {
        const seen = received.find((entry) => entry.event === event && match(entry.payload as P))
        if (seen) return resolve(seen.payload as P)
        const timer = setTimeout(() => reject(new Error(`the owner room heard no matching ${event}`)), timeoutMs)
        waiters.push({
          event,
          match: (payload) => match(payload as P),
          resolve: (payload) => (clearTimeout(timer), resolve(payload as P)),
        })
      })
    },
    close: () => void socket.close(),
  }
}
