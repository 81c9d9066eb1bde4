import { sql, type Kysely } from 'kysely'

/**
 * Languages (contract/language.ts):
 *
 * - `sites.default_language`: the language a reader gets when neither their saved choice nor their browser's
 *   languages name one Vitrine offers; a setting of the business profile, English unless the owner changes it.
 * - `customers.language`: the language a customer reads, stored when they sign in or switch it in the widget;
 *   the server's messages to them (the one-time code, the welcome, order and payment messages) are in it. Null:
 *   never known (messages go in the site's default language).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sites')
    .addColumn('default_language', 'text', (col) => col.notNull().defaultTo('en').check(sqlIn('default_language')))
    .execute()
  await db.schema
    .alterTable('customers')
    .addColumn('language', 'text', (col) => col.check(sqlIn('language')))
    .execute()
}

function sqlIn(column: string) {
  return sql.raw(`${column} in ('en', 'hi')`)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customers').dropColumn('language').execute()
  await db.schema.alterTable('sites').dropColumn('default_language').execute()
}
