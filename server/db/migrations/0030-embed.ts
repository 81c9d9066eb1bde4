import { sql, type Kysely } from 'kysely'

/**
 * The widget on other websites: per site, the host origins allowed to frame it (`allowed_origins`, a JSON array)
 * and the identify secret (sealed with the installation's key, context `embed:<site>`) the host's server signs
 * identify tokens with. No row: no origin allowed, no secret yet.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_embeds')
    .addColumn('site_id', 'text', (col) => col.primaryKey().references('sites.id').onDelete('cascade'))
    .addColumn('allowed_origins', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('identify_secret', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('site_embeds').execute()
}
