import fs from 'node:fs'
import { sql } from 'kysely'
import { PRODUCT_FEED_PATH, SITEMAP_PATH } from '../contract/storefront-files.js'
import { addItems, demoApp, ITEMS, type App } from './catalogue-5000.bench.js'
import { budgetLine, median } from './harness.js'
import { sized } from './smoke.js'

/** The budget: a 5,000-item catalogue's sitemap and product feed each in under 1 s. */
export const STOREFRONT_FILE_BUDGET_MS = 1000
const CALLS = sized(10, 2)

/**
 * The sitemap and the product feed of the demo site with 5,000 more products (`addItems`, each with the demo
 * item's variants, so the feed has an entry per variant), on PGlite on disk, in this process: the median time of
 * a whole answer written anew (an item changed just before each call, so the kept file is stale) and of one sent
 * again (nothing changed), each as a share of the budget.
 */
export async function storefrontFilesBench(): Promise<void> {
  const side = await demoApp('storefront-5000')
  try {
    await addItems(side.app, side.database, ITEMS)
    const get = async (app: App, url: string) => {
      const response = await app.inject({ url, headers: { host: 'demo.localhost' } })
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`)
      return response.body
    }
    // The trigger of migration 0035 moves the item's updated_at: the files' stamp changes.
    const change = () =>
      sql`update catalogue_items set hidden = hidden where id = 'bench-item-1'`.execute(side.database.db)
    for (const [name, url, tag] of [
      ['sitemap', SITEMAP_PATH, '<url>'],
      ['product feed', PRODUCT_FEED_PATH, '<item>'],
    ] as const) {
      const entries = (await get(side.app, url)).split(tag).length - 1 // warm-up, and a check it lists them all
      if (entries < ITEMS) throw new Error(`${name} lists ${entries} entries, fewer than ${ITEMS} items`)
      const times = { written: [] as number[], kept: [] as number[] }
      for (let call = 0; call < CALLS; call++) {
        for (const kind of ['written', 'kept'] as const) {
          if (kind === 'written') await change()
          const started = performance.now()
          await get(side.app, url)
          times[kind].push(performance.now() - started)
        }
      }
      const label = `${name} of ${ITEMS.toLocaleString('en')} more items (${entries.toLocaleString('en')} entries)`
      console.log(`${label}, written: ${budgetLine(median(times.written), STOREFRONT_FILE_BUDGET_MS, 'ms')}`)
      console.log(`${label}, sent again: ${budgetLine(median(times.kept), STOREFRONT_FILE_BUDGET_MS, 'ms')}`)
    }
  } finally {
    await side.app.close()
    await side.database.close()
    fs.rmSync(side.dir, { recursive: true, force: true })
  }
}
