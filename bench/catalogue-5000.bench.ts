import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { CATALOGUE_ITEMS_PATH, CATALOGUE_PATH } from '../contract/catalogue.js'
import { OWNER_CATALOGUE_PATH, type OwnerCatalogueResponse } from '../contract/owner-catalogue.js'
import { OWNER_CATALOGUE_ITEMS_PATH, type OwnerItemsResponse } from '../contract/owner-catalogue-items.js'
import { buildApp } from '../server/app.js'
import { loadConfig } from '../server/config.js'
import { openDatabase, type DatabaseHandle } from '../server/db/database.js'
import { median, percentile } from './harness.js'
import { sized } from './smoke.js'

/** A 5,000-item catalogue. */
export const ITEMS = sized(5_000, 50)
/** The owner key of the demo site in these apps. */
export const KEY = 'bench-owner-key-0123456789'
const CALLS = sized(40, 3)

export type App = Awaited<ReturnType<typeof buildApp>>

/** The demo site on a new PGlite database on disk, in this process. */
export async function demoApp(label: string): Promise<{ app: App; database: DatabaseHandle; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `vitrine-bench-${label}-`))
  const config = loadConfig({ DATA_DIR: dir, OWNER_KEYS: `demo:${KEY}`, LOG_LEVEL: 'error' })
  const database = await openDatabase(config)
  const renderer = { render: async () => '', pageStrings: async () => ({}) as never }
  return { app: await buildApp(config, { database, renderer, seed: true }), database, dir }
}

export async function ownerCall<A>(app: App, url: string): Promise<A> {
  const response = await app.inject({ url, headers: { authorization: `Bearer ${KEY}` } })
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`)
  return response.json()
}

const ownerCatalogue = (app: App) => ownerCall<OwnerCatalogueResponse>(app, OWNER_CATALOGUE_PATH)

/**
 * `count` copies of the demo's first item (new names, slugs, SKUs) over 5 new catalogues of the first
 * topic's first category: the widget counts them there, and lists them beside the demo's own.
 */
export async function addItems(app: App, database: DatabaseHandle, count: number): Promise<void> {
  const db = database.db
  const studio = await ownerCatalogue(app)
  const { items } = await ownerCall<OwnerItemsResponse>(app, `${OWNER_CATALOGUE_ITEMS_PATH}?limit=200`)
  const template = items.find((item) => item.variants.length > 0) ?? items[0]!
  const first = studio.catalogues.find((catalogue) => catalogue.topicId === studio.topics[0]?._id)!
  const site = (await db.selectFrom('sites').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id
  for (let shelf = 0; shelf < 5; shelf++)
    await sql`insert into catalogues (id, site_id, topic_id, category_id, catalogue_type, name, description, position)
      values (${`bench-shelf-${shelf}`}, ${site}, ${first.topicId}, ${first.categoryId}, ${first.catalogueType},
        ${`Bench shelf ${shelf}`}, null, ${100 + shelf})`.execute(db)
  await sql`insert into catalogue_items (id, site_id, catalogue_id, item_type, name, slug, description, images,
      video, variant_title, variants, packages, pricing, inventory_total, shipping, dispatch_point_ids, button, hidden,
      position)
    select 'bench-item-' || n, site_id, 'bench-shelf-' || (n % 5), item_type, 'Bench item ' || n, 'bench-item-' || n,
      description, images, video, variant_title,
      (select coalesce(jsonb_agg(v || jsonb_build_object('_id', (v->>'_id') || '-' || n, 'sku', 'SKU-' || n)), '[]')
        from jsonb_array_elements(variants) v),
      packages, pricing, inventory_total, shipping, dispatch_point_ids, button, hidden, n
    from catalogue_items cross join generate_series(1, ${count}) n
    where id = ${template._id}`.execute(db)
}

/** Times `call` on both apps, alternating call by call so both see the same machine load. */
async function alternate(calls: number, call: (app: App) => Promise<unknown>, small: App, large: App) {
  const times = { small: [] as number[], large: [] as number[] }
  const sides = [
    ['small', small],
    ['large', large],
  ] as const
  for (let index = 0; index < calls; index++)
    // Each goes first every other time, so neither always follows the other's garbage.
    for (const [side, app] of index % 2 === 0 ? sides : [...sides].reverse()) {
      const started = performance.now()
      await call(app)
      times[side].push(performance.now() - started)
    }
  return times
}

function ratioLine(name: string, times: { small: number[]; large: number[] }): string {
  const [small, large] = [median(times.small), median(times.large)]
  const [small95, large95] = [percentile(times.small, 0.95), percentile(times.large, 0.95)]
  return (
    `${name} with ${ITEMS.toLocaleString('en')} more items: median ${large.toFixed(2)} ms vs ${small.toFixed(2)} ms ` +
    `on the demo-size catalogue = ${(large / small).toFixed(2)}x, p95 ${(large95 / small95).toFixed(2)}x ` +
    `(target: unchanged, <= 1.2x)`
  )
}

/**
 * A 5,000-item catalogue on PGlite (on disk, as a default install), in this process (the owner's paged list and
 * search over it: `owner-catalogue.bench.ts`):
 * the widget's catalogue page call (categories with their item counts) and a demo catalogue's items,
 * against the same calls on the demo-size catalogue (two apps, call by call).
 */
export async function catalogue5000Bench(): Promise<void> {
  const small = await demoApp('catalogue-demo')
  const large = await demoApp('catalogue-5000')
  try {
    await addItems(large.app, large.database, ITEMS)

    // Each app's own ids (the seed makes new ones), found by the same names.
    const ids = new Map<App, { topic: string; catalogue: string }>()
    for (const app of [small.app, large.app]) {
      const studio = await ownerCatalogue(app)
      const topic = studio.topics[0]!
      const catalogue = studio.catalogues.find(
        (entry) => entry.topicId === topic._id && entry.name !== 'Bench shelf 0',
      )!
      ids.set(app, { topic: topic._id, catalogue: catalogue._id })
    }
    const [first, second] = [ids.get(small.app)!, ids.get(large.app)!]
    if (first.catalogue === second.catalogue) throw new Error('both apps have the same catalogue ids')
    const page = (app: App) =>
      app.inject({
        method: 'POST',
        url: CATALOGUE_PATH,
        headers: { host: 'demo.localhost' },
        payload: { selectedTopic: ids.get(app)!.topic },
      })
    const items = (app: App) =>
      app.inject({
        url: `${CATALOGUE_ITEMS_PATH}?catalogueId=${ids.get(app)!.catalogue}`,
        headers: { host: 'demo.localhost' },
      })
    for (const call of [page, items]) await alternate(10, call, small.app, large.app) // warm-up
    console.log(ratioLine('widget catalogue page call', await alternate(CALLS, page, small.app, large.app)))
    console.log(
      ratioLine('widget catalogue items call (a demo catalogue)', await alternate(CALLS, items, small.app, large.app)),
    )
  } finally {
    for (const side of [small, large]) {
      await side.app.close()
      await side.database.close()
      fs.rmSync(side.dir, { recursive: true, force: true })
    }
  }
}
