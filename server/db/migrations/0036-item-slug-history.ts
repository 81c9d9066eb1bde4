import type { Kysely } from 'kysely'

/**
 * The slugs an item had before the owner renamed them, per site: a product page's old address (`/products/<old>`)
 * answers 301 to the new one. A slug given to another item later is that item's (the live slug wins over history);
 * writing an old slug again moves it to the item that had it last.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('item_slug_history')
    .addColumn('site_id', 'text', (col) => col.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('slug', 'text', (col) => col.notNull())
    .addColumn('item_id', 'text', (col) => col.notNull().references('catalogue_items.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('item_slug_history_pkey', ['site_id', 'slug'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('item_slug_history').execute()
}
