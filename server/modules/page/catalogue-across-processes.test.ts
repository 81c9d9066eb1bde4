import { describe, expect, it } from 'vitest'
import { OWNER_STOCK_PATH } from '../../../contract/owner-catalogue.js'
import { PAGE_PATH } from '../../../contract/page.js'
import { ownerItems } from '../catalogue-studio/test-helpers.js'
import { DEMO_OWNER_ENV, DEMO_OWNER_KEY, type TestApp } from '../../test/app.js'
import { testCluster, useAppProcesses } from '../../test/processes.js'
import { PAGE_CACHE_TTL_WITH_REDIS_MS } from './page-cache.js'

const cluster = testCluster('the catalogue-across-processes suite')

/**
 * Two app instances on one PostgreSQL schema and one Redis, as two server processes run: a catalogue change on A
 * (`catalogue.changed`) must drop B's cached page, whose Products section shows the live catalogue, at once through
 * Redis, with no republish and not when B's entry ages out (a minute with Redis; the test gives it 10 s).
 */
describe.skipIf(!cluster.ready)('a catalogue change on one process and the page cache of another', () => {
  const { apps } = useAppProcesses(cluster, { env: DEMO_OWNER_ENV })
  const page = async (app: TestApp) => (await app.inject({ url: '/', headers: { host: 'demo.localhost' } })).body
  const pageCall = (app: TestApp, headers: Record<string, string> = {}) =>
    app.inject({ url: `${PAGE_PATH}?subdomain=demo&customRoute=/`, headers })

  it("drops B's cached page when A sells out an item it shows", async () => {
    const [a, b] = apps as [TestApp, TestApp]
    expect(PAGE_CACHE_TTL_WITH_REDIS_MS).toBeGreaterThan(30_000)
    const cached = await pageCall(b)
    const shown = cached.json().storefront.items.find((item: { inStock: boolean }) => item.inStock)
    const item = (await ownerItems(a, DEMO_OWNER_KEY)).find((candidate) => candidate._id === shown.id)!
    const before = await page(b)
    expect(before).toContain(shown.name)
    expect((await pageCall(b, { 'if-none-match': cached.headers.etag as string })).statusCode).toBe(304)

    for (const option of item.variants.length > 0 ? item.variants : [{ _id: null }]) {
      const sold = await a.inject({
        method: 'POST',
        url: OWNER_STOCK_PATH,
        headers: { authorization: `Bearer ${DEMO_OWNER_KEY}` },
        payload: { itemId: item._id, optionId: option._id, stock: 0 },
      })
      expect(sold.statusCode, sold.body).toBe(200)
    }

    await expect
      .poll(async () => (await pageCall(b, { 'if-none-match': cached.headers.etag as string })).statusCode, {
        timeout: 10_000,
      })
      .toBe(200)
    const after = (await pageCall(b)).json().storefront.items.find((each: { id: string }) => each.id === shown.id)
    expect(after.inStock).toBe(false)
    expect(await page(b)).toContain('Out of stock')
  }, 30_000)
})
