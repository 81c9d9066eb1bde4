import { sql, type Kysely } from 'kysely'

/**
 * An item's name and description in other languages (`{ "name@hi": "आम का अचार" }`, contract/translations.ts): a
 * reader of that language sees them, else the owner's own. Empty for every item there was.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table catalogue_items add column translations jsonb not null default '{}'::jsonb`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('catalogue_items').dropColumn('translations').execute()
}
