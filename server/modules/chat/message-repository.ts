import { sql, type Kysely } from 'kysely'
import type { DomainEvent } from '../../../contract/events.js'
import type { Database } from '../../db/schema.js'
import { OUTBOX_COLUMNS, outboxSelect } from '../../events/outbox.js'
import { CustomerRepository, signedInSql, type SignInClaim, type SignInState } from '../auth/index.js'
import { rateCountOf, rateHitSql, type RateCount, type RateLimit } from '../limits/index.js'
import type { MessageRow, NewMessage } from './chat-message.js'
import { customerRows } from '../../db/customer-rows.js'

/** Messages of one `get_chat_messages` page: the latest ones, or those before a `before` cursor. */
export const MESSAGE_PAGE_SIZE = 50
/** Most messages one catch-up answer (`since`) carries; the client asks again from its newest while `hasMore`. */
export const CATCH_UP_PAGE_SIZE = 200
/**
 * A catch-up (`since`) also answers the messages of this long before `since`. A message's `createdAt` is taken
 * before it is stored, and a busy database may store it seconds later (a pool wait of up to 2 s, a statement of up
 * to 4 s: `PG_TIMEOUTS`), after newer ones were pushed: a client that missed its push (a reconnect) and asks from the
 * newest it has would never see it. The client drops the messages it has by `_id`.
 */
export const CATCH_UP_OVERLAP_MS = 10_000

/**
 * Whose messages: the customer's, on its site, as its account type sees them (null: every message, as the owner sees
 * them).
 */
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

/** A message as stored, and whether this call stored it (false: a retry found the first). */
export interface StoredMessage {
  row: MessageRow
  created: boolean
}

/** What a customer's message must pass in the statement that stores it (`insertChecked`). */
export interface CustomerSendChecks {
  /** The token's claim; its sign-in is checked as of `now`. */
  signIn: SignInClaim
  now: Date
  /** The counter each send hits (only a signed-in one); over `max`, nothing is stored. */
  limit: RateLimit
  /** The message's `message.stored` event, written to the outbox only when the message is stored (not for a retry). */
  event: DomainEvent
  /** The writer's lease on the event (`app.events.leaseMs`). */
  leaseMs: number
}

/**
 * What `insertChecked` did: nothing, for a sign-in it refused (`signIn`, read
 * again, says why); or it counted the send (`count`) and, within the limit,
 * stored the message (`stored`).
 */
export type CheckedInsert =
  | { counted: false; signIn: SignInState }
  | { counted: true; count: RateCount; stored?: StoredMessage }

type CheckedInsertRow = { [K in keyof MessageRow]: MessageRow[K] | null } & {
  counterHits: number
  counterResetInMs: number
}

/** `messages`, always read by site + customer. Works on the database or inside a transaction. */
export class MessageRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Stores a message once: a second insert with the same customer and
   * `clientMessageId` (a retried send) returns the row stored first.
   */
  async insert(message: NewMessage): Promise<StoredMessage> {
    const inserted = await this.db
      .insertInto('messages')
      .values(message)
      .onConflict((oc) => oc.columns(['customerId', 'clientMessageId']).doNothing())
      .returningAll()
      .executeTakeFirst()
    return inserted ? { row: inserted, created: true } : { row: await this.storedFirst(message), created: false }
  }

  /**
   * `insert` for a customer's own message, in one statement with what it
   * must pass: one hit on `checks.limit`'s counter (`rateHitSql`), counted
   * only when the sign-in of `checks.signIn` lets it through (`signedInSql`),
   * and the message, stored only when that hit is within the limit. One round
   * trip instead of a read, a count and an insert, and the sign-in is checked
   * in the same snapshot as the insert; the message's event goes to the
   * outbox in the same statement, only when the message is stored. Not counted: the sign-in is read again
   * on its own, so `assertSignedIn` can tell which refusal it was.
   */
  async insertChecked(message: NewMessage, checks: CustomerSendChecks): Promise<CheckedInsert> {
    const columns = (Object.keys(message) as (keyof NewMessage & string)[]).filter(
      (column) => message[column] !== undefined,
    )
    const { signIn, now, limit, event, leaseMs } = checks
    const { rows } = await sql<CheckedInsertRow>`
      with counter as (${rateHitSql(limit.key, limit.windowMs, signedInSql(signIn, now))}),
      inserted as (
        insert into messages (${sql.join(columns.map((column) => sql.ref(column)))})
        select ${sql.join(columns.map((column) => message[column]))} from counter where hits <= ${limit.max}
        on conflict (customer_id, client_message_id) do nothing
        returning *
      ),
      outboxed as (insert into outbox_events ${OUTBOX_COLUMNS} select ${outboxSelect(event, leaseMs)} from inserted)
      select counter.hits as counter_hits, counter.reset_in_ms as counter_reset_in_ms, inserted.*
      from counter left join inserted on true
    `.execute(this.db)
    const checked = rows[0]
    if (!checked)
      return {
        counted: false,
        signIn: await new CustomerRepository(this.db).byIdInSession(
          signIn.siteId,
          signIn.customerId,
          signIn.sessionId,
          now,
        ),
      }
    const { counterHits, counterResetInMs, ...row } = checked
    const count = rateCountOf({ hits: counterHits, resetInMs: counterResetInMs })
    if (count.hits > limit.max) return { counted: true, count }
    // Within the limit but nothing inserted: a retried `clientMessageId`.
    const stored =
      row.id !== null
        ? { row: row as MessageRow, created: true }
        : { row: await this.storedFirst(message), created: false }
    return { counted: true, count, stored }
  }

  private storedFirst(message: NewMessage): Promise<MessageRow> {
    return customerRows(this.db, 'messages', { siteId: message.siteId, id: message.customerId })
      .where('clientMessageId', '=', message.clientMessageId!)
      .executeTakeFirstOrThrow()
  }

  /**
   * The latest `MESSAGE_PAGE_SIZE` messages, or those just before the message
   * `before` (in (createdAt, id) order, so messages of one moment are never
   * skipped nor repeated), oldest first; `hasMore` when older ones remain.
   */
  async page(scope: MessageScope, before?: string): Promise<MessagePage> {
    let query = this.visible(scope)
    // Compared in the database, at its own precision, against the cursor message's row.
    if (before !== undefined)
      query = query.where(sql<boolean>`(created_at, id) < (select created_at, id from messages where id = ${before})`)
    const newestFirst = await query
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(MESSAGE_PAGE_SIZE + 1)
      .execute()
    return { rows: newestFirst.slice(0, MESSAGE_PAGE_SIZE).reverse(), hasMore: newestFirst.length > MESSAGE_PAGE_SIZE }
  }

  /**
   * Messages newer than `since` (less `CATCH_UP_OVERLAP_MS`), oldest first, at most `CATCH_UP_PAGE_SIZE`, and
   * after the message `after` in (createdAt, id) order when given (the last of the previous page); `hasMore` when
   * newer ones remain. The cursor always advances, so any number of messages within the overlap, or within one
   * millisecond, are paged through, none skipped nor repeated.
   */
  async newerThan(scope: MessageScope, since: Date, after?: string): Promise<MessagePage> {
    let query = this.visible(scope).where('createdAt', '>', new Date(since.getTime() - CATCH_UP_OVERLAP_MS))
    // Compared in the database, at its own precision, against the cursor message's row.
    if (after !== undefined)
      query = query.where(sql<boolean>`(created_at, id) > (select created_at, id from messages where id = ${after})`)
    const rows = await query
      .orderBy('createdAt')
      .orderBy('id')
      .limit(CATCH_UP_PAGE_SIZE + 1)
      .execute()
    return { rows: rows.slice(0, CATCH_UP_PAGE_SIZE), hasMore: rows.length > CATCH_UP_PAGE_SIZE }
  }

  /** Whether `id` is one of the messages the customer sees (a valid `before` cursor). */
  async isVisible(scope: MessageScope, id: string): Promise<boolean> {
    return (await this.visible(scope).select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  }

  /**
   * Those without `messageView` and those whose `messageView` is the customer's account type (all of them for the
   * owner).
   */
  private visible(scope: MessageScope) {
    const query = customerRows(this.db, 'messages', { siteId: scope.siteId, id: scope.customerId })
    const { accountType } = scope
    return accountType === null
      ? query
      : query.where((eb) => eb.or([eb('messageView', 'is', null), eb('messageView', '=', accountType)]))
  }
}
