import type { Kysely } from 'kysely'
import type { Database } from './schema.js'

/** Tables whose rows belong to one site (`siteId`) and are named by `id`. */
export type SiteTable = 'catalogues' | 'customers' | 'labels' | 'siteOwners'

/**
 * Whether the site has the row `id` in `table`: another site's row is not found, so a caller learns nothing of it.
 *
 * @example
 * if (!(await siteHasRow(db, 'customers', siteId, customerId))) throw notFound('customerNotes.customerNotFound')
 */
export async function siteHasRow(db: Kysely<Database>, table: SiteTable, siteId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom(table as 'customers')
    .select('id')
    .where('siteId', '=', siteId)
    .where('id', '=', id)
    .executeTakeFirst()
  return row !== undefined
}
