import { sql, type Kysely } from 'kysely'

/**
 * The follow-ups of leads. A real module's migration is the next numbered file
 * of server/db/migrations (with its line in migrations/index.ts); its table's
 * types join `Database` in server/db/schema.ts.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lead_follow_ups')
    // The `lead.received` event's id: a second delivery of the event finds the row and adds nothing.
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('site_id', 'text', (col) => col.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('lead_id', 'text', (col) => col.notNull())
    .addColumn('due_at', 'timestamptz', (col) => col.notNull())
    .addColumn('done_at', 'timestamptz')
    .execute()
  await db.schema
    .createIndex('lead_follow_ups_open')
    .on('lead_follow_ups')
    .columns(['site_id', 'due_at'])
    .where(sql.ref('done_at'), 'is', null)
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lead_follow_ups').execute()
}
