import type { Kysely } from 'kysely'
import type { DeliveryNote, ProductPageData } from '../../../contract/product-page.js'
import type { Database } from '../../db/schema.js'
import type { Language } from '../../../contract/language.js'
import {
  CatalogueRepository,
  itemInLanguage,
  toRupees,
  toWireItem,
  type CatalogueItemRecord,
} from '../catalogue/index.js'

/** A product page's slug, looked up: the item's page, the item's new slug (a renamed one), or nothing to show. */
export type ProductLookup =
  | { kind: 'found'; data: ProductPageData }
  | { kind: 'moved'; slug: string }
  | { kind: 'missing' }

/**
 * The items behind product pages, by site and slug. Only what a visitor may browse has a page (an archived or hidden
 * item has none); a slug the owner renamed (`item_slug_history`) points at the item's slug now, when the live slug is
 * no other item's.
 */
export class ProductPages {
  readonly #catalogue: CatalogueRepository

  constructor(private readonly db: Kysely<Database>) {
    this.#catalogue = new CatalogueRepository(db)
  }

  /** The page a reader of `language` sees: the item's name and description in it when the owner gave them. */
  async find(siteId: string, slug: string, language: Language = 'en'): Promise<ProductLookup> {
    const item = await this.#catalogue.findItem(siteId, { slug })
    if (item) return { kind: 'found', data: await this.#pageData(siteId, itemInLanguage(item, language)) }
    const old = await this.db
      .selectFrom('itemSlugHistory')
      .select('itemId')
      .where('siteId', '=', siteId)
      .where('slug', '=', slug)
      .executeTakeFirst()
    const renamed = old && (await this.#catalogue.findItem(siteId, { productId: old.itemId }))
    return renamed && renamed.slug !== slug ? { kind: 'moved', slug: renamed.slug } : { kind: 'missing' }
  }

  async #pageData(siteId: string, item: CatalogueItemRecord): Promise<ProductPageData> {
    const points = await this.#catalogue.dispatchPointsOf(siteId, [item])
    return { item: toWireItem(item, points), delivery: await this.#delivery(siteId, item, [...points.keys()]) }
  }

  /**
   * Pickup when the product does not ship or all its points are pickup-only; else its points' lowest charge; nothing
   * to say while the shop has no dispatch point.
   */
  async #delivery(siteId: string, item: CatalogueItemRecord, pointIds: string[]): Promise<DeliveryNote> {
    if (item.itemType === 'service') return null
    if (!item.shipping.available) return { kind: 'pickup' }
    if (pointIds.length === 0) return null
    const rows = await this.db
      .selectFrom('dispatchPoints')
      .select(['baseCharge', 'pickupOnly'])
      .where('siteId', '=', siteId)
      .where('id', 'in', pointIds)
      .execute()
    const charges = rows.filter((row) => !row.pickupOnly).map((row) => row.baseCharge)
    return charges.length === 0 ? { kind: 'pickup' } : { kind: 'delivery', from: toRupees(Math.min(...charges)) }
  }
}

/** The slug of a product page's path (`/products/<slug>`, a trailing `/` allowed); null for any other path. */
export function productSlugOf(pathname: string): string | null {
  const match = /^\/products\/([^/]+)\/?$/.exec(pathname)
  if (!match) return null
  try {
    return decodeURIComponent(match[1]!)
  } catch {
    return null
  }
}
