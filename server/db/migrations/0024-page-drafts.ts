import { sql, type Kysely } from 'kysely'

/**
 * Page drafts: the owner's editor changes a route's draft (`page_drafts`,
 * one per site and route; `color_palette` set when a restored version brings
 * its palette back), never the live page. 'Publish' writes the draft live
 * and deletes it, 'Discard' deletes it. Every version gets what changed
 * (`changes`, a list of `PageChange`s the owner app names: 'Hero title, hid
 * Final CTA') and who published it (`published_by`, the owner's name or
 * phone; '' for an owner key or the seed). Versions made before this have no
 * changes recorded.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('page_drafts')
    .addColumn('site_id', 'text', (col) => col.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('route', 'text', (col) => col.notNull())
    .addColumn('sections', 'jsonb', (col) => col.notNull())
    .addColumn('color_palette', 'jsonb')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('page_drafts_pkey', ['site_id', 'route'])
    .execute()
  await db.schema
    .alterTable('page_versions')
    .addColumn('changes', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('published_by', 'text', (col) => col.notNull().defaultTo(''))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('page_versions').dropColumn('changes').dropColumn('published_by').execute()
  await db.schema.dropTable('page_drafts').execute()
}
