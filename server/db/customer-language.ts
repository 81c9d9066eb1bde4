import type { Language } from '../../contract/language.js'
import type { Db } from './handle.js'

/**
 * The language the server writes to a customer in (chat messages about their orders and payments): theirs
 * (`customers.language`), else their site's default language, else English.
 */
export async function customerLanguage(db: Db, siteId: string, customerId: string): Promise<Language> {
  const row = await db
    .selectFrom('customers')
    .innerJoin('sites', 'sites.id', 'customers.siteId')
    .select(['customers.language', 'sites.defaultLanguage'])
    .where('customers.siteId', '=', siteId)
    .where('customers.id', '=', customerId)
    .executeTakeFirst()
  return row?.language ?? row?.defaultLanguage ?? 'en'
}
