import { sql, type Kysely } from 'kysely'

/**
 * The owners' language (contract/language.ts), so what the server sends an owner is written in the language they
 * read the owner app in:
 *
 * - `push_subscriptions.language`: an owner device's language, the owner app's when it (re)subscribed; the app posts
 *   its subscription again when the owner switches language. Null on a customer's device (their pushes follow
 *   `customers.language`) and on an owner device subscribed before this column (the site's default language).
 * - `owner_email_settings.language`: the owner app's language when the owner last saved their e-mail choices. Null:
 *   saved before this column (the site's default language).
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['push_subscriptions', 'owner_email_settings']) {
    await db.schema
      .alterTable(table)
      .addColumn('language', 'text', (col) => col.check(sql.raw(`language in ('en', 'hi')`)))
      .execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['owner_email_settings', 'push_subscriptions'])
    await db.schema.alterTable(table).dropColumn('language').execute()
}
