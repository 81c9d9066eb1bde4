import fs from 'node:fs'
import { runInAction } from 'mobx'
import { OWNER_CATALOGUE_ITEMS_PATH, OWNER_ITEMS_PAGE } from '../contract/owner-catalogue-items.js'
import { ownerHttpClient } from '../src/client/http/owner-cookie-policy.js'
import { OwnerItemList } from '../src/owner/catalogue/owner-item-list.js'
import { addItems, demoApp, ITEMS, KEY, type App } from './catalogue-5000.bench.js'
import { budgetLine, median, percentile } from './harness.js'
import { sized } from './smoke.js'

/** The owner's first page and a search at 5,000 items answer within 100 ms (p95). */
export const OWNER_LIST_BUDGET_MS = 100
const ROUNDS = sized(40, 3)
/** What the owner types: an item's name, a SKU, a slug, a word of every name, one letter, nothing found. */
const SEARCHES = ['bench item 4', 'SKU-123', 'bench-item-49', 'bench', 'b', 'no such thing']

/** The owner's own client, its fetch answered by `app` in this process (no sockets: the server's work, the decode). */
export function clientOf(app: App) {
  return ownerHttpClient({
    fetch: async (input) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://demo.localhost')
      const answer = await app.inject({ url: url.pathname + url.search, headers: { authorization: `Bearer ${KEY}` } })
      return new Response(answer.body, { status: answer.statusCode, headers: { 'content-type': 'application/json' } })
    },
  })
}

/** Times one load of the list's first page (with its search) `rounds` times. */
async function timed(list: OwnerItemList, search: () => string, rounds: number): Promise<number[]> {
  const times: number[] = []
  for (let round = 0; round < rounds; round++) {
    runInAction(() => (list.search = search()))
    const started = performance.now()
    if (!(await list.load())) throw new Error(`${OWNER_CATALOGUE_ITEMS_PATH} failed: ${String(list.list.first.error)}`)
    times.push(performance.now() - started)
  }
  return times
}

/**
 * The owner's item list at 5,000 items on PGlite on disk, in this process, through the owner's store (`OwnerItemList`,
 * the kernel's `PagedList` over the paged items call): the first page, and a search on the server, each p95 as a share
 * of its 100 ms budget, with the bytes of a page against the whole list the call used to send.
 */
export async function ownerCatalogueBench(): Promise<void> {
  const large = await demoApp('owner-catalogue-5000')
  try {
    await addItems(large.app, large.database, ITEMS)
    const list = new OwnerItemList(clientOf(large.app))
    await timed(list, () => '', sized(5, 1)) // warm-up
    const first = await timed(list, () => '', ROUNDS)
    if (list.list.byId.size !== OWNER_ITEMS_PAGE || !list.list.hasMore)
      throw new Error(`the first page held ${list.list.byId.size} items`)
    const pageBytes = (
      await large.app.inject({ url: OWNER_CATALOGUE_ITEMS_PATH, headers: { authorization: `Bearer ${KEY}` } })
    ).body.length
    const wholeMb = (pageBytes * ITEMS) / OWNER_ITEMS_PAGE / 1024 / 1024
    let next = 0
    const searches = await timed(list, () => SEARCHES[next++ % SEARCHES.length]!, ROUNDS * 2)
    console.log(
      `owner item list first page (${OWNER_ITEMS_PAGE} of ${ITEMS.toLocaleString('en')}+ items) p95: ` +
        `${budgetLine(percentile(first, 0.95), OWNER_LIST_BUDGET_MS, 'ms')}; median ${median(first).toFixed(1)} ms, ` +
        `${(pageBytes / 1024).toFixed(0)} KB (the whole list was about ${wholeMb.toFixed(1)} MB)`,
    )
    console.log(
      `owner item search on the server over ${ITEMS.toLocaleString('en')}+ items p95: ` +
        budgetLine(percentile(searches, 0.95), OWNER_LIST_BUDGET_MS, 'ms') +
        `; median ${median(searches).toFixed(1)} ms`,
    )
  } finally {
    await large.app.close()
    await large.database.close()
    fs.rmSync(large.dir, { recursive: true, force: true })
  }
}
