import type { Db } from '../db/handle.js'
import { json, type NewSite } from '../db/schema.js'

/**
 * Adds a bare site (no owner, pages or catalogue) to a test database; answers its id.
 *
 * @example
 * const acmeId = await addSite(ctx.database.db, 'acme', { colorPalette: json({ primary: '#000000' }) })
 */
export async function addSite(db: Db, subdomain = 'acme', values: Partial<NewSite> = {}): Promise<string> {
  const { id } = await db
    .insertInto('sites')
    .values({ subdomain, templateSlug: 'product-v1', colorPalette: json({}), paymentSettings: json({}), ...values })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/** Adds a product category named `category` and a catalogue `name` in it to a test site; answers the catalogue's id. */
export async function addCatalogue(db: Db, siteId: string, name: string, category = name): Promise<string> {
  const { id: categoryId } = await db
    .insertInto('categories')
    .values({ siteId, name: category, image: null, catalogueType: 'product' })
    .returning('id')
    .executeTakeFirstOrThrow()
  const { id } = await db
    .insertInto('catalogues')
    .values({ siteId, topicId: null, categoryId, catalogueType: 'product', name, description: null })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/** Adds a plain product to a catalogue: no photos, variants or packages, ₹99.50, three in stock; answers its id. */
export async function addItem(
  db: Db,
  siteId: string,
  catalogueId: string,
  { name, slug }: { name: string; slug: string },
): Promise<string> {
  const { id } = await db
    .insertInto('catalogueItems')
    .values({
      siteId,
      catalogueId,
      itemType: 'product',
      name,
      slug,
      description: '',
      images: json([]),
      video: null,
      variantTitle: null,
      variants: json([]),
      packages: json([]),
      pricing: json({ basePrice: 9950 }),
      inventoryTotal: 3,
      shipping: json({}),
      dispatchPointIds: json([]),
      button: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/** Adds an empty page at `route` to a test site. */
export async function addPage(db: Db, siteId: string, route = '/'): Promise<void> {
  await db
    .insertInto('pages')
    .values({ siteId, route, sections: json([]) })
    .execute()
}

/** The demo's item ids by slug. */
export async function demoItemIds(app: { db: Db }): Promise<Record<string, string>> {
  const rows = await app.db.selectFrom('catalogueItems').select(['id', 'slug']).execute()
  return Object.fromEntries(rows.map((row) => [row.slug, row.id]))
}
