import fs from 'node:fs'
import http from 'node:http'
import { sql } from 'kysely'
import { PRODUCT_FEED_PATH, SITEMAP_PATH } from '../contract/storefront-files.js'
import { addItems, demoApp, ITEMS, KEY } from './catalogue-5000.bench.js'
import { benchPort, startChildServer } from './child-server.js'
import { budgetLine, median } from './harness.js'
import { sized } from './smoke.js'

/** The budget: a 5,000-item catalogue's sitemap and product feed each in under 1 s, cold too. */
export const STOREFRONT_FILE_BUDGET_MS = 1000
const CALLS = sized(10, 2)
const FILES = [
  ['sitemap', SITEMAP_PATH, '<url>'],
  ['product feed', PRODUCT_FEED_PATH, '<item>'],
] as const

/**
 * The sitemap and the product feed of the demo site with 5,000 more products (`addItems`, each with the demo
 * item's variants, so the feed has an entry per variant), on PGlite on disk. In this process: the median time of a
 * whole answer written anew (an item changed just before each call, so the kept file is stale) and of one sent again
 * (nothing changed). Cold: the first request after the built server started (`child-server.ts`, its own process on
 * the same database, one start per file), until the whole answer arrived. Each as a share of the budget.
 */
export async function storefrontFilesBench(): Promise<void> {
  const side = await demoApp('storefront-5000')
  let open = true
  try {
    await addItems(side.app, side.database, ITEMS)
    const get = async (url: string) => {
      const response = await side.app.inject({ url, headers: { host: 'demo.localhost' } })
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`)
      return response.body
    }
    // The trigger of migration 0035 moves the item's updated_at: the files' stamp changes.
    const change = () =>
      sql`update catalogue_items set hidden = hidden where id = 'bench-item-1'`.execute(side.database.db)
    const labels = new Map<string, string>()
    for (const [name, url, tag] of FILES) {
      const entries = (await get(url)).split(tag).length - 1 // warm-up, and a check it lists them all
      if (entries < ITEMS) throw new Error(`${name} lists ${entries} entries, fewer than ${ITEMS} items`)
      const label = `${name} of ${ITEMS.toLocaleString('en')} more items (${entries.toLocaleString('en')} entries)`
      labels.set(name, label)
      const times = { written: [] as number[], kept: [] as number[] }
      for (let call = 0; call < CALLS; call++) {
        for (const kind of ['written', 'kept'] as const) {
          if (kind === 'written') await change()
          const started = performance.now()
          await get(url)
          times[kind].push(performance.now() - started)
        }
      }
      console.log(`${label}, written: ${budgetLine(median(times.written), STOREFRONT_FILE_BUDGET_MS, 'ms')}`)
      console.log(`${label}, sent again: ${budgetLine(median(times.kept), STOREFRONT_FILE_BUDGET_MS, 'ms')}`)
    }
    await side.app.close()
    await side.database.close()
    open = false
    for (const [index, [name, url]] of FILES.entries()) {
      const server = await startChildServer({ DATA_DIR: side.dir, OWNER_KEYS: `demo:${KEY}` }, benchPort(20 + index))
      try {
        const [started, cpu] = [performance.now(), server.cpuMs()]
        await httpGet(server.port, url)
        const cold = performance.now() - started
        // The server's own CPU time too: on a loaded machine the wall time is mostly waiting for a core.
        const spent = `${server.cpuMs() - cpu} ms of the server's CPU`
        console.log(`${labels.get(name)}, cold: ${budgetLine(cold, STOREFRONT_FILE_BUDGET_MS, 'ms')}, ${spent}`)
      } finally {
        await server.stop()
      }
    }
  } finally {
    if (open) {
      await side.app.close()
      await side.database.close()
    }
    fs.rmSync(side.dir, { recursive: true, force: true })
  }
}

/** A whole answer of the server on `port` for the demo site (Node cannot resolve `demo.localhost`: Host header). */
function httpGet(port: number, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers: { host: 'demo.localhost' } }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () =>
        response.statusCode === 200 ? resolve(body) : reject(new Error(`${path} answered ${response.statusCode}`)),
      )
    })
    request.on('error', reject)
  })
}
