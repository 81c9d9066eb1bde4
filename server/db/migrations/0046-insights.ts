import type { Kysely } from 'kysely'

/**
 * Insights: the published pages served to people, counted per site, shop's day and path (`site_visits`, added to in
 * batches); and the customers whose chat connected, once per site, day and customer (`chat_opens`). Neither keeps
 * anything about a visitor.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_visits')
    .addColumn('site_id', 'text', (col) => col.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('visits', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('site_visits_pkey', ['site_id', 'day', 'path'])
    .execute()
  await db.schema
    .createTable('chat_opens')
    .addColumn('site_id', 'text', (col) => col.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('customer_id', 'text', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('chat_opens_pkey', ['site_id', 'day', 'customer_id'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('chat_opens').execute()
  await db.schema.dropTable('site_visits').execute()
}
