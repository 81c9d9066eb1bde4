import rateLimit from '@fastify/rate-limit'
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
import type { RequestCustomer } from '../../identity/customer.js'
import { serverText } from '../auth/server-text.js'
import { sharedRateLimit } from '../limits/shared-rate-limit.js'
import { ChatService } from './chat-service.js'
import { customerMessageErrors } from './message-rules.js'
import ownerMessageRoutes from './owner-message-routes.js'

/** The window of `MESSAGE_RATE_LIMIT` (messages per customer per minute). */
export const MESSAGE_RATE_WINDOW_MS = 60_000

/**
 * The chat calls of §7 for the signed-in customer, and the owner's reply
 * call. Needs the `auth` and `realtime` plugins. Sending is limited per
 * customer (the token's), both send calls counting together, across
 * processes (`sharedRateLimit`).
 */
export default async function chatRoutes(app: FastifyInstance) {
  const chat = new ChatService({ db: app.db, realtime: app.realtime })

  // After `app.requireCustomer` (the route's preHandler): the token's customer is counted, never the body's.
  await app.register(rateLimit, sharedRateLimit(app.db, { name: 'message', hook: 'preHandler', key: (request) => request.customer!.id, message: () => serverText('chat.tooManyMessages') }))
  const rateLimitConfig = { rateLimit: { max: app.config.limits.messagesPerMinute, timeWindow: MESSAGE_RATE_WINDOW_MS } }

  // The token's customer must also be the payload's customerId (the route checks) and senderId (checked here).
  const sendMessage = { method: 'POST', auth: 'customer', body: SendMessageBody, sameCustomer: 'body', config: rateLimitConfig } as const
  const send = async ({ body, customer, request }: RouteInput<SendMessageBody, undefined, 'customer'>) => {
    if (body.senderId !== customer.id) throw new HttpError(403, serverText('chat.senderMismatch'), 'FORBIDDEN')
    const errors = customerMessageErrors(body, request.headers.host)
    if (errors.length > 0) throw new DecodeError(errors)
    return chat.postCustomerMessage(customer, body)
  }

  route(app, { ...sendMessage, url: SEND_MESSAGE_PATH }, async (input) => ({ message: 'success', newMessage: await send(input) }))
  route(app, { ...sendMessage, url: SEND_QUICK_REPLY_PATH }, async (input) => ({ newMessage: await send(input) }))

  route(app, { method: 'GET', url: GET_MESSAGES_PATH, auth: 'customer', query: GetMessagesQuery }, async ({ query, customer }): Promise<GetMessagesResponse> => {
    // `orders` belongs to the orders issue; the shape is kept so the widget can rely on it.
    if (query.since !== undefined) {
      if (query.before !== undefined) throw new DecodeError([{ path: 'query.before', message: serverText('chat.beforeWithSince') }])
      const { messages, hasMore } = await chat.newerThan(customer, sinceOf(query.since))
      return { message: 'success', messages, orders: [], hasMore, nextBefore: null }
    }
    await assertCursor(customer, query.before)
    const { messages, hasMore } = await chat.page(customer, query.before)
    return { message: 'success', messages, orders: [], hasMore, nextBefore: hasMore ? messages[0]!._id : null }
  })

  async function assertCursor(customer: RequestCustomer, before: string | undefined) {
    if (before !== undefined && !(await chat.isVisibleMessage(customer, before))) {
      throw new DecodeError([{ path: 'query.before', message: serverText('chat.beforeUnknown') }])
    }
  }

  await app.register(ownerMessageRoutes, { chat })
}

function sinceOf(raw: string): Date {
  const since = new Date(raw)
  // Years past 9999 (`since=100000`) are dates to JavaScript but not to the database: refused like any bad time.
  const storable = !Number.isNaN(since.getTime()) && since.getUTCFullYear() >= 1 && since.getUTCFullYear() <= 9999
  if (!storable) throw new DecodeError([{ path: 'query.since', message: serverText('chat.sinceInvalid') }])
  return since
}
