import type { Db } from '../../db/database.js'
import { SUBDOMAIN_HOLD_MS } from './subdomain-rules.js'

/**
 * Deletes a site and everything of it (`npm run admin -- site delete <subdomain>`), and holds its subdomain for
 * `SUBDOMAIN_HOLD_MS`, so nobody takes a name its customers still know. One transaction.
 *
 * @returns false when there is no such site
 */
export async function deleteSite(db: Db, subdomain: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('sites')
      .where('subdomain', '=', subdomain.toLowerCase())
      .returning('id')
      .executeTakeFirst()
    if (!deleted) return false
    const heldUntil = new Date(now.getTime() + SUBDOMAIN_HOLD_MS)
    await trx
      .insertInto('heldSubdomains')
      .values({ subdomain: subdomain.toLowerCase(), heldUntil })
      .onConflict((oc) => oc.column('subdomain').doUpdateSet({ heldUntil }))
      .execute()
    return true
  })
}
