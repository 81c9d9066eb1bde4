import { reaction } from 'mobx'
import { OWNER_VIEWING_EVENT, type OwnerViewing } from '../../../contract/push'
import type { OwnerApp } from '../stores/owner-app'

/**
 * Tells the server, over the owner socket, which conversation this device
 * shows on screen (none while the page is hidden), so the owner's devices
 * get no push for it meanwhile; again after every reconnect (the server
 * keeps it with the socket). Returns the stop.
 */
export function reportViewing(app: OwnerApp): () => void {
  const viewing = (): OwnerViewing => {
    const open = app.conversation.customerId
    return { customerId: open !== null && app.isReading(open) ? open : null }
  }
  const send = () => app.live.send(OWNER_VIEWING_EVENT, viewing())
  const stopReaction = reaction(() => viewing().customerId, send, { fireImmediately: true })
  const stopReconnect = app.live.on('reconnected', send)
  return () => {
    stopReaction()
    stopReconnect()
  }
}
