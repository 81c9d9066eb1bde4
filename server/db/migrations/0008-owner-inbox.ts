import { sql, type Kysely } from 'kysely'

/**
 * The owner inbox.
 *
 * - `messages.read_at`: when the other side read the message (the owner, for
 *   a customer's message; the customer's widget, for the business's); null
 *   while unread.
 * - `messages.kind`: 'enquiry' for a customer's enquiry (docs/product.md, 'Validation rules'), null otherwise.
 * - `messages_site_customer_latest`: a customer's messages of a site newest
 *   first, so "the latest message of each customer of a site" is one index
 *   probe per customer.
 * - `messages_unread_by_owner`: only the customer's messages the owner has
 *   not read (a partial index, small once the owner keeps up), so unread
 *   counts per customer and per site read nothing else.
 * - `contact_submissions.handled_at`: the owner marked the lead handled; the
 *   leads list reads a site's submissions newest first, and its open count
 *   the unhandled ones.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('messages').addColumn('read_at', 'timestamptz').addColumn('kind', 'text').execute()
  await db.schema
    .createIndex('messages_site_customer_latest')
    .on('messages')
    .columns(['site_id', 'customer_id', 'created_at desc', 'id desc'])
    .execute()
  await db.schema
    .createIndex('messages_unread_by_owner')
    .on('messages')
    .columns(['site_id', 'customer_id'])
    .where(sql.ref('sender'), '=', 'user')
    .where(sql.ref('read_at'), 'is', null)
    .execute()

  await db.schema.alterTable('contact_submissions').addColumn('handled_at', 'timestamptz').execute()
  await db.schema
    .createIndex('contact_submissions_site_created')
    .on('contact_submissions')
    .columns(['site_id', 'created_at desc', 'id desc'])
    .execute()
  await db.schema
    .createIndex('contact_submissions_open')
    .on('contact_submissions')
    .column('site_id')
    .where(sql.ref('handled_at'), 'is', null)
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('contact_submissions_open').execute()
  await db.schema.dropIndex('contact_submissions_site_created').execute()
  await db.schema.alterTable('contact_submissions').dropColumn('handled_at').execute()
  await db.schema.dropIndex('messages_unread_by_owner').execute()
  await db.schema.dropIndex('messages_site_customer_latest').execute()
  await db.schema.alterTable('messages').dropColumn('read_at').dropColumn('kind').execute()
}
