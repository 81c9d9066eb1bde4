import { sql, type Kysely } from 'kysely'

/**
 * Page versions: every publish keeps the state it makes live in
 * `page_versions`, so an owner can list them and restore one. Pages published
 * before this migration (the demo seed among them) get their live state as
 * a first version, with the site's palette, so there is always one to go
 * back to.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('page_versions')
    .addColumn('id', 'text', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('seq', 'bigint', (col) => col.notNull().generatedAlwaysAsIdentity())
    .addColumn('site_id', 'text', (col) => col.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('route', 'text', (col) => col.notNull())
    .addColumn('sections', 'jsonb', (col) => col.notNull())
    .addColumn('color_palette', 'jsonb', (col) => col.notNull())
    .addColumn('published_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('page_versions_route').on('page_versions').columns(['site_id', 'route', 'seq']).execute()

  await sql`insert into page_versions (site_id, route, sections, color_palette, published_at)
    select p.site_id, p.route, p.sections, s.color_palette, p.updated_at
    from pages p join sites s on s.id = p.site_id
    order by p.updated_at`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('page_versions').execute()
}
