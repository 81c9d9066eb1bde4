import type { Kysely } from 'kysely'
import type { Language } from '../../../contract/language.js'
import type { OwnerEmailSettings } from '../../../contract/owner-email.js'
import type { Database } from '../../db/schema.js'
import { claimRow } from '../../db/claim.js'

/** An owner who gets e-mail of some kind. */
export interface EmailRecipient {
  ownerId: string
  address: string
  /** The owner app's language when they saved their choices; null: not known (the site's default language). */
  language: Language | null
}

/** No row: no address, nothing chosen. */
export const NO_EMAIL: OwnerEmailSettings = { address: null, newOrders: false, dailyDigest: false }

/**
 * The e-mail tables (migrations 0029, 0032): owners' addresses, choices and language, the
 * record of which event each owner was e-mailed about, and the daily digest
 * taken per site and day. Every query names the site or the owner.
 */
export class EmailRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async settings(siteId: string, ownerId: string): Promise<OwnerEmailSettings> {
    const row = await this.db
      .selectFrom('ownerEmailSettings')
      .select(['address', 'newOrders', 'dailyDigest'])
      .where('siteId', '=', siteId)
      .where('ownerId', '=', ownerId)
      .executeTakeFirst()
    return row ?? NO_EMAIL
  }

  /** Keeps the owner's choices, and `language`, the one their e-mails are written in. */
  async save(siteId: string, ownerId: string, settings: OwnerEmailSettings, language: Language): Promise<void> {
    const { address, newOrders, dailyDigest } = settings
    const values = { address, newOrders, dailyDigest, language }
    await this.db
      .insertInto('ownerEmailSettings')
      .values({ ownerId, siteId, ...values })
      .onConflict((oc) => oc.column('ownerId').doUpdateSet(values))
      .execute()
  }

  /** The site's owners with an address who chose `choice`. */
  recipients(siteId: string, choice: 'newOrders' | 'dailyDigest'): Promise<EmailRecipient[]> {
    return this.db
      .selectFrom('ownerEmailSettings')
      .select(['ownerId', 'address as address', 'language'])
      .where('siteId', '=', siteId)
      .where(choice, '=', true)
      .where('address', 'is not', null)
      .$narrowType<{ address: string }>()
      .execute()
  }

  /** Takes the e-mail of `eventId` to the owner: true for the one caller that should send it. */
  async claimSend(eventId: string, ownerId: string): Promise<boolean> {
    return claimRow(this.db, 'emailSends', { eventId, ownerId }, ['eventId', 'ownerId'])
  }

  /** Gives a claimed send back (the SMTP server refused): the event's next delivery sends it. */
  async releaseSend(eventId: string, ownerId: string): Promise<void> {
    await this.db.deleteFrom('emailSends').where('eventId', '=', eventId).where('ownerId', '=', ownerId).execute()
  }

  /** Takes the site's digest of `day`: true for the one process that should send it. */
  async claimDigest(siteId: string, day: string): Promise<boolean> {
    return claimRow(this.db, 'emailDigests', { siteId, day }, ['siteId', 'day'])
  }

  /** Gives the digest of `day` back (sending failed): the next tick sends it. */
  async releaseDigest(siteId: string, day: string): Promise<void> {
    await this.db.deleteFrom('emailDigests').where('siteId', '=', siteId).where('day', '=', day).execute()
  }

  /** Forgets sends and digests older than `keepMs` (far longer than the outbox retries an event or a day lasts). */
  async sweep(now: Date, keepMs: number): Promise<void> {
    const before = new Date(now.getTime() - keepMs)
    await this.db.deleteFrom('emailSends').where('sentAt', '<', before).execute()
    await this.db.deleteFrom('emailDigests').where('sentAt', '<', before).execute()
  }
}
