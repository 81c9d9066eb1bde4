import { sql, type Kysely } from 'kysely'

/**
 * Sign-in: one-time code challenges (hashed codes, attempts, rate-limit
 * history), rotating refresh tokens, and server secrets (the token signing
 * key, shared by every process on the database).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const id = (col: any) => col.primaryKey().defaultTo(sql`gen_random_uuid()::text`)
  const now = (col: any) => col.notNull().defaultTo(sql`now()`)
  const site = (col: any) => col.notNull().references('sites.id').onDelete('cascade')

  await db.schema
    .createTable('otp_challenges')
    .addColumn('id', 'text', id)
    .addColumn('site_id', 'text', site)
    .addColumn('country_code', 'text', (col) => col.notNull())
    .addColumn('phone_number', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('consumed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('ip', 'text')
    .execute()
  // Latest challenge of a phone and the per-phone rate limit read this index; the per-IP limit the next one.
  await db.schema
    .createIndex('otp_challenges_site_phone_created')
    .on('otp_challenges')
    .columns(['site_id', 'country_code', 'phone_number', 'created_at'])
    .execute()
  await db.schema.createIndex('otp_challenges_ip_created').on('otp_challenges').columns(['ip', 'created_at']).execute()

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'text', id)
    .addColumn('site_id', 'text', site)
    .addColumn('customer_id', 'text', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('family_id', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('replaced_by', 'text')
    .addColumn('created_at', 'timestamptz', now)
    .execute()
  await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute()

  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('server_secrets').execute()
  await db.schema.dropTable('refresh_tokens').execute()
  await db.schema.dropTable('otp_challenges').execute()
}
