import type { ColumnType, Generated } from 'kysely'
import {
  ACTIVITY_PAGE_SIZE,
  type ActivityAction,
  type ActivityChange,
  type ActivityEntry,
  type ActivityQuery,
  type ActivityResponse,
  type ActivitySubject,
} from '../../../contract/owner-activity.js'
import type { Db } from '../../db/database.js'
import type { RequestOwner } from '../../identity/owner.js'
import { serverText } from '../../text/server-text.js'

/** The table of migration 0022, as Kysely sees it (`db.withTables<ActivityTables>()`). */
export type ActivityTables = {
  ownerActivity: {
    id: Generated<string>
    siteId: string
    subject: ActivitySubject
    subjectId: string
    subjectName: string
    action: ActivityAction
    changes: ColumnType<ActivityChange[], string, string>
    ownerId: string | null
    ownerLabel: string
    changedAt: Generated<Date>
  }
}

/** One change to record: what it is about, what was done, the fields. */
export interface ActivityRecord {
  subject: ActivitySubject
  subjectId: string
  subjectName: string
  action: ActivityAction
  changes: readonly ActivityChange[]
}

/**
 * Who made a change, as the activity shows it: the owner's name, else their phone with all but its last four
 * digits hidden (the list is read by every owner of the site, on shared screens); 'Owner key' for automation.
 */
export function ownerLabel(owner: RequestOwner | null): string {
  if (!owner) return serverText('settings.byOwnerKey')
  const name = owner.name?.trim()
  if (name) return name
  const digits = owner.phoneNumber.replace(/\D/g, '')
  return `${owner.countryCode} ${'•'.repeat(Math.max(digits.length - 4, 0))}${digits.slice(-4)}`
}

/**
 * Records changes of one site by one owner. Call it with the transaction of the write it describes, so the
 * change and its record are kept or lost together.
 */
export async function recordActivity(
  db: Db,
  siteId: string,
  owner: RequestOwner | null,
  records: readonly ActivityRecord[],
): Promise<void> {
  if (records.length === 0) return
  const by = ownerLabel(owner)
  await db
    .withTables<ActivityTables>()
    .insertInto('ownerActivity')
    .values(
      records.map((record) => ({
        siteId,
        subject: record.subject,
        subjectId: record.subjectId,
        subjectName: record.subjectName.slice(0, 200),
        action: record.action,
        changes: JSON.stringify(record.changes),
        ownerId: owner?.id ?? null,
        ownerLabel: by,
      })),
    )
    .execute()
}

/** One page of a subject's entries, newest first; looked up by site. */
export async function activityPage(db: Db, siteId: string, query: ActivityQuery): Promise<ActivityResponse> {
  let select = db
    .withTables<ActivityTables>()
    .selectFrom('ownerActivity')
    .selectAll()
    .where('siteId', '=', siteId)
    .where('subject', '=', query.subject)
    .where('subjectId', '=', query.id)
  if (query.before !== undefined) select = select.where('id', '<', query.before)
  const rows = await select
    .orderBy('id', 'desc')
    .limit(ACTIVITY_PAGE_SIZE + 1)
    .execute()
  const page = rows.slice(0, ACTIVITY_PAGE_SIZE)
  const entries = page.map((row): ActivityEntry => ({
    _id: String(row.id),
    subject: row.subject,
    subjectId: row.subjectId,
    subjectName: row.subjectName,
    action: row.action,
    changes: row.changes,
    by: row.ownerLabel,
    at: new Date(row.changedAt).toISOString(),
  }))
  return { message: 'success', entries, next: rows.length > ACTIVITY_PAGE_SIZE ? entries.at(-1)!._id : null }
}
