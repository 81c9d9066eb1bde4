import type { Kysely } from 'kysely'

/**
 * The owner's catalogue studio:
 *
 * - `catalogue_items.version`: raised by every owner save, so a save made on
 *   an older version is refused (409) instead of overwriting another's.
 * - `catalogue_items.hidden`: the owner hid it; the widget does not list it.
 * - `catalogue_items.archived_at`: deleted while orders name it; kept (the
 *   orders keep their own snapshot anyway) but never listed again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('catalogue_items')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute()
  await db.schema
    .alterTable('catalogue_items')
    .addColumn('hidden', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute()
  await db.schema.alterTable('catalogue_items').addColumn('archived_at', 'timestamptz').execute()
  await db.schema
    .createIndex('catalogue_items_catalogue')
    .on('catalogue_items')
    .columns(['site_id', 'catalogue_id', 'position'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('catalogue_items_catalogue').execute()
  await db.schema.alterTable('catalogue_items').dropColumn('archived_at').execute()
  await db.schema.alterTable('catalogue_items').dropColumn('hidden').execute()
  await db.schema.alterTable('catalogue_items').dropColumn('version').execute()
}
