import type { Kysely } from 'kysely'

/**
 * `contact_submissions.message`: the contact form's optional free message
 * (beside the services the visitor asks about), shown to the owner with
 * the lead. Leads stored before have none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contact_submissions').addColumn('message', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contact_submissions').dropColumn('message').execute()
}
