import { sql, type Kysely } from 'kysely'

/**
 * The owner's quick replies (saved answers with a `/shortcut`), per site, a shortcut once per site; and the sites that
 * were given the starter replies already (an owner who deletes them all does not get them back).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('quick_replies')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('site_id', 'text', (col) => col.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('shortcut', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('quick_replies_site_shortcut', ['site_id', 'shortcut'])
    .execute()
  await db.schema
    .createTable('quick_reply_starters')
    .addColumn('site_id', 'text', (col) => col.primaryKey().references('sites.id').onDelete('cascade'))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('quick_reply_starters').execute()
  await db.schema.dropTable('quick_replies').execute()
}
