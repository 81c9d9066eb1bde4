import type { FastifyInstance } from 'fastify'
import {
  GET_MESSAGES_PATH,
  GetMessagesQuery,
  SEND_MESSAGE_PATH,
  SEND_QUICK_REPLY_PATH,
  SendMessageBody,
  type GetMessagesResponse,
} from '../../../contract/chat.js'
import { DecodeError, HttpError } from '../../http/errors.js'
import { route, type RouteInput } from '../../http/route.js'
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

  // The token's customer must also be the payload's customerId (the route checks) and senderId (checked here).
  const sendMessage = { method: 'POST', auth: 'customer', body: SendMessageBody, sameCustomer: 'body' } as const
  const send = async ({ body, customer, request }: RouteInput<SendMessageBody, undefined, 'customer'>) => {
    if (body.senderId !== customer.id) throw new HttpError(403, serverText('chat.senderMismatch'), 'FORBIDDEN')
    const errors = customerMessageErrors(body, request.headers.host)
    if (errors.length > 0) throw new DecodeError(errors)
    return chat.postCustomerMessage(customer, body)
  }

  route(app, { ...sendMessage, url: SEND_MESSAGE_PATH }, async (input) => ({ message: 'success', newMessage: await send(input) }))
  route(app, { ...sendMessage, url: SEND_QUICK_REPLY_PATH }, async (input) => ({ newMessage: await send(input) }))

  route(app, { method: 'GET', url: GET_MESSAGES_PATH, auth: 'customer', query: GetMessagesQuery }, async ({ query, customer }): Promise<GetMessagesResponse> => {
    const since = query.since === undefined ? undefined : new Date(query.since)
    // Years past 9999 (`since=100000`) are dates to JavaScript but not to the database: refused like any bad time.
    const storable = since === undefined || (!Number.isNaN(since.getTime()) && since.getUTCFullYear() >= 1 && since.getUTCFullYear() <= 9999)
    if (!storable) throw new DecodeError([{ path: 'query.since', message: serverText('chat.sinceInvalid') }])
    // `orders` belongs to the orders issue; the shape is kept so the widget can rely on it.
    return { message: 'success', messages: await chat.history(customer, since), orders: [] }
  })

  await app.register(ownerMessageRoutes, { chat })
}
