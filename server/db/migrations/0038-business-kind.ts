import { sql, type Kysely } from 'kysely'

/**
 * The kind of business a site is, as chosen at sign-up (`contract/signup.ts` `BUSINESS_KINDS`) and changed in the
 * owner's business profile: the home page's structured data names the matching schema.org type. Sites made before
 * have none (plain `LocalBusiness`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table sites add column business_kind text`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sites').dropColumn('business_kind').execute()
}
