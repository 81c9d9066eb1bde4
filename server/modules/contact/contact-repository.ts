import type { Insertable } from 'kysely'
import type { Db } from '../../db/database.js'
import type { ContactSubmissionsTable } from '../../db/schema.js'

export type NewContactSubmission = Insertable<ContactSubmissionsTable>

/** Stored contact form submissions (§2 Contact modal), one row per message. */
export class ContactRepository {
  constructor(private readonly db: Db) {}

  async insert(submission: NewContactSubmission): Promise<void> {
    await this.db.insertInto('contactSubmissions').values(submission).execute()
  }
}
