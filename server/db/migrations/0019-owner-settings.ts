import { sql, type Kysely } from 'kysely'

/**
 * The owner's settings.
 *
 * - `sites.business_settings`: the business profile (phone, WhatsApp,
 *   e-mail, address) and the hours (weekly openings, time zone, holidays,
 *   away message, pause of orders). The name, logo and palette stay where
 *   the page reads them (`widget_settings.headerTitle`, `logo`,
 *   `color_palette`), the manual payment details and the gateway's sealed
 *   keys in `payment_settings`.
 * - `settings_changes`: who changed which fields of a section, and when
 *   (the activity the owner reads per setting); never a value.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sites')
    .addColumn('business_settings', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute()
  await db.schema
    .createTable('settings_changes')
    .addColumn('id', 'text', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('site_id', 'text', (col) => col.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('section', 'text', (col) => col.notNull())
    .addColumn('fields', 'jsonb', (col) => col.notNull())
    // Null: the owner key (automation); the label keeps who it was after an owner is removed.
    .addColumn('owner_id', 'text')
    .addColumn('owner_label', 'text', (col) => col.notNull())
    .addColumn('changed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createIndex('settings_changes_site')
    .on('settings_changes')
    .columns(['site_id', 'changed_at'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('settings_changes').execute()
  await db.schema.alterTable('sites').dropColumn('business_settings').execute()
}
