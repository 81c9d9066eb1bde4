import type { Selectable } from 'kysely'
import type { Db } from '../../db/database.js'
import type { SiteOwnersTable } from '../../db/schema-owners.js'
import type { OtpRecipient } from '../../providers/otp/index.js'

export type SiteOwner = Selectable<SiteOwnersTable>

/**
 * `site_owners`: the phones that may sign in at `/owner`, per site, in the
 * customers' canonical form (`normalisePhone`), so `+91 99999 88888` typed
 * any way is one owner.
 */
export class SiteOwnerRepository {
  constructor(private readonly db: Db) {}

  /** The owner of this site with this phone; another site's owner is not found. */
  byPhone(siteId: string, phone: OtpRecipient): Promise<SiteOwner | undefined> {
    return this.db
      .selectFrom('siteOwners')
      .selectAll()
      .where('siteId', '=', siteId)
      .where('countryCode', '=', phone.countryCode)
      .where('phoneNumber', '=', phone.phoneNumber)
      .executeTakeFirst()
  }
}

/**
 * Makes `phone` an owner of the site, keeping an existing row (and its name)
 * as it is. Takes a transaction or the database.
 *
 * @returns true when it added the owner
 *
 * @example
 * await addSiteOwner(db, siteId, { countryCode: '+91', phoneNumber: '9999988888' }, 'Demo owner')
 */
export async function addSiteOwner(
  db: Db,
  siteId: string,
  phone: OtpRecipient,
  name: string | null = null,
): Promise<boolean> {
  const inserted = await db
    .insertInto('siteOwners')
    .values({ siteId, countryCode: phone.countryCode, phoneNumber: phone.phoneNumber, name })
    .onConflict((oc) => oc.columns(['siteId', 'countryCode', 'phoneNumber']).doNothing())
    .returning('id')
    .executeTakeFirst()
  return inserted !== undefined
}
