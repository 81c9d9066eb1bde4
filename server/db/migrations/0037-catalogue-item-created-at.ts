import { sql, type Kysely } from 'kysely'

/**
 * When an item was added, so a storefront section can show the shop's newest products. Items already there count
 * as added now (they then rank by their place in the catalogue, newest last in it first).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table catalogue_items add column created_at timestamptz not null default now()`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('catalogue_items').dropColumn('created_at').execute()
}
