import type { FastifyInstance } from 'fastify'
import { OWNER_MESSAGES_PATH, OwnerMessageBody } from '../../../contract/chat.js'
import { DecodeError, HttpError } from '../../http/errors.js'
import { decodeOrThrow } from '../../http/validate.js'
import { CustomerRepository } from '../auth/customer-repository.js'
import { serverText } from '../auth/server-text.js'
import type { ChatService } from './chat-service.js'

/**
 * The owner's reply (`POST /business_website/owner/messages`, owner key):
 * a `sender: 'system'` message to one customer of the owner's own site, of
 * any type, `component` HTML included (the widget sanitises it), pushed live.
 */
export default async function ownerMessageRoutes(app: FastifyInstance, { chat }: { chat: ChatService }) {
  const customers = new CustomerRepository(app.db)

  app.post(OWNER_MESSAGES_PATH, { preHandler: app.requireOwner }, async (request) => {
    const body = decodeOrThrow(OwnerMessageBody, request.body, 'body')
    if (body.message.trim() === '') throw new DecodeError([{ path: 'body.message', message: serverText('chat.messageEmpty') }])
    const site = request.ownerSite!
    // Looked up within the owner's site: another site's customer is simply not found.
    const customer = await customers.byId(site.id, body.customerId)
    if (!customer) throw new HttpError(404, serverText('chat.customerNotFound'), 'NOT_FOUND')
    const newMessage = await chat.postSystemMessage({ siteId: site.id, customerId: customer.id }, body)
    return { message: 'success', newMessage }
  })
}
