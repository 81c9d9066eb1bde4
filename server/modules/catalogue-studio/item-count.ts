import type { Db } from '../../db/database.js'

/** Whether a site's catalogue has an item (product or service) that is not deleted: the checklist's 'first product'. */
export async function hasCatalogueItem(db: Db, siteId: string): Promise<boolean> {
  const row = await db
    .selectFrom('catalogueItems')
    .select('id')
    .where('siteId', '=', siteId)
    .where('archivedAt', 'is', null)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}
