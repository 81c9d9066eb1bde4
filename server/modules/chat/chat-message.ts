import type { Insertable, Selectable } from 'kysely'
import type { ChatMessage, MessageType } from '../../../contract/chat.js'
import type { OwnerMessage } from '../../../contract/owner-inbox.js'
import type { MessagesTable } from '../../db/schema.js'

export type MessageRow = Selectable<MessagesTable>
export type NewMessage = Insertable<MessagesTable>

/**
 * A stored message as the widget reads it (docs/product.md, 'Entities and fields'): `_id` is the row id,
 * `clientId` the site, `senderId` the customer for user messages and the
 * site for system ones, `createdAt` an ISO string; `kind` only when set (an
 * enquiry, or an order event with its `event`).
 *
 * @example
 * toChatMessage(row)
 * // { _id: 'm1', type: 'text', message: 'Hello', clientId: 'site-id', senderId: 'c1', sender: 'user', ... }
 */
export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    _id: row.id,
    type: row.type as MessageType,
    message: row.message,
    caption: row.caption,
    contentType: row.contentType,
    createdAt: row.createdAt.toISOString(),
    senderId: row.senderId,
    clientId: row.siteId,
    sender: row.sender,
    messageView: row.messageView,
    clientMessageId: row.clientMessageId,
    ...(row.kind ? { kind: row.kind } : {}),
    ...(row.kind === 'event' && row.event ? { event: row.event } : {}),
    ...(row.kind === 'offer' && row.offer ? { offer: row.offer } : {}),
  }
}

/**
 * A stored message as the owner inbox reads it: the chat message and when
 * the other side read it.
 *
 * @example
 * toOwnerMessage(row) // { _id: 'm1', message: 'Hello', sender: 'user', ..., readAt: null }
 */
export function toOwnerMessage(row: MessageRow): OwnerMessage {
  return { ...toChatMessage(row), readAt: row.readAt?.toISOString() ?? null }
}
