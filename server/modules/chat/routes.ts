import type { FastifyInstance, FastifyReply } from 'fastify'
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
import type { RequestCustomer, TokenCustomer } from '../../identity/customer.js'
import { serverText } from '../../text/server-text.js'
import { answerRateCount, RateCounter, RefusalMemo } from '../limits/index.js'
import { ChatService, type AnsweredLimit } from './chat-service.js'
import { customerMessageErrors } from './message-rules.js'
import ownerMessageRoutes from './owner-message-routes.js'

/** The window of `MESSAGE_RATE_LIMIT` (messages per customer per minute). */
export const MESSAGE_RATE_WINDOW_MS = 60_000

/**
 * The chat calls for the signed-in customer, and the owner's reply
 * call. Needs the `auth` and `realtime` plugins. Sending is limited per
 * customer (the token's), both send calls counting together, across
 * processes (a counter in the database, `message:<customerId>`).
 *
 * Sending is the hot path: its one statement checks the token's sign-in,
 * counts the send and stores the message (`auth: 'customerToken'`,
 * `MessageRepository.insertChecked`), where a read, a count and an insert
 * were three round trips. A send the route refuses itself (400, 403) is
 * answered after the sign-in is checked and is not counted.
 */
export default async function chatRoutes(app: FastifyInstance) {
  const chat = new ChatService({ db: app.db, events: app.events })

  const counters = new RateCounter(app.db)
  // A customer found over their limit is refused from memory until the counter's window ends (no write per refusal).
  const refused = new RefusalMemo()
  const messageLimit = (customer: TokenCustomer, reply: FastifyReply): AnsweredLimit => {
    const limit = {
      key: `message:${customer.id}`,
      windowMs: MESSAGE_RATE_WINDOW_MS,
      max: app.config.limits.messagesPerMinute,
    }
    return {
      ...limit,
      answer: (count) => {
        if (count.hits > limit.max) refused.remember(limit.key, count)
        answerRateCount(reply, limit, count, () => serverText('chat.tooManyMessages'))
      },
    }
  }
  const refuseFromMemory = (customer: TokenCustomer, reply: FastifyReply) => {
    const leftMs = refused.refusedForMs(`message:${customer.id}`)
    if (leftMs === 0) return
    const retryAfterS = Math.ceil(leftMs / 1000)
    reply.header('x-ratelimit-limit', app.config.limits.messagesPerMinute).header('x-ratelimit-remaining', 0)
    reply.header('x-ratelimit-reset', retryAfterS).header('retry-after', retryAfterS)
    throw new HttpError(429, serverText('chat.tooManyMessages'), 'TOO_MANY_REQUESTS')
  }

  const siteBusy = () => serverText('siteBusy.messages')
  // The token's customer must also be the payload's customerId (the route checks) and senderId (checked here).
  const sendMessage = { method: 'POST', auth: 'customerToken', body: SendMessageBody, sameCustomer: 'body' } as const
  const send = async ({ body, customer, request, reply }: RouteInput<SendMessageBody, undefined, 'customerToken'>) => {
    if (body.senderId !== customer.id) throw new HttpError(403, serverText('chat.senderMismatch'), 'FORBIDDEN')
    const errors = customerMessageErrors(body, request.headers.host)
    if (errors.length > 0) throw new DecodeError(errors)
    // Refusals first and from memory, so that a flood past its limits costs no database work; then the site's share
    // of the process (`app.siteBulkhead`) for the statement that stores the message.
    refuseFromMemory(customer, reply)
    await app.siteLimits.take(customer.siteId, 'message', reply, () => serverText('siteBusy.messages'))
    return app.siteBulkhead.run(customer.siteId, reply, siteBusy, async () => {
      await counters.sweepWhenDue()
      return chat.postCustomerMessage(customer, body, messageLimit(customer, reply))
    })
  }

  route(app, { ...sendMessage, url: SEND_MESSAGE_PATH }, async (input) => ({
    message: 'success',
    newMessage: await send(input),
  }))
  route(app, { ...sendMessage, url: SEND_QUICK_REPLY_PATH }, async (input) => ({ newMessage: await send(input) }))

  route(
    app,
    { method: 'GET', url: GET_MESSAGES_PATH, auth: 'customer', query: GetMessagesQuery },
    async ({ query, customer }): Promise<GetMessagesResponse> => {
      // `orders` belongs to the orders issue; the shape is kept so the widget can rely on it.
      if (query.since !== undefined) {
        if (query.before !== undefined)
          throw new DecodeError([{ path: 'query.before', message: serverText('chat.beforeWithSince') }])
        await assertCursor(customer, query.after, 'after')
        const { messages, hasMore } = await chat.newerThan(customer, sinceOf(query.since), query.after)
        const nextAfter = hasMore ? messages.at(-1)!._id : null
        return { message: 'success', messages, orders: [], hasMore, nextBefore: null, nextAfter }
      }
      if (query.after !== undefined)
        throw new DecodeError([{ path: 'query.after', message: serverText('chat.afterWithoutSince') }])
      await assertCursor(customer, query.before, 'before')
      const { messages, hasMore } = await chat.page(customer, query.before)
      return { message: 'success', messages, orders: [], hasMore, nextBefore: hasMore ? messages[0]!._id : null }
    },
  )

  async function assertCursor(customer: RequestCustomer, cursor: string | undefined, name: 'before' | 'after') {
    if (cursor !== undefined && !(await chat.isVisibleMessage(customer, cursor))) {
      const message = serverText(name === 'before' ? 'chat.beforeUnknown' : 'chat.afterUnknown')
      throw new DecodeError([{ path: `query.${name}`, message }])
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
