import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  GET_MESSAGES_PATH,
  GetMessagesQuery,
  SEND_MESSAGE_PATH,
  SEND_QUICK_REPLY_PATH,
  SendMessageBody,
  type GetMessagesResponse,
} from '../../../contract/chat.js'
import { DecodeError, HttpError } from '../../http/errors.js'
import { decodeOrThrow } from '../../http/validate.js'
import { assertSameCustomer } from '../../plugins/auth.js'
import { serverText } from '../auth/server-text.js'
import { ChatService } from './chat-service.js'
import { customerMessageErrors } from './message-rules.js'
import ownerMessageRoutes from './owner-message-routes.js'

/**
 * The chat calls of §7 for the signed-in customer, and the owner's reply
 * call. Needs the `auth` and `realtime` plugins.
 */
export default async function chatRoutes(app: FastifyInstance) {
  const chat = new ChatService({ db: app.db, realtime: app.realtime })

  const send = async (request: FastifyRequest) => {
    const body = decodeOrThrow(SendMessageBody, request.body, 'body')
    const customer = assertSameCustomer(request, body.customerId)
    if (body.senderId !== customer.id) throw new HttpError(403, serverText('chat.senderMismatch'), 'FORBIDDEN')
    const errors = customerMessageErrors(body, request.headers.host)
    if (errors.length > 0) throw new DecodeError(errors)
    return chat.postCustomerMessage(customer, body)
  }

  app.post(SEND_MESSAGE_PATH, { preHandler: app.requireCustomer }, async (request) => ({ message: 'success', newMessage: await send(request) }))
  app.post(SEND_QUICK_REPLY_PATH, { preHandler: app.requireCustomer }, async (request) => ({ newMessage: await send(request) }))

  app.get(GET_MESSAGES_PATH, { preHandler: app.requireCustomer }, async (request): Promise<GetMessagesResponse> => {
    const query = decodeOrThrow(GetMessagesQuery, request.query, 'query')
    const since = query.since === undefined ? undefined : new Date(query.since)
    if (since && Number.isNaN(since.getTime())) throw new DecodeError([{ path: 'query.since', message: serverText('chat.sinceInvalid') }])
    // `orders` belongs to the orders issue; the shape is kept so the widget can rely on it.
    return { message: 'success', messages: await chat.history(request.customer!, since), orders: [] }
  })

  await app.register(ownerMessageRoutes, { chat })
}
