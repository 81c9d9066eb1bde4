import type { FastifyInstance } from 'fastify'
import { OWNER_MESSAGES_PATH, OWNER_TYPING_PATH, OwnerMessageBody, OwnerTypingBody } from '../../../contract/chat.js'
import { DecodeError, HttpError } from '../../http/errors.js'
import { ownerPost } from '../../http/route.js'
import { CustomerRepository } from '../auth/index.js'
import { serverText } from '../../text/server-text.js'
import type { ChatService } from './chat-service.js'
import { isOwnUploadUrl } from './message-rules.js'

/**
 * The owner's reply (`POST /business_website/owner/messages`, owner key):
 * a `sender: 'system'` message to one customer of the owner's own site, of
 * any type, `component` HTML included (refused with a 400 unless it keeps to the allow-list of component-html.ts; the
 * widget sanitises it again), pushed live. An image, file, audio or video message must point at one of the site's own
 * uploads (`POST /business_website/owner/upload`), else 400 at `body.message`.
 */
export default async function ownerMessageRoutes(app: FastifyInstance, { chat }: { chat: ChatService }) {
  const customers = new CustomerRepository(app.db)

  ownerPost(app, OWNER_MESSAGES_PATH, OwnerMessageBody, async ({ body, ownerSite: site, request }) => {
    if (body.message.trim() === '')
      throw new DecodeError([{ path: 'body.message', message: serverText('chat.messageEmpty') }])
    const media = body.type !== undefined && body.type !== 'text' && body.type !== 'component'
    if (media && !isOwnUploadUrl(body.message, app.storage.urlOf(`${site.id}/`), request.headers.host)) {
      throw new DecodeError([{ path: 'body.message', message: serverText('chat.mediaUrlInvalid') }])
    }
    // Looked up within the owner's site: another site's customer is simply not found.
    const customer = await customers.byId(site.id, body.customerId)
    if (!customer) throw new HttpError(404, serverText('chat.customerNotFound'), 'NOT_FOUND')
    const newMessage = await chat.postSystemMessage({ siteId: site.id, customerId: customer.id }, body)
    return { message: 'success', newMessage }
  })

  // The owner is typing (or stopped) to one customer of their site: the customer's widget shows 'Typing...'.
  ownerPost(app, OWNER_TYPING_PATH, OwnerTypingBody, async ({ body, ownerSite: site }) => {
    const customer = await customers.byId(site.id, body.customerId)
    if (!customer) throw new HttpError(404, serverText('chat.customerNotFound'), 'NOT_FOUND')
    app.realtime.pushTyping(customer.id, { clientId: site.id, typing: body.typing })
    return { message: 'success' }
  })
}
