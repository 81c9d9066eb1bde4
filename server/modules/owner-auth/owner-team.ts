import type { Db } from '../../db/database.js'
import type { OtpRecipient } from '../../providers/otp/index.js'
import type { Site } from '../site/index.js'
import { addSiteOwner, type SiteOwner } from './site-owners.js'

/** What removing an owner did: the sessions it ended, or why it did nothing. */
export type RemoveOutcome = { sessionIds: string[] } | 'notFound' | 'lastOwner'

/**
 * The owners of a site and the sites of a phone. An owner adds another by
 * phone (who then signs in at the site's `/owner` with a code) and removes
 * one; a site always keeps at least one owner, so the last owner cannot
 * remove themselves. Removing an owner ends their sessions (the rows go with
 * them; the caller disconnects their sockets).
 */
export class OwnerTeam {
  constructor(private readonly db: Db) {}

  owners(siteId: string): Promise<SiteOwner[]> {
    return this.db.selectFrom('siteOwners').selectAll().where('siteId', '=', siteId).orderBy('createdAt').execute()
  }

  /** @returns false when the phone is already an owner of the site */
  invite(siteId: string, phone: OtpRecipient, name: string | null): Promise<boolean> {
    return addSiteOwner(this.db, siteId, phone, name)
  }

  /**
   * Removes an owner of the site (themselves included, while another remains). The count and the delete run in one
   * transaction that locks the site's owners, so two owners removing each other at once cannot leave none.
   */
  remove(siteId: string, ownerId: string): Promise<RemoveOutcome> {
    return this.db.transaction().execute(async (trx) => {
      const owners = await trx.selectFrom('siteOwners').select('id').where('siteId', '=', siteId).forUpdate().execute()
      if (!owners.some((owner) => owner.id === ownerId)) return 'notFound'
      if (owners.length === 1) return 'lastOwner'
      const sessions = await trx
        .selectFrom('ownerSessions')
        .select('id')
        .where('ownerId', '=', ownerId)
        .where('siteId', '=', siteId)
        .execute()
      await trx.deleteFrom('siteOwners').where('id', '=', ownerId).where('siteId', '=', siteId).execute()
      return { sessionIds: sessions.map((session) => session.id) }
    })
  }

  /** The sites whose owners include this phone, by subdomain. */
  sitesOf(phone: OtpRecipient): Promise<Site[]> {
    return this.db
      .selectFrom('sites')
      .innerJoin('siteOwners', 'siteOwners.siteId', 'sites.id')
      .selectAll('sites')
      .where('siteOwners.countryCode', '=', phone.countryCode)
      .where('siteOwners.phoneNumber', '=', phone.phoneNumber)
      .orderBy('sites.subdomain')
      .execute()
  }
}
