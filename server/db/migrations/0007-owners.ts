import { sql, type Kysely } from 'kysely'

/**
 * Owner sign-in: `site_owners` lists the phones that may sign in
 * at `/owner` for a site, in the customers' canonical form (unique per
 * site); `owner_sessions` holds their sign-ins, as the sha256 of the random
 * cookie token, with a fixed end and a revocation time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const id = (col: any) => col.primaryKey().defaultTo(sql`gen_random_uuid()::text`)
  const now = (col: any) => col.notNull().defaultTo(sql`now()`)
  const site = (col: any) => col.notNull().references('sites.id').onDelete('cascade')

  await db.schema
    .createTable('site_owners')
    .addColumn('id', 'text', id)
    .addColumn('site_id', 'text', site)
    .addColumn('country_code', 'text', (col) => col.notNull())
    .addColumn('phone_number', 'text', (col) => col.notNull())
    .addColumn('name', 'text')
    .addColumn('created_at', 'timestamptz', now)
    .addUniqueConstraint('site_owners_site_phone', ['site_id', 'country_code', 'phone_number'])
    .execute()

  await db.schema
    .createTable('owner_sessions')
    .addColumn('id', 'text', id)
    .addColumn('site_id', 'text', site)
    // Removing an owner ends their sessions with them.
    .addColumn('owner_id', 'text', (col) => col.notNull().references('site_owners.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('last_used_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('owner_sessions_owner').on('owner_sessions').column('owner_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('owner_sessions').execute()
  await db.schema.dropTable('site_owners').execute()
}
