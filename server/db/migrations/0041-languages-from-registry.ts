import { sql, type Kysely } from 'kysely'

/**
 * The languages (contract/language.ts) come from one registry, so adding a language is a folder of locales/ and one
 * line there, no migration: the columns that keep a language stop listing them (`language in ('en', 'hi')`, from the
 * languages and owner-languages migrations). Every write of a language comes through the `Language` codec, which
 * refuses a language Vitrine does not offer.
 */
const COLUMNS = [
  ['sites', 'default_language'],
  ['customers', 'language'],
  ['push_subscriptions', 'language'],
  ['owner_email_settings', 'language'],
] as const

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, column] of COLUMNS)
    await sql.raw(`alter table ${table} drop constraint if exists ${table}_${column}_check`).execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, column] of COLUMNS) {
    await sql.raw(`update ${table} set ${column} = 'en' where ${column} not in ('en', 'hi')`).execute(db)
    await sql
      .raw(`alter table ${table} add constraint ${table}_${column}_check check (${column} in ('en', 'hi'))`)
      .execute(db)
  }
}
