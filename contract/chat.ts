import * as t from 'io-ts'
import { CHAT_WIDGET_PREFIX } from './auth'

export const SEND_MESSAGE_PATH = `${CHAT_WIDGET_PREFIX}/send_new_message`
export const SEND_QUICK_REPLY_PATH = `${CHAT_WIDGET_PREFIX}/send_new_message_quick_reply`
export const GET_MESSAGES_PATH = `${CHAT_WIDGET_PREFIX}/get_chat_messages`
export const OWNER_MESSAGES_PATH = '/business_website/owner/messages'

/** Socket events (§4). */
export const SOCKET_EVENTS = {
  /** client → server, on connect: the customerId (the server uses the token's, whatever this says). */
  newUserAdd: 'new-user-add',
  /** server → client: a new message for this customer. */
  message: 'get-website-chat-widget-message',
} as const

/** Message types (§3); absent means text. */
export const MessageType = t.keyof({ text: null, component: null, audio: null, image: null, file: null, video: null }, 'MessageType')
export type MessageType = t.TypeOf<typeof MessageType>

/** Types a customer may send; `component` (HTML) only ever comes from the system or the owner. */
export const CustomerMessageType = t.keyof({ text: null, audio: null, image: null, file: null, video: null }, 'CustomerMessageType')

/**
 * A chat message (§3).
 *
 * @example
 * { _id: 'm1', type: 'text', message: 'Is the 500 g jar back?', createdAt: '2026-11-22T06:00:00.000Z',
 *   senderId: 'c1', clientId: 'site-id', sender: 'user' }
 */
export const ChatMessage = t.intersection(
  [
    t.type({
      _id: t.string,
      message: t.string,
      createdAt: t.string,
      senderId: t.string,
      /** The business (site) the message belongs to; the widget ignores other businesses' messages. */
      clientId: t.string,
      sender: t.keyof({ user: null, system: null }),
    }),
    t.partial({
      type: MessageType,
      caption: t.union([t.string, t.null]),
      contentType: t.union([t.string, t.null]),
      messageView: t.union([t.string, t.null]),
      clientMessageId: t.union([t.string, t.null]),
    }),
  ],
  'ChatMessage',
)
export type ChatMessage = t.TypeOf<typeof ChatMessage>

/**
 * Body of `send_new_message` / `send_new_message_quick_reply` (§7), plus a
 * client message id so a retried send stores one row.
 */
export const SendMessageBody = t.intersection(
  [
    t.type({ senderId: t.string, message: t.string, customerId: t.string }),
    t.partial({
      type: CustomerMessageType,
      caption: t.union([t.string, t.null]),
      contentType: t.union([t.string, t.null]),
      clientMessageId: t.string,
    }),
  ],
  'SendMessageBody',
)
export type SendMessageBody = t.TypeOf<typeof SendMessageBody>

export const SendMessageResponse = t.type({ message: t.string, newMessage: ChatMessage }, 'SendMessageResponse')
export const QuickReplyResponse = t.type({ newMessage: ChatMessage }, 'QuickReplyResponse')

/** Query of `get_chat_messages`: `since` (ISO time) returns only newer messages, for catch-up after a reconnect. */
export const GetMessagesQuery = t.partial({ since: t.string }, 'GetMessagesQuery')

/** Answer of `get_chat_messages`; `orders` is filled by the orders issue. */
export const GetMessagesResponse = t.type({ message: t.string, messages: t.array(ChatMessage), orders: t.array(t.unknown) }, 'GetMessagesResponse')
export type GetMessagesResponse = t.TypeOf<typeof GetMessagesResponse>

/** Body of the owner reply call: a business message to one customer. */
export const OwnerMessageBody = t.intersection(
  [t.type({ customerId: t.string, message: t.string }), t.partial({ type: MessageType, caption: t.string, messageView: t.string })],
  'OwnerMessageBody',
)
export type OwnerMessageBody = t.TypeOf<typeof OwnerMessageBody>

/** Longest text message a customer may send. */
export const MAX_MESSAGE_LENGTH = 4000
