import * as t from 'io-ts'
import type { ColumnType, Selectable } from 'kysely'
import { Text } from '../../../../contract/text.js'

/** The owner's calls (a real module's paths and codecs live in contract/, shared with the owner app). */
export const FOLLOW_UPS_PATH = '/business_website/owner/follow-ups'
export const FOLLOW_UP_DONE_PATH = '/business_website/owner/follow-ups/done'
export const FollowUpDoneBody = t.type({ followUpId: Text }, 'FollowUpDoneBody')
export type FollowUpDoneBody = t.TypeOf<typeof FollowUpDoneBody>

/** A lead is followed up this long after it arrives. */
export const FOLLOW_UP_AFTER_MS = 24 * 60 * 60 * 1000

/** The table of 0100-follow-ups.ts, as Kysely sees it (`db.withTables<FollowUpTables>()`). */
export type FollowUpTables = {
  leadFollowUps: {
    id: string
    siteId: string
    leadId: string
    dueAt: ColumnType<Date, Date, never>
    doneAt: ColumnType<Date | null, Date | null | undefined, Date | null>
  }
}

export type FollowUp = Selectable<FollowUpTables['leadFollowUps']>
