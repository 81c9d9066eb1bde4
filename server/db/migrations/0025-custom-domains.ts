import { sql, type Kysely } from 'kysely'

/**
 * Custom domains and the onboarding checklist.
 *
 * - `site_domains`: a site's custom domain (one per site, one site per
 *   domain): `domain` as the owner typed it (the DNS record's name) and
 *   `host` as a Host header finds it (`www.` dropped, server/modules/site/host.ts),
 *   unique across sites; `verified_at` once its CNAME pointed at the
 *   platform, and what the last check saw. Only a verified row serves the site.
 *   The values `sites.custom_domain` held are copied here as verified; that
 *   column is read by nothing since.
 * - `site_onboarding`: when the owner first shared the site (copied the
 *   link, took the QR code, opened WhatsApp) and dismissed the checklist.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const site = (col: any) => col.notNull().references('sites.id').onDelete('cascade')
  await db.schema
    .createTable('site_domains')
    .addColumn('site_id', 'text', (col) => site(col).primaryKey())
    .addColumn('domain', 'text', (col) => col.notNull())
    .addColumn('host', 'text', (col) => col.notNull().unique())
    .addColumn('verified_at', 'timestamptz')
    .addColumn('checked_at', 'timestamptz')
    .addColumn('found', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`
    insert into site_domains (site_id, domain, host, verified_at)
    select id, lower(custom_domain), regexp_replace(lower(custom_domain), '^www\.', ''), now()
    from sites where custom_domain is not null
  `.execute(db)
  await db.schema
    .createTable('site_onboarding')
    .addColumn('site_id', 'text', (col) => site(col).primaryKey())
    .addColumn('shared_at', 'timestamptz')
    .addColumn('dismissed_at', 'timestamptz')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('site_onboarding').execute()
  await db.schema.dropTable('site_domains').execute()
}
