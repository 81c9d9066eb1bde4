import { sql, type Kysely } from 'kysely'

/**
 * The owner studio's activity: `owner_activity` holds one row per change of
 * a catalogue item, category, catalogue, the topics, or a settings section
 * (who, when, what: the fields with their old and new values where they are
 * not secret). It takes over `settings_changes` (migration 0019), whose rows
 * it copies as `settings` entries naming their fields; that table is dropped.
 * `id` counts up, so the newest-first pages of a subject are read by it.
 *
 * Also `catalogue_items_listed`: the items a widget lists (not hidden, not
 * archived) by catalogue, which the widget's catalogue call counts per
 * category: a large catalogue is counted from the index, not its rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('owner_activity')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('site_id', 'text', (col) => col.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'text', (col) => col.notNull())
    .addColumn('subject_name', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('changes', 'jsonb', (col) => col.notNull())
    // Null: the owner key (automation); the label keeps who it was after an owner is removed.
    .addColumn('owner_id', 'text')
    .addColumn('owner_label', 'text', (col) => col.notNull())
    .addColumn('changed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createIndex('owner_activity_subject')
    .on('owner_activity')
    .columns(['site_id', 'subject', 'subject_id', 'id'])
    .execute()
  await sql`insert into owner_activity
      (site_id, subject, subject_id, subject_name, action, changes, owner_id, owner_label, changed_at)
      select site_id, 'settings', section, section, 'edited',
        (select coalesce(jsonb_agg(jsonb_build_object('field', f)), '[]'::jsonb)
          from jsonb_array_elements_text(fields) f),
        owner_id, owner_label, changed_at
      from settings_changes order by changed_at, id`.execute(db)
  await db.schema.dropTable('settings_changes').execute()
  await sql`create index catalogue_items_listed on catalogue_items (site_id, catalogue_id)
      where hidden = false and archived_at is null`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('catalogue_items_listed').execute()
  await db.schema
    .createTable('settings_changes')
    .addColumn('id', 'text', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('site_id', 'text', (col) => col.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('section', 'text', (col) => col.notNull())
    .addColumn('fields', 'jsonb', (col) => col.notNull())
    .addColumn('owner_id', 'text')
    .addColumn('owner_label', 'text', (col) => col.notNull())
    .addColumn('changed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createIndex('settings_changes_site')
    .on('settings_changes')
    .columns(['site_id', 'changed_at'])
    .execute()
  await sql`insert into settings_changes (site_id, section, fields, owner_id, owner_label, changed_at)
      select site_id, subject_id,
        (select coalesce(jsonb_agg(c->>'field'), '[]'::jsonb) from jsonb_array_elements(changes) c),
        owner_id, owner_label, changed_at
      from owner_activity where subject = 'settings'`.execute(db)
  await db.schema.dropTable('owner_activity').execute()
}
