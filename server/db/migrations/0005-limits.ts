import { sql, type Kysely } from 'kysely'

/**
 * Bounded resources (so no client can fill the disk or the database): `rate_limit_counters` holds one
 * fixed-window counter per limited thing (`message:<customer>`,
 * `upload:<customer>`, `contact:<ip>`), so every process on the database
 * counts together; `uploads` records each stored file's size, so a site's
 * upload quota is one sum. Files stored before this migration are not
 * counted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('window_ends_at', 'timestamptz', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('uploads')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('site_id', 'text', (col) => col.notNull().references('sites.id').onDelete('cascade'))
    // No foreign key: the file stays the site's (and counts) whatever becomes of the customer.
    .addColumn('customer_id', 'text')
    // At most 100 MB a file (file-type.ts), well inside an integer.
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('uploads_site').on('uploads').column('site_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('uploads').execute()
  await db.schema.dropTable('rate_limit_counters').execute()
}
