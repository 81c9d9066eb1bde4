import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import type { MessageRow, NewMessage } from './chat-message.js'

/** Most messages one `get_chat_messages` answer carries (the latest ones). */
export const MESSAGE_HISTORY_LIMIT = 10_000

/** `messages`, always read by site + customer. Works on the database or inside a transaction. */
export class MessageRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Stores a message once: a second insert with the same customer and
   * `clientMessageId` (a retried send) returns the row stored first.
   */
  async insert(message: NewMessage): Promise<{ row: MessageRow; created: boolean }> {
    const inserted = await this.db
      .insertInto('messages')
      .values(message)
      .onConflict((oc) => oc.columns(['customerId', 'clientMessageId']).doNothing())
      .returningAll()
      .executeTakeFirst()
    if (inserted) return { row: inserted, created: true }
    const stored = await this.db
      .selectFrom('messages')
      .selectAll()
      .where('siteId', '=', message.siteId)
      .where('customerId', '=', message.customerId)
      .where('clientMessageId', '=', message.clientMessageId!)
      .executeTakeFirstOrThrow()
    return { row: stored, created: false }
  }

  /**
   * The customer's latest messages, oldest first: those without `messageView`
   * and those whose `messageView` is the customer's account type; only newer
   * than `since` when given.
   */
  async list(scope: { siteId: string; customerId: string; accountType: string }, since?: Date): Promise<MessageRow[]> {
    let query = this.db
      .selectFrom('messages')
      .selectAll()
      .where('siteId', '=', scope.siteId)
      .where('customerId', '=', scope.customerId)
      .where((eb) => eb.or([eb('messageView', 'is', null), eb('messageView', '=', scope.accountType)]))
    if (since) query = query.where('createdAt', '>', since)
    const newestFirst = await query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(MESSAGE_HISTORY_LIMIT).execute()
    return newestFirst.reverse()
  }
}
