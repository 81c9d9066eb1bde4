import type { Insertable, Selectable } from 'kysely'
import type { ChatMessage, MessageType } from '../../../contract/chat.js'
import type { MessagesTable } from '../../db/schema.js'

export type MessageRow = Selectable<MessagesTable>
export type NewMessage = Insertable<MessagesTable>

/**
 * A stored message as the widget reads it (§3): `_id` is the row id,
 * `clientId` the site, `senderId` the customer for user messages and the
 * site for system ones, `createdAt` an ISO string.
 *
 * @example
 * toChatMessage(row) // { _id: 'm1', type: 'text', message: 'Hello', clientId: 'site-id', senderId: 'c1', sender: 'user', ... }
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
  }
}
