import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { CatalogueType } from '../../../contract/catalogue.js'
import { decode } from '../../../contract/decode.js'
import type { Database } from '../../db/schema.js'
import { FeedItemJson, type FeedItemRecord } from './catalogue-item.js'
import { readCategorySlugs } from './storefront.js'

/*
 * What the storefront's sitemap and product feed read of a site's catalogue (server/modules/seo): every listed item
 * of one type, in the catalogue's order, only the columns they write. A 5,000-item shop is thousands of rows, and
 * PGlite's driver spends far more on each row's fields than on their bytes, so the database returns the whole list as
 * one JSON text (an array of arrays, one per item), parsed here in one step.
 */

/**
 * The listed items (neither hidden nor archived) of one type in the catalogue's order (catalogue, position, id), each
 * as the array of `columns`. The database neither joins nor sorts: thousands of wide rows sorted for an ordered
 * aggregate spill to disk, and a join looks the catalogue up once per item; the few catalogues' places are read
 * apart and the list is put in order here.
 */
async function listedArrays(
  db: Kysely<Database>,
  siteId: string,
  type: CatalogueType,
  columns: RawBuilder<unknown>[],
): Promise<unknown[][]> {
  const [{ rows }, catalogues] = await Promise.all([
    sql<{ list: string | null }>`
      select json_agg(json_build_array(i.catalogue_id, i.position, i.id, ${sql.join(columns)}))::text as list
      from catalogue_items i
      where i.site_id = ${siteId} and i.hidden = false and i.archived_at is null and i.item_type = ${type}`.execute(db),
    db.selectFrom('catalogues').select(['id', 'position']).where('siteId', '=', siteId).execute(),
  ])
  const list = rows[0]?.list
  if (!list) return []
  const place = new Map(catalogues.map((catalogue) => [catalogue.id, catalogue.position]))
  const items = (JSON.parse(list) as [string, number, string, ...unknown[]][]).filter(([catalogue]) =>
    place.has(catalogue),
  )
  items.sort((a, b) => place.get(a[0])! - place.get(b[0])! || a[1] - b[1] || (a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : 0))
  return items.map((item) => item.slice(3))
}

/** `updated_at` as milliseconds since the epoch: a number in JSON, read back without parsing a date text. */
const UPDATED_MS = sql`floor(extract(epoch from i.updated_at) * 1000)`

const text = (value: unknown, column: string): string => {
  if (typeof value !== 'string') throw new Error(`Invalid catalogue item: ${column} is not text`)
  return value
}
const time = (value: unknown): Date => new Date(Number(value))

/** The listed items of one type, in the catalogue's order: each one's slug and last change (the sitemap). */
export async function listedSlugs(
  db: Kysely<Database>,
  siteId: string,
  type: CatalogueType,
): Promise<Array<{ slug: string; updatedAt: Date }>> {
  const items = await listedArrays(db, siteId, type, [sql`i.slug`, UPDATED_MS])
  return items.map(([slug, updated]) => ({ slug: text(slug, 'slug'), updatedAt: time(updated) }))
}

/**
 * The listed items of one type, in the catalogue's order, with what a product feed shows of them; the jsonb parts
 * checked against their codec (`FeedItemJson`), so a row the owner tools wrote wrongly is a server fault, not a wrong
 * feed.
 */
export async function listedForFeed(
  db: Kysely<Database>,
  siteId: string,
  type: CatalogueType,
): Promise<FeedItemRecord[]> {
  const columns = ['i.id', 'i.name', 'i.slug', 'i.description', 'i.inventory_total', 'i.images', 'i.variants']
  const items = await listedArrays(db, siteId, type, [
    ...columns.map((column) => sql.raw(column)),
    sql`i.pricing`,
    UPDATED_MS,
  ])
  return items.map(([id, name, slug, description, inventoryTotal, images, variants, pricing, updated]) => {
    const json = { images, variants, pricing }
    // The codec's own check first: it builds nothing, where decoding thousands of items costs the feed a tenth of its
    // time; decoding says what is wrong when the check fails.
    if (!FeedItemJson.is(json)) {
      const stored = decode(FeedItemJson, json, `catalogue_items(${String(id)})`)
      throw new Error(
        `Invalid catalogue item: ${stored.ok ? 'its jsonb' : stored.errors.map((e) => e.path).join(', ')}`,
      )
    }
    return {
      id: text(id, 'id'),
      name: text(name, 'name'),
      slug: text(slug, 'slug'),
      description: text(description, 'description'),
      inventoryTotal: typeof inventoryTotal === 'number' ? inventoryTotal : null,
      ...json,
      updatedAt: time(updated),
    }
  })
}

/**
 * What changes whenever a listed item's page or feed entry can: the number of the site's items and their latest
 * `updated_at` (the database moves it on every update, hiding and archiving included; an erased item lowers the
 * count), and the categories' slugs (a renamed category moves its page). Cheap: one aggregate over the site's rows
 * and its few categories.
 */
export async function changeStamp(db: Kysely<Database>, siteId: string): Promise<string> {
  const [row, categories] = await Promise.all([
    db
      .selectFrom('catalogueItems')
      .where('siteId', '=', siteId)
      .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.max('updatedAt').as('latest')])
      .executeTakeFirstOrThrow(),
    readCategorySlugs(db, siteId),
  ])
  const latest = row.latest === null ? '' : new Date(row.latest).toISOString()
  return `${row.n}|${latest}|${[...categories.values()].join('/')}`
}

/**
 * The site's category pages a sitemap lists: each category with an item a visitor sees (of any type), by its slug
 * (`readCategorySlugs`), in the shop's order, with its items' latest change. Grouped by catalogue without a join,
 * the few catalogues' categories read apart.
 */
export async function listedCategories(
  db: Kysely<Database>,
  siteId: string,
): Promise<Array<{ slug: string; updatedAt: Date }>> {
  const [rows, catalogues, slugs] = await Promise.all([
    db
      .selectFrom('catalogueItems')
      .select((eb) => ['catalogueId', eb.fn.max('updatedAt').as('latest')])
      .where('siteId', '=', siteId)
      .where('hidden', '=', false)
      .where('archivedAt', 'is', null)
      .groupBy('catalogueId')
      .execute(),
    db.selectFrom('catalogues').select(['id', 'categoryId']).where('siteId', '=', siteId).execute(),
    readCategorySlugs(db, siteId),
  ])
  const categoryOf = new Map(catalogues.map((catalogue) => [catalogue.id, catalogue.categoryId]))
  const latest = new Map<string, number>()
  for (const row of rows) {
    const category = categoryOf.get(row.catalogueId)
    const time = new Date(row.latest).getTime()
    if (category !== undefined) latest.set(category, Math.max(latest.get(category) ?? 0, time))
  }
  return [...slugs].flatMap(([id, slug]) => {
    const time = latest.get(id)
    return time === undefined ? [] : [{ slug, updatedAt: new Date(time) }]
  })
}
