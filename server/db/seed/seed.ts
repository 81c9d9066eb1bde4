import { demoColorPalette, demoSections } from '../../../contract/demo/demo-page.js'
import type { Transaction } from 'kysely'
import type { Db } from '../database.js'
import { json, type Database } from '../schema.js'
import { demoCatalogues, demoCategories, demoDispatchPoints, demoItems, demoTopics } from './demo-catalogue.js'
import { seedDemoOwner } from './demo-owner.js'
import { demoManualPayment } from './demo-payment.js'

export const DEMO_SUBDOMAIN = 'demo'

/**
 * Seeds the demo site (page with every section type and its first version,
 * widget settings with topics, catalogue, its owner) in one transaction.
 * Idempotent: a database that already has a `demo` site is left as it is,
 * except that a demo site without any owner (made before owners existed)
 * gets the demo owner.
 *
 * @returns true when it seeded, false when the site was already there
 */
export async function seedDemo(db: Db): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('sites')
      .values({
        subdomain: DEMO_SUBDOMAIN,
        templateSlug: 'product-v1',
        isPremium: false,
        colorPalette: json(demoColorPalette),
        logo: '/demo/logo.svg',
        widgetSettings: json({
          themeColor: demoColorPalette.primary,
          headerTitle: 'Kesar Kitchen',
          topicHeaderTitle: 'How can we help you today?',
          topics: demoTopics,
          payment: { isEnabled: true, selectedGatewayId: 'sandbox' },
          allowedAllActions: true,
        }),
        paymentSettings: json({ manual: demoManualPayment }),
      })
      .onConflict((oc) => oc.column('subdomain').doNothing())
      .returning('id')
      .executeTakeFirst()
    if (!inserted) {
      const existing = await trx
        .selectFrom('sites')
        .select('id')
        .where('subdomain', '=', DEMO_SUBDOMAIN)
        .executeTakeFirstOrThrow()
      await seedDemoOwner(trx, existing.id)
      return false
    }
    const siteId = inserted.id
    await seedDemoOwner(trx, siteId)

    await trx
      .insertInto('pages')
      .values({ siteId, route: '/', sections: json(demoSections) })
      .execute()
    // The page's first version, so the owner can always go back to the demo as seeded.
    await trx
      .insertInto('pageVersions')
      .values({ siteId, route: '/', sections: json(demoSections), colorPalette: json(demoColorPalette) })
      .execute()

    await seedDemoCatalogue(trx, siteId)
    return true
  })
}

/** The demo's dispatch points, categories, catalogues and items, each referring to the others by their new ids. */
async function seedDemoCatalogue(trx: Transaction<Database>, siteId: string): Promise<void> {
  const dispatchIds = await insertKeyed(demoDispatchPoints, (point) =>
    trx
      .insertInto('dispatchPoints')
      .values({
        siteId,
        name: point.name,
        address: point.address,
        pincode: point.pincode,
        city: point.city,
        state: point.state,
        servesStates: json(point.servesStates),
        servesPincodePrefixes: json(point.servesPincodePrefixes),
        baseCharge: point.baseCharge,
        perKgCharge: point.perKgCharge,
        freeShippingAbove: point.freeShippingAbove,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  )

  const categoryIds = await insertKeyed(demoCategories, (category, position) =>
    trx
      .insertInto('categories')
      .values({ siteId, name: category.name, image: category.image, catalogueType: category.catalogueType, position })
      .returning('id')
      .executeTakeFirstOrThrow(),
  )

  const catalogueIds = await insertKeyed(demoCatalogues, (catalogue, position) =>
    trx
      .insertInto('catalogues')
      .values({
        siteId,
        topicId: catalogue.topicId,
        categoryId: lookup(categoryIds, catalogue.categoryKey),
        catalogueType: catalogue.catalogueType,
        name: catalogue.name,
        description: catalogue.description,
        position,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  )

  // The pantry's items read as the newest (a minute apart, first listed newest): the page's Products section shows
  // the newest.
  const seededAt = Date.now()
  await trx
    .insertInto('catalogueItems')
    .values(
      demoItems.map((item, position) => ({
        siteId,
        catalogueId: lookup(catalogueIds, item.catalogueKey),
        itemType: item.itemType,
        name: item.name,
        slug: item.slug,
        description: item.description,
        images: json(item.images),
        video: null,
        variantTitle: item.variantTitle,
        variants: json(item.variants),
        packages: json(item.packages),
        pricing: json(item.pricing),
        inventoryTotal: item.inventoryTotal,
        shipping: json(item.shipping),
        dispatchPointIds: json(item.dispatchPointKeys.map((key) => lookup(dispatchIds, key))),
        button: item.button,
        position,
        createdAt: new Date(seededAt - position * 60_000),
      })),
    )
    .execute()
}

function lookup(ids: Map<string, string>, key: string): string {
  const id = ids.get(key)
  if (id === undefined) throw new Error(`demo seed refers to unknown key "${key}"`)
  return id
}

/** Inserts each row in turn (`insert` gets its position) and answers the generated ids by the rows' keys. */
async function insertKeyed<R extends { key: string }>(
  rows: readonly R[],
  insert: (row: R, position: number) => Promise<{ id: string }>,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>()
  for (const [position, row] of rows.entries()) ids.set(row.key, (await insert(row, position)).id)
  return ids
}
