import { sql, type Kysely } from 'kysely'

/**
 * Sign-up and owners of several sites.
 *
 * - `signups`: each site made at the front door, by phone and client IP
 *   (the per-phone and per-IP sign-up limits count these rows).
 * - `signup_invites`: invite codes (`npm run admin -- invite create`), kept
 *   as their sha256; one site each.
 * - `held_subdomains`: a deleted site's subdomain, which nobody may take
 *   until `held_until`.
 * - `handover_tokens`: one-time links that sign an owner in at a site's
 *   `/owner` (after sign-up, or switching sites), as the sha256 of the random
 *   token, bound to the site and the owner, spent once, short-lived.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const id = (col: any) => col.primaryKey().defaultTo(sql`gen_random_uuid()::text`)
  const now = (col: any) => col.notNull().defaultTo(sql`now()`)

  await db.schema
    .createTable('signups')
    .addColumn('id', 'text', id)
    .addColumn('country_code', 'text', (col) => col.notNull())
    .addColumn('phone_number', 'text', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('site_id', 'text', (col) => col.references('sites.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', now)
    .execute()
  await db.schema
    .createIndex('signups_phone_created')
    .on('signups')
    .columns(['country_code', 'phone_number', 'created_at'])
    .execute()
  await db.schema.createIndex('signups_ip_created').on('signups').columns(['ip', 'created_at']).execute()

  await db.schema
    .createTable('signup_invites')
    .addColumn('id', 'text', id)
    .addColumn('code_hash', 'text', (col) => col.notNull().unique())
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('used_at', 'timestamptz')
    .addColumn('site_id', 'text', (col) => col.references('sites.id').onDelete('set null'))
    .execute()

  await db.schema
    .createTable('held_subdomains')
    .addColumn('subdomain', 'text', (col) => col.primaryKey())
    .addColumn('held_until', 'timestamptz', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('handover_tokens')
    .addColumn('id', 'text', id)
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('site_id', 'text', (col) => col.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('owner_id', 'text', (col) => col.notNull().references('site_owners.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('handover_tokens').execute()
  await db.schema.dropTable('held_subdomains').execute()
  await db.schema.dropTable('signup_invites').execute()
  await db.schema.dropTable('signups').execute()
}
