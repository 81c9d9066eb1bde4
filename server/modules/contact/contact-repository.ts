import { sql, type Insertable, type Selectable } from 'kysely'
import { LEADS_PAGE_SIZE, type Lead, type LeadsFilter } from '../../../contract/owner-inbox.js'
import type { Db } from '../../db/database.js'
import type { ContactSubmissionsTable } from '../../db/schema.js'

export type NewContactSubmission = Insertable<ContactSubmissionsTable>
export type ContactSubmission = Selectable<ContactSubmissionsTable>

/** A submission as the owner's leads list shows it (the sender's IP stays on the server). */
export function toLead(row: ContactSubmission): Lead {
  return {
    _id: row.id,
    name: row.name,
    countryCode: row.countryCode,
    contact: row.contact,
    email: row.email,
    company: row.company,
    messageContent: row.messageContent,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  }
}

/**
 * Stored contact form submissions (the contact modal), one row per message:
 * the owner's leads. Always read by site.
 */
export class ContactRepository {
  constructor(private readonly db: Db) {}

  insert(submission: NewContactSubmission): Promise<ContactSubmission> {
    return this.db.insertInto('contactSubmissions').values(submission).returningAll().executeTakeFirstOrThrow()
  }

  byId(siteId: string, id: string): Promise<ContactSubmission | undefined> {
    return this.db
      .selectFrom('contactSubmissions')
      .selectAll()
      .where('siteId', '=', siteId)
      .where('id', '=', id)
      .executeTakeFirst()
  }

  /**
   * A page (LEADS_PAGE_SIZE) of the site's leads, newest first, after the
   * lead `before` (in (createdAt, id) order, compared in the database at its
   * own precision); `hasMore` when older ones remain.
   */
  async page(
    siteId: string,
    status: LeadsFilter,
    before?: string,
  ): Promise<{ rows: ContactSubmission[]; hasMore: boolean }> {
    let query = this.db.selectFrom('contactSubmissions').selectAll().where('siteId', '=', siteId)
    if (status === 'open') query = query.where('handledAt', 'is', null)
    if (status === 'handled') query = query.where('handledAt', 'is not', null)
    if (before !== undefined) {
      query = query.where(
        sql<boolean>`(created_at, id) < (select created_at, id from contact_submissions
          where site_id = ${siteId} and id = ${before})`,
      )
    }
    const rows = await query
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(LEADS_PAGE_SIZE + 1)
      .execute()
    return { rows: rows.slice(0, LEADS_PAGE_SIZE), hasMore: rows.length > LEADS_PAGE_SIZE }
  }

  /** How many of the site's leads are not handled. */
  async openCount(siteId: string): Promise<number> {
    const row = await this.db
      .selectFrom('contactSubmissions')
      .select((eb) => eb.fn.countAll<string | number>().as('open'))
      .where('siteId', '=', siteId)
      .where('handledAt', 'is', null)
      .executeTakeFirstOrThrow()
    return Number(row.open)
  }

  /**
   * Marks the lead handled at `at` (one handled before keeps its time), or open again (null); undefined when the site
   * has no such lead.
   */
  setHandled(siteId: string, id: string, at: Date | null): Promise<ContactSubmission | undefined> {
    return this.db
      .updateTable('contactSubmissions')
      .set({ handledAt: at === null ? null : sql<Date>`coalesce(handled_at, ${at})` })
      .where('siteId', '=', siteId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst()
  }
}
