import type { ChatMessage, GetMessagesResponse } from '../../../contract/chat'
import type { FakeHandler } from '../../client/testing/fake-transport'

/**
 * A fake `get_chat_messages` over `messages` (sorted here by createdAt, then
 * `_id`) that pages like the server: the latest `pageSize` without a query,
 * the page before `before`, and with `since` those newer, `catchUpSize` at a
 * time. A test may change `messages` between calls (what arrived meanwhile).
 *
 * @example
 * const history = Array.from({ length: 120 }, (_, index) => test.message({ _id: `m${index}`, createdAt: at(index) }))
 * test.transport.route(`GET ${GET_MESSAGES_PATH}`, pagedMessages(history))
 */
export function pagedMessages(messages: ChatMessage[], { pageSize = 50, catchUpSize = 200 } = {}): FakeHandler {
  return ({ query }) => {
    const sorted = [...messages].sort(
      (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0),
    )
    const answer = (
      page: ChatMessage[],
      hasMore: boolean,
      nextBefore: string | null,
      nextAfter: string | null = null,
    ): { body: GetMessagesResponse } => ({
      body: { message: 'success', messages: page, orders: [], hasMore, nextBefore, nextAfter },
    })
    if (query.since !== undefined) {
      const newer = sorted.filter((message) => Date.parse(message.createdAt) > Date.parse(query.since!))
      // `after`: the pages go on after that message, in (createdAt, _id) order.
      const rest = query.after === undefined ? newer : newer.slice(newer.findIndex((m) => m._id === query.after) + 1)
      const page = rest.slice(0, catchUpSize)
      const hasMore = rest.length > catchUpSize
      return answer(page, hasMore, null, hasMore ? page.at(-1)!._id : null)
    }
    const end = query.before === undefined ? sorted.length : sorted.findIndex((message) => message._id === query.before)
    if (end === -1)
      return { status: 400, body: { message: 'before must be the _id of one of your messages', code: 'BAD_REQUEST' } }
    const start = Math.max(0, end - pageSize)
    const page = sorted.slice(start, end)
    return answer(page, start > 0, start > 0 ? page[0]!._id : null)
  }
}
