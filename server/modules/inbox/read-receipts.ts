import type { FastifyInstance } from 'fastify'
import { MESSAGES_READ_EVENT, MessagesReadPayload } from '../../../contract/owner-inbox.js'
import { decode } from '../../../contract/decode.js'
import { ConversationRepository } from './conversation-repository.js'

/**
 * Read receipts from the widget: a signed-in customer's socket says
 * `messages-read` `{ upTo }` when the chat showed the business's messages
 * up to that one. Those of the customer's (the socket's token's, never the
 * payload's) still unread are read now, recorded with `message.read`
 * (reader 'customer'; the site's owner room hears `owner-read`). A payload that does not decode, or a
 * message that is not the customer's, reads nothing and tells nobody.
 */
export function acceptReadReceipts(app: FastifyInstance): void {
  app.realtime.onCustomerEvent(MESSAGES_READ_EVENT, async (customer, payload) => {
    const decoded = decode(MessagesReadPayload, payload, 'payload')
    if (!decoded.ok) return
    const at = new Date()
    await app.events.transaction(async (tx) => {
      const read = await new ConversationRepository(tx.db).readByCustomer(
        customer.siteId,
        customer.id,
        decoded.value.upTo,
        at,
      )
      if (read > 0)
        tx.emit('message.read', {
          siteId: customer.siteId,
          read: { customerId: customer.id, reader: 'customer', readAt: at.toISOString() },
        })
    })
  })
}
