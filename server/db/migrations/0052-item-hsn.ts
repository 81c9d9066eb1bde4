import type { Kysely } from 'kysely'

/** The HSN (goods) or SAC (services) code the owner gave an item, printed on its invoice lines; null: none given. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('catalogue_items').addColumn('hsn_code', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('catalogue_items').dropColumn('hsn_code').execute()
}
