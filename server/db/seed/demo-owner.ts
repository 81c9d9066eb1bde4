import type { Db } from '../database.js'

/**
 * The demo site's owner: signs in at `/owner` (README), with the fixed code of `DEMO_OWNER_OTP_NUMBER` outside
 * production.
 */
export const DEMO_OWNER = { countryCode: '+91', phoneNumber: '9999988888', name: 'Demo owner' } as const

/**
 * Gives the demo site its owner when it has none: on a new demo, and on a
 * demo database made before owners existed. A site that has owners keeps
 * exactly the owners it has.
 */
export async function seedDemoOwner(db: Db, siteId: string): Promise<void> {
  const existing = await db
    .selectFrom('siteOwners')
    .select('id')
    .where('siteId', '=', siteId)
    .limit(1)
    .executeTakeFirst()
  if (existing) return
  await db
    .insertInto('siteOwners')
    .values({ siteId, ...DEMO_OWNER })
    .onConflict((oc) => oc.doNothing())
    .execute()
}
