import * as t from 'io-ts'
import { answer, nullable } from './codec'
import { Text } from './text'
import { CHAT_WIDGET_PREFIX } from './auth'

export const SEND_MESSAGE_PATH = `${CHAT_WIDGET_PREFIX}/send_new_message`
export const SEND_QUICK_REPLY_PATH = `${CHAT_WIDGET_PREFIX}/send_new_message_quick_reply`
export const GET_MESSAGES_PATH = `${CHAT_WIDGET_PREFIX}/get_chat_messages`
export const OWNER_MESSAGES_PATH = '/business_website/owner/messages'

/** Socket events (docs/product.md, 'States and transitions'). */
export const SOCKET_EVENTS = {
  /** client → server, on connect: the customerId (the server uses the token's, whatever this says). */
  newUserAdd: 'new-user-add',
  /** server → client: a new message for this customer. */
  message: 'get-website-chat-widget-message',
  /** server → client: the business started or stopped typing to this customer (the typing indicator). */
  typing: 'business-typing',
  /**
   * server → client: pushes may have been missed (the server's Redis was away): fetch what is newer than the newest
   * message.
   */
  resync: 'resync',
} as const

/**
 * Customer → server on the widget's socket: the chat showed the business's
 * messages up to one (`MessagesReadPayload` `{ upTo }` of contract/owner-inbox.ts).
 * The server stores the read time and tells the owner room (`owner-read`, reader 'customer').
 */
export const MESSAGES_READ_EVENT = 'messages-read'

/** Path of the owner's "I am typing" call (owner key), which reaches the customer's widget as `business-typing`. */
export const OWNER_TYPING_PATH = '/business_website/owner/typing'

/**
 * The `business-typing` socket event: whether the business is typing to this
 * customer; `clientId` is the site, like a message's.
 *
 * @example
 * { clientId: 'site-id', typing: true }
 */
export const TypingEvent = t.type({ clientId: Text, typing: t.boolean }, 'TypingEvent')
export type TypingEvent = t.TypeOf<typeof TypingEvent>

/** Body of the owner's typing call: to whom, and started (true) or stopped (false). */
export const OwnerTypingBody = t.type({ customerId: Text, typing: t.boolean }, 'OwnerTypingBody')
export type OwnerTypingBody = t.TypeOf<typeof OwnerTypingBody>

/** Message types (docs/product.md, 'Entities and fields'); absent means text. */
export const MessageType = t.keyof(
  { text: null, component: null, audio: null, image: null, file: null, video: null },
  'MessageType',
)
export type MessageType = t.TypeOf<typeof MessageType>

/** Types a customer may send; `component` (HTML) only ever comes from the system or the owner. */
export const CustomerMessageType = t.keyof(
  { text: null, audio: null, image: null, file: null, video: null },
  'CustomerMessageType',
)

/** What a message is beyond its type: an enquiry (docs/product.md, 'Validation rules') sent from the enquiry panel. */
export const MessageKind = t.literal('enquiry')

/**
 * What happened to an order that a business event message records (`kind: 'event'`): shown as an event in the
 * conversation, never as the owner's own words ('Order KK-1003 placed', 'Customer cancelled KK-1003').
 */
export type MessageEventName =
  | 'placed'
  | 'advanced'
  | 'completed'
  | 'cancelledByCustomer'
  | 'cancelledByBusiness'
  | 'paymentReported'
  | 'paymentReceived'
  | 'refund'

/**
 * The order event a message records: what happened (a `MessageEventName`; the codec reads any text, so the widget's
 * chunk carries no list of names) and to which order (its number, e.g. `KK-1003`).
 */
export const MessageEvent = t.type({ name: Text, orderId: Text }, 'MessageEvent')
export type MessageEvent = { name: MessageEventName; orderId: string }

/**
 * The card of an owner's offer in the chat (`kind: 'offer'`; the message's text is the offer's words): the offer's id
 * (the widget reports it opened), its photo, the discount code it names and the item it points to, when given.
 */
export const OfferCard = t.type(
  {
    offerId: Text,
    photo: nullable(Text),
    code: nullable(Text),
    item: nullable(t.type({ name: Text, path: Text })),
  },
  'OfferCard',
)
export type OfferCard = t.TypeOf<typeof OfferCard>

/**
 * A chat message (docs/product.md, 'Entities and fields').
 *
 * @example
 * { _id: 'm1', type: 'text', message: 'Is the 500 g jar back?', createdAt: '2026-11-22T06:00:00.000Z',
 *   senderId: 'c1', clientId: 'site-id', sender: 'user' }
 */
export const ChatMessage = t.intersection(
  [
    t.type({
      _id: Text,
      message: Text,
      createdAt: Text,
      senderId: Text,
      /** The business (site) the message belongs to; the widget ignores other businesses' messages. */
      clientId: Text,
      sender: t.keyof({ user: null, system: null }),
    }),
    t.partial({
      type: MessageType,
      caption: nullable(Text),
      contentType: nullable(Text),
      messageView: nullable(Text),
      clientMessageId: nullable(Text),
      /**
       * 'enquiry': the customer's enquiry, which the owner inbox makes stand out; 'event': an order or payment event
       * written by the system (`event` says which), shown as an event and unread for the owner until opened; 'offer':
       * an owner's offer to customers who opted in (`offer` is its card).
       */
      kind: t.union([MessageKind, t.literal('event'), t.literal('offer')]),
      event: MessageEvent,
      offer: OfferCard,
    }),
  ],
  'ChatMessage',
)
export type ChatMessage = t.TypeOf<typeof ChatMessage>

/**
 * Body of `send_new_message` / `send_new_message_quick_reply` (docs/product.md, 'Calls'), plus a
 * client message id so a retried send stores one row.
 */
export const SendMessageBody = t.intersection(
  [
    t.type({ senderId: Text, message: Text, customerId: Text }),
    t.partial({
      type: CustomerMessageType,
      caption: nullable(Text),
      contentType: nullable(Text),
      clientMessageId: Text,
      kind: MessageKind,
    }),
  ],
  'SendMessageBody',
)
export type SendMessageBody = t.TypeOf<typeof SendMessageBody>

export const SendMessageResponse = answer({ newMessage: ChatMessage }, 'SendMessageResponse')
export const QuickReplyResponse = t.type({ newMessage: ChatMessage }, 'QuickReplyResponse')

/**
 * Query of `get_chat_messages`, one of:
 * - nothing: the latest page (50 messages);
 * - `before`: the page of older messages just before the message with that `_id` (the answer's `nextBefore`);
 * - `since` (ISO time): catch-up after a reconnect, every message newer than that time (and a short overlap before
 *   it), a page (200) at a time: while `hasMore`, ask again with the same `since` and `after` = the answer's
 *   `nextAfter`, the last message received. The pages follow (createdAt, _id), so they always advance, however many
 *   messages share a moment.
 *
 * @example
 * {}                                  // latest page
 * { before: 'm-1234' }                // the page before message m-1234
 * { since: '2026-11-22T06:00:00.000Z' } // what came after
 * { since: '2026-11-22T06:00:00.000Z', after: 'm-1300' } // the next page of it
 */
export const GetMessagesQuery = t.partial({ since: Text, before: Text, after: Text }, 'GetMessagesQuery')
export type GetMessagesQuery = t.TypeOf<typeof GetMessagesQuery>

/** The paging fields of a `get_chat_messages` answer (below). */
const MessagesPaging = t.partial({
  hasMore: t.boolean,
  nextBefore: nullable(Text),
  nextAfter: nullable(Text),
})

/**
 * Answer of `get_chat_messages`: `messages` oldest first; `hasMore` when
 * more lie beyond them in the direction asked (older without `since`, newer
 * with it); `nextBefore` the `before` of the next older page, null when there
 * is none (and with `since`); `nextAfter` the `after` of the next catch-up page (with `since` and `hasMore`), else
 * null. `orders` is filled by the orders issue.
 * The server always sends `hasMore` and `nextBefore`; absent reads as "no more".
 *
 * @example
 * { message: 'success', messages: [...50 messages], orders: [], hasMore: true, nextBefore: 'm-1234' }
 */
export const GetMessagesResponse = t.intersection(
  [answer({ messages: t.array(ChatMessage), orders: t.array(t.unknown) }), MessagesPaging],
  'GetMessagesResponse',
)
export type GetMessagesResponse = t.TypeOf<typeof GetMessagesResponse>

/** Body of the owner reply call: a business message to one customer. */
export const OwnerMessageBody = t.intersection(
  [t.type({ customerId: Text, message: Text }), t.partial({ type: MessageType, caption: Text, messageView: Text })],
  'OwnerMessageBody',
)
export type OwnerMessageBody = t.TypeOf<typeof OwnerMessageBody>

/** Longest text message a customer may send. */
export const MAX_MESSAGE_LENGTH = 4000
