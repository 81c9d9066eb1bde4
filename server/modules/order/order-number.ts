import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { widgetHeaderTitle } from '../auth/index.js'
import type { Site } from '../site/index.js'

/** The first order of a site is number 1001. */
export const FIRST_ORDER_NUMBER = 1001

/**
 * The letters before a site's order numbers: the initials of its widget
 * title ('Kesar Kitchen' → 'KK', at most 3), else of its subdomain, else 'ORD'.
 *
 * @example
 * orderPrefix(kesarKitchen) // 'KK'
 */
export function orderPrefix(site: Site): string {
  const initials = (text: string) =>
    text
      .split(/[^A-Za-z0-9]+/)
      .filter((word) => /^[A-Za-z]/.test(word))
      .map((word) => word[0]!.toUpperCase())
      .join('')
      .slice(0, 3)
  const title = widgetHeaderTitle(site)
  return (title ? initials(title) : '') || initials(site.subdomain) || 'ORD'
}

/**
 * The next human order id of a site ('KK-1042'), inside the caller's
 * transaction. The upsert locks the site's sequence row until the
 * transaction ends, so numbers are never handed out twice and a rolled-back
 * order leaves no gap.
 */
export async function nextOrderId(trx: Kysely<Database>, site: Site): Promise<string> {
  const { lastNumber } = await trx
    .insertInto('orderSequences')
    .values({ siteId: site.id, lastNumber: FIRST_ORDER_NUMBER })
    .onConflict((oc) => oc.column('siteId').doUpdateSet({ lastNumber: sql<number>`order_sequences.last_number + 1` }))
    .returning('lastNumber')
    .executeTakeFirstOrThrow()
  return `${orderPrefix(site)}-${lastNumber}`
}
