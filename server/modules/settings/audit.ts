import type { ActivityChange } from '../../../contract/owner-activity.js'
import type { SettingsChange, SettingsSection } from '../../../contract/settings.js'
import type { Db } from '../../db/database.js'
import type { RequestOwner } from '../../identity/owner.js'
import { recordActivity, type ActivityTables } from '../activity/index.js'

/** How many changes the settings answer carries (the activity call pages through all of them). */
export const ACTIVITY_LIMIT = 50

/**
 * Records a change of a settings section (in the caller's transaction, with the write it describes): the
 * fields with their old and new values (secrets only as changed), who, when.
 */
export async function recordChange(
  db: Db,
  siteId: string,
  section: SettingsSection,
  changes: readonly ActivityChange[],
  owner: RequestOwner | null,
): Promise<void> {
  await recordActivity(db, siteId, owner, [
    { subject: 'settings', subjectId: section, subjectName: section, action: 'edited', changes },
  ])
}

/** The latest changes of a site's settings, newest first, by field name. */
export async function activity(db: Db, siteId: string): Promise<SettingsChange[]> {
  const rows = await db
    .withTables<ActivityTables>()
    .selectFrom('ownerActivity')
    .selectAll()
    .where('siteId', '=', siteId)
    .where('subject', '=', 'settings')
    .orderBy('id', 'desc')
    .limit(ACTIVITY_LIMIT)
    .execute()
  return rows.map((row) => ({
    _id: String(row.id),
    section: row.subjectId as SettingsSection,
    fields: row.changes.map((change) => (change.option ? `${change.option}: ${change.field}` : change.field)),
    by: row.ownerLabel,
    at: new Date(row.changedAt).toISOString(),
  }))
}
