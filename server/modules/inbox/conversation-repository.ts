import { sql, type ExpressionBuilder, type Kysely, type RawBuilder } from 'kysely'
import { CONVERSATIONS_PAGE_SIZE } from '../../../contract/owner-inbox.js'
import { customerNameSql, phoneMatchSql } from '../../db/customer-sql.js'
import type { Database } from '../../db/schema.js'
import type { MessageRow } from '../chat/index.js'
import { likePattern } from '../order/index.js'
import { conversationFilterSql } from '../labels/index.js'
import type { ConversationCursor } from './conversation-cursor.js'

/** One conversation of the inbox list, as the database answers it. */
export interface ConversationRow {
  customerId: string
  countryCode: string
  phoneNumber: string
  name: string | null
  /** The latest message (null: the customer has none). */
  lastMessage: MessageRow | null
  /** Of the latest message, or of the sign-up without one. */
  activityAt: Date
  /** `activityAt` in microseconds since the epoch, exactly as the database holds it (the next page's cursor). */
  activityMicros: string
  unread: number
  enquiry: boolean
}

/** The inbox list's filters: a label's id; given to the signed-in owner (`ownerId`), or to nobody. */
export interface ConversationFilter {
  label?: string
  assigned?: 'mine' | 'unassigned'
  ownerId: string | null
}

/**
 * The site's conversations (one per customer), read for the owner's inbox.
 * Each customer's latest message is one probe of
 * `messages_site_customer_latest`; unread counts read the partial index
 * `messages_unread_by_owner` (migration 0008).
 */
export class ConversationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * A page (CONVERSATIONS_PAGE_SIZE) of the site's conversations, newest
   * activity first (ties by customer id), after `before`; `search` matches
   * the phone (digits, with or without the dial code), the name, and the
   * text or caption of any message of the conversation, ignoring case. A
   * customer with no name of their own goes by the one on their (default,
   * else first) delivery address. `filter`: only those with a label, or given to the owner or to nobody.
   */
  async page(
    siteId: string,
    options: { search?: string; before?: ConversationCursor; filter?: ConversationFilter },
  ): Promise<{ rows: ConversationRow[]; hasMore: boolean }> {
    const micros = sql`(extract(epoch from conv.activity_at) * 1000000)::bigint`
    const after = options.before
      ? sql`and (${micros}, conv.customer_id) < (${options.before.micros}::bigint, ${options.before.customerId})`
      : sql``
    const { rows } = await sql<Omit<ConversationRow, 'lastMessage'> & { lastMessageId: string | null }>`
      with conv as (
        select c.id as customer_id, c.country_code, c.phone_number,
          ${customerNameSql('c')} as name,
          latest.id as last_message_id,
          coalesce(latest.created_at, c.created_at) as activity_at
        from customers c
        left join lateral (
          select m.id, m.created_at from messages m
          where m.site_id = c.site_id and m.customer_id = c.id
          order by m.created_at desc, m.id desc limit 1
        ) latest on true
        where c.site_id = ${siteId} ${this.searchCondition(options.search)}
          ${options.filter ? conversationFilterSql(options.filter) : sql``}
      )
      select conv.customer_id, conv.country_code, conv.phone_number, conv.name, conv.last_message_id, conv.activity_at,
        ${micros}::text as activity_micros,
        (select count(*)::int from messages u
          where u.site_id = ${siteId} and u.customer_id = conv.customer_id
            and ((u.sender = 'user' and u.read_at is null)
              or (u.kind = 'event' and u.owner_read_at is null))) as unread,
        exists (select 1 from messages e
          where e.site_id = ${siteId} and e.customer_id = conv.customer_id
            and e.sender = 'user' and e.read_at is null and e.kind = 'enquiry') as enquiry
      from conv
      where true ${after}
      order by conv.activity_at desc, conv.customer_id desc
      limit ${CONVERSATIONS_PAGE_SIZE + 1}
    `.execute(this.db)
    const page = rows.slice(0, CONVERSATIONS_PAGE_SIZE)
    const ids = page.flatMap((row) => (row.lastMessageId ? [row.lastMessageId] : []))
    const messages =
      ids.length === 0
        ? []
        : await this.db.selectFrom('messages').selectAll().where('siteId', '=', siteId).where('id', 'in', ids).execute()
    const byId = new Map(messages.map((message) => [message.id, message]))
    return {
      rows: page.map(({ lastMessageId, ...row }) => ({
        ...row,
        unread: Number(row.unread),
        lastMessage: (lastMessageId && byId.get(lastMessageId)) || null,
      })),
      hasMore: rows.length > CONVERSATIONS_PAGE_SIZE,
    }
  }

  /** How many of the site's conversations have messages of the customer the owner has not read. */
  async unreadConversations(siteId: string): Promise<number> {
    const row = await this.db
      .selectFrom('messages')
      .select(sql<number>`count(distinct customer_id)::int`.as('unread'))
      .where('siteId', '=', siteId)
      .where(unreadByOwner)
      .executeTakeFirstOrThrow()
    return Number(row.unread)
  }

  /**
   * The owner read the conversation: every unread message of the customer's, and every order event, is read at `at`.
   * Answers how many of the customer's were.
   */
  async readByOwner(siteId: string, customerId: string, at: Date): Promise<number> {
    const result = await this.db
      .updateTable('messages')
      .set({ readAt: at })
      .where('siteId', '=', siteId)
      .where('customerId', '=', customerId)
      .where('sender', '=', 'user')
      .where('readAt', 'is', null)
      .executeTakeFirst()
    const events = await this.db
      .updateTable('messages')
      .set({ ownerReadAt: at })
      .where('siteId', '=', siteId)
      .where('customerId', '=', customerId)
      .where('kind', '=', 'event')
      .where('ownerReadAt', 'is', null)
      .executeTakeFirst()
    return Number(result.numUpdatedRows) + Number(events.numUpdatedRows)
  }

  /**
   * The customer's widget showed the business's messages up to the message
   * `upTo` (theirs, on their site: any other id reads nothing): those still
   * unread are read at `at`. Answers how many were.
   */
  async readByCustomer(siteId: string, customerId: string, upTo: string, at: Date): Promise<number> {
    const result = await this.db
      .updateTable('messages')
      .set({ readAt: at })
      .where('siteId', '=', siteId)
      .where('customerId', '=', customerId)
      .where('sender', '=', 'system')
      .where('readAt', 'is', null)
      .where(
        sql<boolean>`(created_at, id) <= (select created_at, id from messages
          where site_id = ${siteId} and customer_id = ${customerId} and id = ${upTo})`,
      )
      .executeTakeFirst()
    return Number(result.numUpdatedRows)
  }

  private searchCondition(search: string | undefined): RawBuilder<unknown> {
    const text = search?.trim() ?? ''
    if (text === '') return sql``
    const pattern = likePattern(text)
    return sql`and (${phoneMatchSql('c', text)} lower(coalesce(c.name, '')) like ${pattern}
      or exists (select 1 from messages s where s.site_id = c.site_id and s.customer_id = c.id
        and ((s.type in ('text', 'component') and lower(s.message) like ${pattern})
          or lower(coalesce(s.caption, '')) like ${pattern})))`
  }
}

/** A message the owner has not read: the customer's (`read_at`), or an order event (`owner_read_at`). */
function unreadByOwner(eb: ExpressionBuilder<Database, 'messages'>) {
  return eb.or([
    eb.and([eb('sender', '=', 'user'), eb('readAt', 'is', null)]),
    eb.and([eb('kind', '=', 'event'), eb('ownerReadAt', 'is', null)]),
  ])
}
