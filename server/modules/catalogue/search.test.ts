import { describe, expect, it } from 'vitest'
import {
  CATALOGUE_SEARCH_PAGE_SIZE,
  CATALOGUE_SEARCH_PATH,
  CatalogueSearchResponse,
} from '../../../contract/catalogue-search.js'
import { decode } from '../../../contract/decode.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { addCatalogue, addItem, addSite } from '../../test/sites.js'
import { errorPaths } from '../../test/answers.js'

describe.each(testDatabases)('the site search on $name', (kind) => {
  const ctx = useTestApp(kind)
  const search = (query: string, host = 'demo.localhost') =>
    ctx.app.inject({ url: `${CATALOGUE_SEARCH_PATH}?${query}`, headers: { host } })
  const answer = async (query: string, host?: string): Promise<CatalogueSearchResponse> => {
    const response = await search(query, host)
    expect([query, response.statusCode]).toEqual([query, 200])
    const decoded = decode(CatalogueSearchResponse, response.json(), 'body')
    if (!decoded.ok) throw new Error(JSON.stringify(decoded.errors))
    return decoded.value
  }
  /** The demo's items whose name or description contains `needle` (any case), by name as the database sorts. */
  const demoItemsWith = async (needle: string) => {
    const rows = await ctx.database.db
      .selectFrom('catalogueItems as i')
      .innerJoin('sites as s', 's.id', 'i.siteId')
      .where('s.subdomain', '=', 'demo')
      .select(['i.slug', 'i.name', 'i.description', 'i.catalogueId'])
      .orderBy('i.name')
      .orderBy('i.id')
      .execute()
    const lower = needle.toLowerCase()
    return rows.filter((row) => `${row.name}\n${row.description}`.toLowerCase().includes(lower))
  }

  it('finds items of every category by name or description, any case, without a token', async () => {
    const expected = await demoItemsWith('chai')
    // The demo's chai is in a spice blend and in a catering service: two categories.
    expect(new Set(expected.map((row) => row.catalogueId)).size).toBeGreaterThan(1)
    const found = await answer('q=CHAI')
    expect(found.data.map((item) => item.slug)).toEqual(expected.map((row) => row.slug))
    expect(found).toMatchObject({ message: 'success', page: 1, total: expected.length, hasMore: false })
    expect(new Set(found.data.map((item) => item.category.name)).size).toBeGreaterThan(1)
    // A word only a description has.
    const described = (await demoItemsWith('mustard oil')).map((row) => row.slug)
    expect(described.length).toBeGreaterThan(0)
    expect((await answer('q=%20Mustard%20Oil%20')).data.map((item) => item.slug)).toEqual(described)
    // `type` keeps one kind; `%` and `_` are characters, not wildcards.
    const services = await answer('q=chai&type=service')
    expect(services.data.length).toBeGreaterThan(0)
    expect(services.data.every((item) => item.itemType === 'service')).toBe(true)
    expect(await answer('q=%25')).toMatchObject({ data: [], total: 0, hasMore: false })
    expect(await answer('q=_')).toMatchObject({ data: [], total: 0 })
  })

  it('answers a page at a time', async () => {
    const expected = await demoItemsWith('a')
    expect(expected.length).toBeGreaterThan(CATALOGUE_SEARCH_PAGE_SIZE)
    const first = await answer('q=a')
    expect(first).toMatchObject({ page: 1, total: expected.length, hasMore: true })
    expect(first.data).toHaveLength(CATALOGUE_SEARCH_PAGE_SIZE)
    const second = await answer('q=a&page=2')
    expect(second).toMatchObject({ page: 2, total: expected.length })
    expect([...first.data, ...second.data].map((item) => item.slug)).toEqual(
      expected.slice(0, 2 * CATALOGUE_SEARCH_PAGE_SIZE).map((row) => row.slug),
    )
    expect(second.hasMore).toBe(expected.length > 2 * CATALOGUE_SEARCH_PAGE_SIZE)
    expect(await answer('q=a&page=99')).toMatchObject({ data: [], page: 99, hasMore: false })
  })

  it("looks in the asking site's items only", async () => {
    const { db } = ctx.database
    const bazaarId = await addSite(db, 'chaibazaar')
    const shelfId = await addCatalogue(db, bazaarId, 'Tea')
    await addItem(db, bazaarId, shelfId, { name: 'Bazaar Masala Chai', slug: 'bazaar-chai' })
    const demo = (await answer('q=chai')).data.map((item) => item.slug)
    expect(demo).not.toContain('bazaar-chai')
    expect(demo.length).toBe((await demoItemsWith('chai')).length)
    expect((await answer('q=chai', 'chaibazaar.localhost')).data.map((item) => item.slug)).toEqual(['bazaar-chai'])
    expect((await answer('q=chai&subdomain=chaibazaar')).data.map((item) => item.slug)).toEqual(['bazaar-chai'])
    expect((await search('q=chai', 'unknown.localhost')).statusCode).toBe(404)
  })

  it('answers 400 with the field path for a bad query', async () => {
    for (const [query, path] of [
      ['', 'query.q'],
      ['q=', 'query.q'],
      ['q=%20%20', 'query.q'],
      [`q=${'x'.repeat(101)}`, 'query.q'],
      ['q=a&q=b', 'query.q'],
      ['q=a&page=0', 'query.page'],
      ['q=a&page=two', 'query.page'],
      ['q=a&type=gadget', 'query.type'],
    ] as const) {
      const response = await search(query)
      expect([query, response.statusCode]).toEqual([query, 400])
      expect(errorPaths(response)).toEqual([path])
    }
    expect((await answer(`q=${'x'.repeat(100)}`)).data).toEqual([])
  })
})
