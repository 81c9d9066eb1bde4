import { sql } from 'kysely'
import type { Db } from '../../db/database.js'
import { uploadQuotaExceeded } from './upload-errors.js'

/** A stored file as the quota counts it. */
export interface UploadRecord {
  key: string
  siteId: string
  /** Null for the owner's uploads. */
  customerId: string | null
  bytes: number
}

/**
 * The per-site upload quota (`UPLOAD_QUOTA_MB`): every stored file's size
 * is recorded in `uploads`, and a site's room is the quota minus their sum.
 * The room is read when an upload starts and the file may not grow past it
 * (`UploadService`); uploads running side by side each see the room of
 * their start, so together they may pass the quota by at most their sizes.
 *
 * @example
 * const quota = new UploadQuota(app.db, app.config.limits.uploadQuotaBytes)
 * const room = await quota.roomFor(siteId) // throws 413 UPLOAD_QUOTA_EXCEEDED when full
 * await quota.record({ key, siteId, customerId, bytes })
 */
export class UploadQuota {
  constructor(
    private readonly db: Db,
    private readonly quotaBytes: number,
  ) {}

  /** Bytes the site may still store; a full site is refused with 413 before any byte of the file is read. */
  async roomFor(siteId: string): Promise<number> {
    const room = this.quotaBytes - (await this.storedBytes(siteId))
    if (room <= 0) throw uploadQuotaExceeded()
    return room
  }

  async storedBytes(siteId: string): Promise<number> {
    const row = await this.db
      .selectFrom('uploads')
      .select(sql<string | number>`coalesce(sum(bytes), 0)`.as('total'))
      .where('siteId', '=', siteId)
      .executeTakeFirst()
    // PostgreSQL sums integers as a bigint, which the driver reads as text.
    return Number(row?.total ?? 0)
  }

  async record(upload: UploadRecord): Promise<void> {
    await this.db.insertInto('uploads').values(upload).execute()
  }
}
