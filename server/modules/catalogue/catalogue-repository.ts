import { sql, type Kysely } from 'kysely'
import type { Catalogue, CatalogueType } from '../../../contract/catalogue.js'
import { StoredItemJson, type CatalogueItemRecord } from './catalogue-item.js'
import { decode } from '../../../contract/decode.js'
import { translatedKeys } from '../../../contract/translations.js'
import type { Database } from '../../db/schema.js'
import { shipsFromEveryPoint, type DispatchPoints } from './item-wire.js'
import { siteHasRow } from '../../db/site-rows.js'

/** Names one item of a site: by its slug, or by its id (the wire's `productId`). */
export type ItemSelector = { slug: string } | { productId: string }

/** A LIKE pattern finding `text` anywhere: `%`, `_` and `\\` in it are plain characters. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`

/**
 * Catalogues, items and dispatch points of one site. Every query is scoped by
 * `siteId`. Takes a `Kysely` so it also runs inside a transaction.
 */
export class CatalogueRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The catalogues of a topic, in their order, each with its category and the category's item count. */
  async cataloguesOfTopic(siteId: string, topicId: string): Promise<Catalogue[]> {
    // Each category's listed items counted once, per catalogue from the listed-items index (migration 0022).
    const rows = await this.db
      .with('perCatalogue', (db) =>
        db
          .selectFrom('catalogueItems')
          .where('siteId', '=', siteId)
          .where('hidden', '=', false)
          .where('archivedAt', 'is', null)
          .groupBy('catalogueId')
          .select((eb) => ['catalogueId', eb.fn.countAll<number>().as('n')]),
      )
      .with('counts', (db) =>
        db
          .selectFrom('perCatalogue as p')
          .innerJoin('catalogues as kc', 'kc.id', 'p.catalogueId')
          .groupBy('kc.categoryId')
          .select((eb) => ['kc.categoryId', eb.fn.sum<number>('p.n').as('n')]),
      )
      .selectFrom('catalogues as c')
      .innerJoin('categories as k', 'k.id', 'c.categoryId')
      .leftJoin('counts', 'counts.categoryId', 'k.id')
      .where('c.siteId', '=', siteId)
      .where('c.topicId', '=', topicId)
      .select([
        'c.id',
        'c.catalogueType',
        'c.name',
        'c.description',
        'k.id as categoryId',
        'k.name as categoryName',
        'k.image as categoryImage',
        'k.catalogueType as categoryType',
        'counts.n as totalItems',
      ])
      .orderBy('c.position')
      .orderBy('c.id')
      .execute()
    return rows.map((row) => ({
      _id: row.id,
      type: row.catalogueType,
      catalogueType: row.catalogueType,
      name: row.name,
      description: row.description,
      categoryId: {
        _id: row.categoryId,
        name: row.categoryName,
        image: row.categoryImage,
        totalItems: Number(row.totalItems ?? 0),
        type: row.categoryType,
        catalogueType: row.categoryType,
      },
    }))
  }

  async catalogueExists(siteId: string, catalogueId: string): Promise<boolean> {
    return siteHasRow(this.db, 'catalogues', siteId, catalogueId)
  }

  /** Items of a catalogue in their order, optionally only one item type. */
  itemsOfCatalogue(siteId: string, catalogueId: string, type?: CatalogueType): Promise<CatalogueItemRecord[]> {
    let query = this.listed(siteId).where('i.catalogueId', '=', catalogueId)
    if (type) query = query.where('i.itemType', '=', type)
    return this.load(query.orderBy('i.position').orderBy('i.id'))
  }

  /**
   * The one item of the site with this slug or id (`productId`), optionally only
   * of one item type; `undefined` when there is none. Slugs are unique per site.
   */
  async findItem(
    siteId: string,
    selector: ItemSelector,
    type?: CatalogueType,
  ): Promise<CatalogueItemRecord | undefined> {
    let query =
      'slug' in selector
        ? this.listed(siteId).where('i.slug', '=', selector.slug)
        : this.listed(siteId).where('i.id', '=', selector.productId)
    if (type) query = query.where('i.itemType', '=', type)
    const [item] = await this.load(query.limit(1))
    return item
  }

  /**
   * One page of the site's items whose name or description, in any language the owner gave them in (`name@hi`),
   * contains `text`, case-insensitively (ILIKE, on PGlite and PostgreSQL alike), by name; with the number of all
   * matches.
   */
  async searchItems(
    siteId: string,
    search: { text: string; offset: number; limit: number; type?: CatalogueType },
  ): Promise<{ items: CatalogueItemRecord[]; total: number }> {
    const pattern = containsPattern(search.text)
    let query = this.itemQuery(siteId).where((eb) =>
      eb.or([
        eb('i.name', 'ilike', pattern),
        eb('i.description', 'ilike', pattern),
        ...translatedKeys(['name', 'description']).map((key) =>
          eb(sql<string>`${sql.ref('i.translations')}->>${key}`, 'ilike', pattern),
        ),
      ]),
    )
    if (search.type) query = query.where('i.itemType', '=', search.type)
    const [items, count] = await Promise.all([
      this.load(query.orderBy('i.name').orderBy('i.id').offset(search.offset).limit(search.limit)),
      query
        .clearSelect()
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
    ])
    return { items, total: Number(count.n) }
  }

  /** Items by id (unknown ids are simply absent from the map). */
  async itemsByIds(siteId: string, ids: readonly string[]): Promise<Map<string, CatalogueItemRecord>> {
    const unique = [...new Set(ids)]
    if (unique.length === 0) return new Map()
    const items = await this.load(this.itemQuery(siteId).where('i.id', 'in', unique))
    return new Map(items.map((item) => [item.id, item]))
  }

  /** Items whose name is one of `names` (exactly), for linking a quote's lines to the catalogue. */
  async itemsByNames(siteId: string, names: readonly string[]): Promise<CatalogueItemRecord[]> {
    const unique = [...new Set(names)]
    if (unique.length === 0) return []
    return this.load(this.itemQuery(siteId).where('i.name', 'in', unique))
  }

  /**
   * Dispatch points of the site these items ship from: the ones they name, and every point of the site (by name)
   * when one is a shipped product naming none (`shipsFromEveryPoint`).
   */
  async dispatchPointsOf(siteId: string, items: readonly CatalogueItemRecord[]): Promise<DispatchPoints> {
    if (items.length === 0) return new Map()
    const all = items.some(shipsFromEveryPoint)
    const ids = [...new Set(items.flatMap((item) => item.dispatchPointIds))]
    if (!all && ids.length === 0) return new Map()
    let query = this.db
      .selectFrom('dispatchPoints')
      .select(['id', 'name', 'pincode', 'city', 'state'])
      .where('siteId', '=', siteId)
      .orderBy('name')
      .orderBy('id')
    if (!all) query = query.where('id', 'in', ids)
    const rows = await query.execute()
    return new Map(
      rows.map((row) => [
        row.id,
        { _id: row.id, name: row.name, pincode: row.pincode, city: row.city, state: row.state },
      ]),
    )
  }

  /** The items a visitor browses (neither hidden nor archived), as a query to extend; `record` reads a row. */
  listed(siteId: string) {
    return this.itemQuery(siteId).where('i.hidden', '=', false).where('i.archivedAt', 'is', null)
  }

  private itemQuery(siteId: string) {
    return this.db
      .selectFrom('catalogueItems as i')
      .innerJoin('catalogues as c', 'c.id', 'i.catalogueId')
      .innerJoin('categories as k', 'k.id', 'c.categoryId')
      .where('i.siteId', '=', siteId)
      .select([
        'i.id',
        'i.catalogueId',
        'i.itemType',
        'i.name',
        'i.slug',
        'i.description',
        'i.images',
        'i.video',
        'i.variantTitle',
        'i.variants',
        'i.packages',
        'i.pricing',
        'i.inventoryTotal',
        'i.shipping',
        'i.dispatchPointIds',
        'i.button',
        'i.translations',
        'k.id as categoryId',
        'k.name as categoryName',
      ])
  }

  private async load(query: ReturnType<CatalogueRepository['itemQuery']>): Promise<CatalogueItemRecord[]> {
    return (await query.execute()).map(record)
  }
}

type ItemRow = Awaited<ReturnType<ReturnType<CatalogueRepository['itemQuery']>['execute']>>[number]

/** A row of `itemQuery` as the server holds it, its jsonb parts decoded. */
export function record(row: ItemRow): CatalogueItemRecord {
  const stored = decode(StoredItemJson, row, `catalogue_items(${row.id})`)
  // A row the owner tools wrote wrongly is a server fault, not the visitor's: it becomes a logged 500.
  if (!stored.ok) throw new Error(`Invalid catalogue item: ${stored.errors.map((error) => error.path).join(', ')}`)
  return {
    ...stored.value,
    id: row.id,
    catalogueId: row.catalogueId,
    itemType: row.itemType,
    name: row.name,
    slug: row.slug,
    description: row.description,
    video: row.video,
    variantTitle: row.variantTitle,
    inventoryTotal: row.inventoryTotal,
    button: row.button,
    category: { id: row.categoryId, name: row.categoryName },
    translations: row.translations ?? {},
  }
}
