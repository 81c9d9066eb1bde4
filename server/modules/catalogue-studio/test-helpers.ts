import type { FastifyInstance } from 'fastify'
import { decode } from '../../../contract/decode.js'
import type { OwnerItem } from '../../../contract/owner-catalogue.js'
import {
  OWNER_CATALOGUE_ITEMS_PATH,
  OWNER_ITEMS_PAGE_MAX,
  OwnerItemsResponse,
} from '../../../contract/owner-catalogue-items.js'

/**
 * Every item the owner's items call answers for `key`'s site, page after page (the studio's list, as a test reads
 * it whole); `search` as the call's.
 */
export async function ownerItems(app: FastifyInstance, key: string, search?: string): Promise<OwnerItem[]> {
  const items: OwnerItem[] = []
  let after: string | null = null
  do {
    const query = new URLSearchParams({ limit: String(OWNER_ITEMS_PAGE_MAX) })
    if (search !== undefined) query.set('search', search)
    if (after !== null) query.set('after', after)
    const response = await app.inject({
      url: `${OWNER_CATALOGUE_ITEMS_PATH}?${query}`,
      headers: { authorization: `Bearer ${key}` },
    })
    if (response.statusCode !== 200) throw new Error(`owner items answered ${response.statusCode}: ${response.body}`)
    const page = decode(OwnerItemsResponse, response.json(), 'body')
    if (!page.ok) throw new Error(JSON.stringify(page.errors))
    items.push(...page.value.items)
    after = page.value.next
  } while (after !== null)
  return items
}
