import { isText } from '../../../contract/text.js'

/** Where a page of the inbox list starts: after this activity time (microseconds since the epoch) and customer. */
export interface ConversationCursor {
  micros: string
  customerId: string
}

const MICROS = /^\d{1,18}$/

/**
 * The opaque `nextBefore` of the inbox list: the last row's activity time,
 * to the microsecond the database keeps, and its customer. A time, not a
 * customer id, so a conversation that moves to the top while the owner
 * pages is not shown twice.
 *
 * @example
 * decodeConversationCursor(encodeConversationCursor({ micros: '1795312800000000', customerId: 'c1' }))
 * // { micros: '1795312800000000', customerId: 'c1' }
 */
export function encodeConversationCursor(cursor: ConversationCursor): string {
  return Buffer.from(`${cursor.micros}:${cursor.customerId}`).toString('base64url')
}

/** The cursor, or null when `raw` is not one this server made. */
export function decodeConversationCursor(raw: string): ConversationCursor | null {
  const text = Buffer.from(raw, 'base64url').toString()
  const colon = text.indexOf(':')
  const micros = text.slice(0, colon)
  const customerId = text.slice(colon + 1)
  if (colon < 0 || !MICROS.test(micros) || customerId === '' || !isText(customerId)) return null
  return { micros, customerId }
}
