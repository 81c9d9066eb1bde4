import { sql, type Kysely } from 'kysely'

/**
 * Labels on conversations and who looks after each one. `labels`: the owners' own (a name once per site, whatever its
 * case, and a colour). `conversation_labels`: the labels a conversation (a customer of the site) carries, the owners'
 * by id and the product's own by name (`newCustomer`, `paid`, ...: contract/owner-labels.ts).
 * `conversation_assignments`: the owner a conversation is given to; it goes with the owner when they leave the team.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('labels')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('site_id', 'text', (col) => col.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('colour', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create unique index labels_site_name on labels (site_id, lower(name))`.execute(db)
  await db.schema
    .createTable('conversation_labels')
    .addColumn('site_id', 'text', (col) => col.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('label_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('conversation_labels_pkey', ['site_id', 'customer_id', 'label_id'])
    .execute()
  await db.schema
    .createIndex('conversation_labels_by_label')
    .on('conversation_labels')
    .columns(['site_id', 'label_id'])
    .execute()
  await db.schema
    .createTable('conversation_assignments')
    .addColumn('site_id', 'text', (col) => col.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('owner_id', 'text', (col) => col.notNull().references('site_owners.id').onDelete('cascade'))
    .addColumn('assigned_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('conversation_assignments_pkey', ['site_id', 'customer_id'])
    .execute()
  await db.schema
    .createIndex('conversation_assignments_by_owner')
    .on('conversation_assignments')
    .columns(['site_id', 'owner_id'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('conversation_assignments').execute()
  await db.schema.dropTable('conversation_labels').execute()
  await db.schema.dropTable('labels').execute()
}
