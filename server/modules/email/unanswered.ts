import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'

/** A conversation waiting for the business: its customer and their last message. */
export interface UnansweredConversation {
  customerId: string
  customerLabel: string
  message: string
  type: string
  createdAt: Date
}

/** How long a customer's message waits before the digest counts it as unanswered. */
export const UNANSWERED_AFTER_MS = 60 * 60 * 1000

/**
 * The site's conversations whose last message (order and payment events
 * aside, which are not words) is the customer's and older than an hour at
 * `now`, the longest waiting first.
 *
 * @example
 * await unansweredConversations(db, siteId, new Date('2026-11-26T03:30:00Z'))
 * // [{ customerId: 'c1', customerLabel: 'Asha', message: 'Is the thali available?', ... }]
 */
export async function unansweredConversations(
  db: Kysely<Database>,
  siteId: string,
  now: Date,
): Promise<UnansweredConversation[]> {
  const before = new Date(now.getTime() - UNANSWERED_AFTER_MS)
  const { rows } = await sql<{
    customerId: string
    name: string | null
    countryCode: string
    phoneNumber: string
    message: string
    type: string
    sender: string
    createdAt: Date
  }>`
    select last.customer_id, c.name, c.country_code, c.phone_number, last.message, last.type, last.sender,
      last.created_at
    from (
      select distinct on (customer_id) customer_id, message, type, sender, created_at
      from messages
      where site_id = ${siteId} and kind is distinct from 'event' and created_at <= ${now}
      order by customer_id, created_at desc, id desc
    ) last
    join customers c on c.id = last.customer_id and c.site_id = ${siteId}
    where last.sender = 'user' and last.created_at < ${before}
    order by last.created_at
  `.execute(db)
  return rows.map((row) => ({
    customerId: row.customerId,
    customerLabel: row.name?.trim() || `${row.countryCode} ${row.phoneNumber}`,
    message: row.message,
    type: row.type,
    createdAt: new Date(row.createdAt),
  }))
}
