import { sql, type Kysely } from 'kysely'

/**
 * Each send of a one-time code to a provider (WhatsApp, then SMS when it fell back): which provider and channel, the
 * provider's message id that its status callbacks name, and the latest status (accepted, sent, delivered, failed).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('otp_deliveries')
    .addColumn('id', 'text', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('challenge_id', 'text', (col) => col.notNull().references('otp_challenges.id').onDelete('cascade'))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('channel', 'text')
    .addColumn('message_id', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  // A callback finds its send by the provider's message id; the health output counts the last hour per provider.
  await db.schema
    .createIndex('otp_deliveries_message')
    .on('otp_deliveries')
    .columns(['provider', 'message_id'])
    .unique()
    .execute()
  await db.schema.createIndex('otp_deliveries_created').on('otp_deliveries').column('created_at').execute()
  await db.schema.createIndex('otp_deliveries_challenge').on('otp_deliveries').column('challenge_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('otp_deliveries').execute()
}
