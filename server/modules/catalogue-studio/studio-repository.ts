import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { CatalogueRepository } from '../catalogue/index.js'
import type { ItemRow } from './item-rows.js'

/**
 * The owner studio's queries on one site's catalogue tables. Every query is
 * scoped by `siteId`; takes a `Kysely` so it runs inside the write's transaction.
 */
export class StudioRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The site's items that are not archived, by catalogue order then position. */
  items(siteId: string): Promise<ItemRow[]> {
    return this.db
      .selectFrom('catalogueItems')
      .selectAll()
      .where('siteId', '=', siteId)
      .where('archivedAt', 'is', null)
      .orderBy('catalogueId')
      .orderBy('position')
      .orderBy('id')
      .execute()
  }

  /** One live (not archived) item, locked for this transaction's write. */
  item(siteId: string, itemId: string, lock = false): Promise<ItemRow | undefined> {
    let query = this.db
      .selectFrom('catalogueItems')
      .selectAll()
      .where('siteId', '=', siteId)
      .where('id', '=', itemId)
      .where('archivedAt', 'is', null)
    if (lock) query = query.forUpdate()
    return query.executeTakeFirst()
  }

  categories(siteId: string) {
    return this.db
      .selectFrom('categories')
      .select(['id', 'name', 'image', 'catalogueType', 'position'])
      .where('siteId', '=', siteId)
      .orderBy('position')
      .orderBy('id')
      .execute()
  }

  catalogues(siteId: string) {
    return this.db
      .selectFrom('catalogues')
      .select(['id', 'topicId', 'categoryId', 'catalogueType', 'name', 'description', 'position'])
      .where('siteId', '=', siteId)
      .orderBy('position')
      .orderBy('id')
      .execute()
  }

  /** Whether the site has this catalogue (the catalogue module's own check). */
  catalogueExists(siteId: string, catalogueId: string): Promise<boolean> {
    return new CatalogueRepository(this.db).catalogueExists(siteId, catalogueId)
  }

  dispatchPoints(siteId: string) {
    return this.db
      .selectFrom('dispatchPoints')
      .select(['id', 'name', 'city'])
      .where('siteId', '=', siteId)
      .orderBy('name')
      .execute()
  }

  /** The ids among `ids` that are not dispatch points of the site. */
  async unknownDispatchPoints(siteId: string, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return []
    const rows = await this.db
      .selectFrom('dispatchPoints')
      .select('id')
      .where('siteId', '=', siteId)
      .where('id', 'in', [...ids])
      .execute()
    const known = new Set(rows.map((row) => row.id))
    return ids.filter((id) => !known.has(id))
  }

  /** Whether another item of the site (archived ones too: they keep their slug) has this slug. */
  async slugTaken(siteId: string, slug: string, exceptItemId: string | null): Promise<boolean> {
    let query = this.db.selectFrom('catalogueItems').select('id').where('siteId', '=', siteId).where('slug', '=', slug)
    if (exceptItemId !== null) query = query.where('id', '<>', exceptItemId)
    return (await query.executeTakeFirst()) !== undefined
  }

  /**
   * Remembers `oldSlug` as one `itemId` had (its product page's old address then redirects to the new one); the new
   * slug is live again, so no history row keeps it.
   */
  async renamed(siteId: string, itemId: string, oldSlug: string, newSlug: string): Promise<void> {
    await this.db.deleteFrom('itemSlugHistory').where('siteId', '=', siteId).where('slug', '=', newSlug).execute()
    await this.db
      .insertInto('itemSlugHistory')
      .values({ siteId, slug: oldSlug, itemId })
      .onConflict((conflict) => conflict.columns(['siteId', 'slug']).doUpdateSet({ itemId }))
      .execute()
  }

  /** `base`, else `base-2`, `base-3`, ...: the first slug of the site no item has. */
  async freeSlug(siteId: string, base: string, exceptItemId: string | null): Promise<string> {
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? base : `${base}-${n}`
      if (!(await this.slugTaken(siteId, candidate, exceptItemId))) return candidate
    }
  }

  async nextPosition(siteId: string, catalogueId: string): Promise<number> {
    const row = await this.db
      .selectFrom('catalogueItems')
      .select((eb) => eb.fn.max('position').as('last'))
      .where('siteId', '=', siteId)
      .where('catalogueId', '=', catalogueId)
      .executeTakeFirst()
    return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1
  }

  /** Whether an order of the site names the item (its snapshot keeps the item's id). */
  async ordered(siteId: string, itemId: string): Promise<boolean> {
    const result = await sql<{ found: number }>`select 1 as found from orders o
        cross join lateral jsonb_array_elements(o.details->'items') as line(v)
        where o.site_id = ${siteId} and line.v->>'itemId' = ${itemId}
        limit 1`.execute(this.db)
    return result.rows.length > 0
  }
}
