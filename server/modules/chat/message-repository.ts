import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import type { MessageRow, NewMessage } from './chat-message.js'

/** Messages of one `get_chat_messages` page: the latest ones, or those before a `before` cursor. */
export const MESSAGE_PAGE_SIZE = 50
/** Most messages one catch-up answer (`since`) carries; the client asks again from its newest while `hasMore`. */
export const CATCH_UP_PAGE_SIZE = 200

/** Whose messages: the customer's, on its site, as its account type sees them (null: every message, as the owner sees them). */
export interface MessageScope {
  siteId: string
  customerId: string
  accountType: string | null
}

/** Some messages, oldest first, and whether more lie beyond them in the direction asked. */
export interface MessagePage {
  rows: MessageRow[]
  hasMore: boolean
}

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
   * The latest `MESSAGE_PAGE_SIZE` messages, or those just before the message
   * `before` (in (createdAt, id) order, so messages of one moment are never
   * skipped nor repeated), oldest first; `hasMore` when older ones remain.
   */
  async page(scope: MessageScope, before?: string): Promise<MessagePage> {
    let query = this.visible(scope)
    // Compared in the database, at its own precision, against the cursor message's row.
    if (before !== undefined) query = query.where(sql<boolean>`(created_at, id) < (select created_at, id from messages where id = ${before})`)
    const newestFirst = await query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(MESSAGE_PAGE_SIZE + 1).execute()
    return { rows: newestFirst.slice(0, MESSAGE_PAGE_SIZE).reverse(), hasMore: newestFirst.length > MESSAGE_PAGE_SIZE }
  }

  /**
   * Messages newer than `since`, oldest first, at most `CATCH_UP_PAGE_SIZE`;
   * `hasMore` when newer ones remain. A page never ends inside one
   * millisecond (the next call asks for what is newer than its last time, to
   * the millisecond), unless that millisecond alone fills it.
   */
  async newerThan(scope: MessageScope, since: Date): Promise<MessagePage> {
    const rows = await this.visible(scope).where('createdAt', '>', since).orderBy('createdAt').orderBy('id').limit(CATCH_UP_PAGE_SIZE + 1).execute()
    if (rows.length <= CATCH_UP_PAGE_SIZE) return { rows, hasMore: false }
    const cut = rows[CATCH_UP_PAGE_SIZE]!.createdAt.getTime()
    let end = CATCH_UP_PAGE_SIZE
    while (end > 0 && rows[end - 1]!.createdAt.getTime() === cut) end--
    return { rows: rows.slice(0, end === 0 ? CATCH_UP_PAGE_SIZE : end), hasMore: true }
  }

  /** Whether `id` is one of the messages the customer sees (a valid `before` cursor). */
  async isVisible(scope: MessageScope, id: string): Promise<boolean> {
    return (await this.visible(scope).select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  }

  /** Those without `messageView` and those whose `messageView` is the customer's account type (all of them for the owner). */
  private visible(scope: MessageScope) {
    const query = this.db.selectFrom('messages').selectAll().where('siteId', '=', scope.siteId).where('customerId', '=', scope.customerId)
    const { accountType } = scope
    return accountType === null ? query : query.where((eb) => eb.or([eb('messageView', 'is', null), eb('messageView', '=', accountType)]))
  }
}
