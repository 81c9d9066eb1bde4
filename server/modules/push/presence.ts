import type { Server, Socket } from 'socket.io'
import { OwnerViewing, OWNER_VIEWING_EVENT } from '../../../contract/push.js'
import type { RequestOwner } from '../../identity/owner.js'
import { customerRoom, ownerRoom } from '../realtime/index.js'

/** Who is looking: a push is not sent to someone who sees the thing already. */
export interface Presence {
  /** The owner has this conversation open and visible on some device. */
  ownerViewing(siteId: string, ownerId: string, customerId: string): Promise<boolean>
  /** The customer has a widget open (a socket of theirs is connected) somewhere. */
  customerOnline(customerId: string): Promise<boolean>
}

/** How long the other processes may take to list their sockets before a push goes out anyway. */
const FETCH_TIMEOUT_MS = 2000

/**
 * Presence from the sockets themselves, across processes: each owner
 * socket keeps what its app reports (`OWNER_VIEWING_EVENT`: the open and
 * visible conversation, or none) in `socket.data`, and `fetchSockets` asks
 * every process (through the Redis adapter with REDIS_URL; this process
 * alone without) which sockets are in a room. When the others do not
 * answer in time, nobody counts as looking: a push too many beats a push lost.
 *
 * @example
 * const presence = socketPresence(app.io)
 * if (!(await presence.customerOnline(customerId))) await push()
 */
export function socketPresence(io: Server): Presence {
  io.on('connection', (socket: Socket) => {
    if (!socket.data.owner) return
    socket.on(OWNER_VIEWING_EVENT, (raw: unknown) => {
      if (OwnerViewing.is(raw)) socket.data.viewing = raw.customerId
    })
  })
  const sockets = async (room: string) => {
    try {
      return await io.in(room).timeout(FETCH_TIMEOUT_MS).fetchSockets()
    } catch {
      return []
    }
  }
  return {
    async ownerViewing(siteId, ownerId, customerId) {
      const found = await sockets(ownerRoom(siteId))
      return found.some(
        (socket) =>
          (socket.data.owner as RequestOwner | undefined)?.id === ownerId && socket.data.viewing === customerId,
      )
    },
    async customerOnline(customerId) {
      return (await sockets(customerRoom(customerId))).length > 0
    },
  }
}
