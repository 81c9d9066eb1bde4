import { describe, expect, it } from 'vitest'
import { testDatabases } from '../../test/databases.js'
import { useTestApp } from '../../test/app.js'

/** A "not published" answer in the page cache weighs this (`entryWeight`); a rendered 404 page weighs far more. */
const NOT_PUBLISHED_WEIGHT = 512

describe("a site's pages that do not exist", () => {
  const ctx = useTestApp(testDatabases[0]!)
  const get = (url: string) =>
    ctx.app.inject({ url, headers: { host: 'demo.localhost', 'accept-encoding': 'identity' } })

  it('share one rendering of the 404 page, kept once in the page cache; a page published there is found', async () => {
    const first = await get('/no-such-page-1')
    expect(first.statusCode).toBe(404)
    const bytes = ctx.app.pages.cache.bytes
    const others = await Promise.all([2, 3, 4, 5].map((index) => get(`/no-such-page-${index}`)))
    for (const answer of others) expect([answer.statusCode, answer.body]).toEqual([404, first.body])
    // Each new path adds only its small "not published" answer, not another copy of the page.
    expect(ctx.app.pages.cache.bytes - bytes).toBe(4 * NOT_PUBLISHED_WEIGHT)

    // The shared 404 page never hides a page published at one of those paths.
    const site = (await ctx.app.tenancy.siteForHost('demo.localhost'))!
    const home = await ctx.app.pages.published(site, '/')
    if (!home.found) throw new Error('the demo site has a home page')
    await ctx.app.pages.publish(site, '/no-such-page-3', home.page.websitePage.sections)
    expect((await get('/no-such-page-3')).statusCode).toBe(200)
    expect((await get('/no-such-page-4')).statusCode).toBe(404)
  })
})
