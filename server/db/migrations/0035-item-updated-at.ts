import { sql, type Kysely } from 'kysely'

/**
 * When an item last changed (`catalogue_items.updated_at`), for the sitemap's `lastmod` and the product feed: set by
 * the database on every update of the row, so every writer (the studio, the CSV import, orders moving
 * stock, the seed) keeps it right without knowing of it. Existing items start at the migration's time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table catalogue_items add column updated_at timestamptz not null default now()`.execute(db)
  await sql`create function catalogue_item_touch() returns trigger language plpgsql as $$
    begin
      new.updated_at := now();
      return new;
    end
    $$`.execute(db)
  await sql`create trigger catalogue_items_touch before update on catalogue_items
    for each row execute function catalogue_item_touch()`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger catalogue_items_touch on catalogue_items`.execute(db)
  await sql`drop function catalogue_item_touch()`.execute(db)
  await db.schema.alterTable('catalogue_items').dropColumn('updated_at').execute()
}
