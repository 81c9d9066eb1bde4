import { sql, type Kysely } from 'kysely'

/** The owners' private notes on a customer, with who wrote each (as the activity names them) and when. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('customer_notes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('site_id', 'text', (col) => col.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('author', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createIndex('customer_notes_by_customer')
    .on('customer_notes')
    .columns(['site_id', 'customer_id', 'created_at'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('customer_notes').execute()
}
