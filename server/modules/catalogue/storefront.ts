import type { Kysely } from 'kysely'
import { categorySlugs } from '../../../contract/product-path.js'
import type { Storefront, StorefrontCategory, StorefrontItem } from '../../../contract/storefront.js'
import { translationsOf } from '../../../contract/translations.js'
import type { Database } from '../../db/schema.js'
import type { CatalogueItemRecord } from './catalogue-item.js'
import { CatalogueRepository, record } from './catalogue-repository.js'
import { packagePrice, salePriceOf, toRupees } from './pricing.js'
import { MAX_PRODUCTS } from '../../../src/sections/products/schema.js'

/**
 * At most this many items a page's storefront reads (the shop's first in its order, and the newest among them): a
 * section shows at most 24, and a shop of thousands keeps its page render one bounded query.
 */
export const STOREFRONT_MAX_ITEMS = 500

/** What `readStorefront` reads besides the shop's first items. */
export interface StorefrontReading {
  /** Units ordered by item id (the order module's `unitsOrdered`): ranks `bestselling`; without it, it is empty. */
  unitsOrdered?: ReadonlyMap<string, number>
  /** Only this category's items (a category's own page). */
  categoryId?: string
}

/**
 * What the storefront sections show of a site's live catalogue, in one query: the items a visitor may see (neither
 * hidden nor archived) in the shop's order (category, catalogue, position), their ids newest first and bestselling
 * first (by `unitsOrdered`, ties newest first; a bestseller beyond the shop's first items is read too), and the
 * categories that hold one. Prices leave paise here, as everywhere (`toRupees`).
 */
export async function readStorefront(
  db: Kysely<Database>,
  siteId: string,
  reading: StorefrontReading = {},
): Promise<Storefront> {
  const query = () => {
    const listed = new CatalogueRepository(db)
      .listed(siteId)
      .select(['i.createdAt', 'i.position', 'k.image as categoryImage'])
    return reading.categoryId === undefined ? listed : listed.where('k.id', '=', reading.categoryId)
  }
  const [rows, slugs] = await Promise.all([
    query()
      .orderBy('k.position')
      .orderBy('k.id')
      .orderBy('c.position')
      .orderBy('c.id')
      .orderBy('i.position')
      .orderBy('i.id')
      .limit(STOREFRONT_MAX_ITEMS)
      .execute(),
    readCategorySlugs(db, siteId),
  ])
  const units = reading.unitsOrdered ?? new Map<string, number>()
  const read = new Set(rows.map((row) => row.id))
  const missing = topSellers(units).filter((id) => !read.has(id))
  if (missing.length > 0) rows.push(...(await query().where('i.id', 'in', missing).execute()))
  const records = rows.map((row) => ({
    ...record(row),
    createdAt: new Date(row.createdAt),
    position: row.position,
    categoryImage: row.categoryImage,
  }))
  // Newest first; items added together (those there before the storefront) by their place, last first.
  const newest = [...records]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.position - a.position)
    .map((record) => record.id)
  const place = new Map(newest.map((id, index) => [id, index]))
  const bestselling = reading.unitsOrdered
    ? [...newest].sort((a, b) => (units.get(b) ?? 0) - (units.get(a) ?? 0) || place.get(a)! - place.get(b)!)
    : []
  const shown = records.slice(0, STOREFRONT_MAX_ITEMS)
  return { items: records.map(storefrontItem), newest, bestselling, categories: categoriesOf(shown, slugs) }
}

/**
 * The slugs of the site's category pages (`categorySlugs`), from all its categories in the shop's order, so a
 * category's slug does not move when another one empties.
 */
export async function readCategorySlugs(db: Kysely<Database>, siteId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('categories')
    .select(['id', 'name'])
    .where('siteId', '=', siteId)
    .orderBy('position')
    .orderBy('id')
    .execute()
  return categorySlugs(rows)
}

/** The ids a Products section could show as bestselling: the most-ordered `MAX_PRODUCTS`. */
function topSellers(units: ReadonlyMap<string, number>): string[] {
  return [...units]
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_PRODUCTS)
    .map(([id]) => id)
}

type StorefrontRecord = CatalogueItemRecord & { categoryImage: string | null }

/** The categories of these items in their order, each with how many of them it holds. */
function categoriesOf(records: readonly StorefrontRecord[], slugs: Map<string, string>): StorefrontCategory[] {
  const categories = new Map<string, StorefrontCategory>()
  for (const record of records) {
    const category = categories.get(record.category.id)
    if (category) category.items++
    else
      categories.set(record.category.id, {
        id: record.category.id,
        slug: slugs.get(record.category.id) ?? record.category.id,
        name: record.category.name,
        image: record.categoryImage,
        items: 1,
      })
  }
  return [...categories.values()]
}

function storefrontItem(record: StorefrontRecord): StorefrontItem {
  return {
    // Its name in other languages (`name@hi`): a reader of that language gets it (src/registry/localise-values.ts).
    ...translationsOf(record.translations, ['name']),
    id: record.id,
    slug: record.slug,
    name: record.name,
    categoryId: record.category.id,
    itemType: record.itemType,
    image: record.images[0] ?? null,
    priceVisible: record.pricing.priceVisible ?? true,
    ...priceAndStock(record),
  }
}

/**
 * What a visitor pays for an item, lowest to highest over its variants (or packages, or its one price), the price
 * before a sale when it has one price, and whether any of it is in stock (`null` stock: not tracked).
 */
function priceAndStock({
  variants,
  packages,
  pricing,
  inventoryTotal,
}: CatalogueItemRecord): Pick<StorefrontItem, 'price' | 'inStock'> {
  const choices =
    variants.length > 0
      ? variants.map((variant) => ({
          base: variant.basePrice,
          pays: salePriceOf(variant.basePrice, variant.salePrice),
        }))
      : packages.length > 0
        ? packages.map((pack) => ({ base: pack.price, pays: packagePrice(pack.price, pack.discountPercentage) }))
        : [{ base: pricing.basePrice, pays: salePriceOf(pricing.basePrice, pricing.salePrice) }]
  const min = Math.min(...choices.map((choice) => choice.pays))
  const max = Math.max(...choices.map((choice) => choice.pays))
  const base = Math.max(...choices.map((choice) => choice.base))
  const inStock =
    variants.length > 0
      ? variants.some((variant) => variant.stock > 0)
      : packages.length > 0
        ? packages.some((pack) => pack.stock === null || pack.stock === undefined || pack.stock > 0)
        : inventoryTotal === null || inventoryTotal > 0
  return {
    price: { min: toRupees(min), max: toRupees(max), was: min === max && base > min ? toRupees(base) : null },
    inStock,
  }
}

/** Which of these item and category ids the site's catalogue has (items: not archived), for the publish check. */
export async function knownCatalogueIds(
  db: Kysely<Database>,
  siteId: string,
  ids: { items: readonly string[]; categories: readonly string[] },
): Promise<Set<string>> {
  const items = [...new Set(ids.items)]
  const categories = [...new Set(ids.categories)]
  const [itemRows, categoryRows] = await Promise.all([
    items.length === 0
      ? []
      : db
          .selectFrom('catalogueItems')
          .select('id')
          .where('siteId', '=', siteId)
          .where('id', 'in', items)
          .where('archivedAt', 'is', null)
          .execute(),
    categories.length === 0
      ? []
      : db.selectFrom('categories').select('id').where('siteId', '=', siteId).where('id', 'in', categories).execute(),
  ])
  return new Set([...itemRows, ...categoryRows].map((row) => row.id))
}
