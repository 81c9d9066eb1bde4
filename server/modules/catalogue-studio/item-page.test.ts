import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { OWNER_CATALOGUE_PATH } from '../../../contract/owner-catalogue.js'
import {
  OWNER_CATALOGUE_ITEMS_PATH,
  OWNER_ITEM_MOVE_PATH,
  OwnerItemsResponse,
} from '../../../contract/owner-catalogue-items.js'
import { decode } from '../../../contract/decode.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { ownerItems } from './test-helpers.js'
import { addSite } from '../../test/sites.js'

const DEMO_KEY = 'demo-owner-key-0123456789'
const OTHER_KEY = 'acme-owner-key-0123456789'
const COPIES = 60

describe.each(testDatabases)("the owner's items a page at a time on $name", (kind) => {
  const ctx = useTestApp(kind, { env: { OWNER_KEYS: `demo:${DEMO_KEY},acme:${OTHER_KEY}` } })
  const get = (query: string, key = DEMO_KEY) =>
    ctx.app.inject({ url: `${OWNER_CATALOGUE_ITEMS_PATH}?${query}`, headers: { authorization: `Bearer ${key}` } })
  const page = async (query: string, key = DEMO_KEY) => {
    const response = await get(query, key)
    expect(response.statusCode, response.body).toBe(200)
    const decoded = decode(OwnerItemsResponse, response.json(), 'body')
    if (!decoded.ok) throw new Error(JSON.stringify(decoded.errors))
    return decoded.value
  }

  beforeAll(async () => {
    const db = ctx.database.db
    const acmeId = await addSite(db)
    const demo = (await ctx.app.tenancy.siteBySubdomain('demo'))!.id
    const template = await db
      .selectFrom('catalogueItems')
      .select(['id', 'catalogueId'])
      .where('siteId', '=', demo)
      .where(sql<boolean>`jsonb_array_length(variants) > 0`)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    // COPIES more demo items (SKU 'COPY-n'), and as many of acme's own, named alike ('Acme copy n', SKU 'ACME-n').
    await sql`insert into catalogues (id, site_id, topic_id, category_id, catalogue_type, name, description, position)
      select 'acme-shelf', ${acmeId}, null, category_id, catalogue_type, 'Acme shelf', null, 0
      from catalogues where id = ${template.catalogueId}`.execute(db)
    for (const [site, prefix, catalogue] of [
      [demo, 'copy', template.catalogueId],
      [acmeId, 'acme', 'acme-shelf'],
    ] as const)
      await sql`insert into catalogue_items (id, site_id, catalogue_id, item_type, name, slug, description, images,
          video, variant_title, variants, packages, pricing, inventory_total, shipping, dispatch_point_ids, button,
          hidden, position)
        select ${prefix} || '-item-' || n, ${site}, ${catalogue}, item_type, initcap(${prefix}) || ' copy ' || n,
          ${prefix} || '-copy-' || n, description, images, video, variant_title,
          (select coalesce(jsonb_agg(v || jsonb_build_object('_id', (v->>'_id') || '-' || ${prefix} || n,
            'sku', upper(${prefix}) || '-' || n, 'stock', n % 7)), '[]') from jsonb_array_elements(variants) v),
          packages, pricing, inventory_total, shipping, dispatch_point_ids, button, hidden, 100 + n
        from catalogue_items cross join generate_series(1, ${COPIES}) n
        where id = ${template.id}`.execute(db)
  })

  it('pages through every item exactly once, in the catalogue order, whatever the page size', async () => {
    const all = await ownerItems(ctx.app, DEMO_KEY)
    expect(all.length).toBeGreaterThan(COPIES)
    const first = await page('limit=7')
    expect([first.items.length, first.hasMore]).toEqual([7, true])
    const seen: string[] = []
    let after: string | null = null
    do {
      const next: OwnerItemsResponse = await page(`limit=7${after ? `&after=${encodeURIComponent(after)}` : ''}`)
      seen.push(...next.items.map((item) => item._id))
      after = next.next
    } while (after !== null)
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen).toEqual(all.map((item) => item._id))
    expect((await page('')).items.length).toBe(50)
  })

  it("finds by name, slug and SKU ignoring case, never another site's items", async () => {
    const byName = await page('search=COPY%2012')
    expect(byName.items.map((item) => item.name)).toEqual(['Copy copy 12'])
    expect((await page('search=copy-copy-3')).items.map((item) => item.slug).sort()).toEqual([
      'copy-copy-3',
      'copy-copy-30',
      'copy-copy-31',
      'copy-copy-32',
      'copy-copy-33',
      'copy-copy-34',
      'copy-copy-35',
      'copy-copy-36',
      'copy-copy-37',
      'copy-copy-38',
      'copy-copy-39',
    ])
    expect((await page('itemId=copy-item-5')).items.map((item) => item.name)).toEqual(['Copy copy 5'])
    expect((await page('itemId=acme-item-5')).items).toEqual([])
    const bySku = await page('search=copy-41')
    expect(bySku.items.map((item) => item.name)).toEqual(['Copy copy 41'])
    // What the search reads follows every write (a generated column): a SKU changed by any writer is found.
    await sql`update catalogue_items set variants = jsonb_set(variants, '{0,sku}', '"RENAMED-9"')
      where id = 'copy-item-9'`.execute(ctx.database.db)
    expect((await page('search=renamed-9')).items.map((item) => item._id)).toEqual(['copy-item-9'])
    expect((await page('search=acme')).items).toEqual([])
    expect((await page('search=%25')).items).toEqual([])
    const theirs = await ownerItems(ctx.app, OTHER_KEY, 'copy')
    expect(theirs.length).toBe(COPIES)
    expect(theirs.every((item) => item.name.startsWith('Acme'))).toBe(true)
  })

  it('keeps the items with a figure out of stock or low', async () => {
    const out = await ownerItems(ctx.app, OTHER_KEY, undefined)
    const figures = (item: (typeof out)[number]) => item.variants.map((variant) => variant.stock)
    const outPage = await page('stock=out&limit=200', OTHER_KEY)
    expect(outPage.items.map((item) => item._id)).toEqual(
      out.filter((item) => figures(item).includes(0)).map((item) => item._id),
    )
    const low = await page('stock=low&limit=200', OTHER_KEY)
    expect(low.items.length).toBe(out.filter((item) => figures(item).some((stock) => stock <= 5)).length)
    expect(low.items.length).toBeLessThan(COPIES)
    expect((await page('stock=out&search=acme%20copy%207', OTHER_KEY)).items.map((item) => item.name)).toEqual([
      'Acme copy 7',
    ])
  })

  it('answers 400 with the field path on a bad query, 401 without the owner', async () => {
    for (const [query, path] of [
      ['after=nope', 'query.after'],
      ['after=%5B1%2C2%5D', 'query.after'],
      ['limit=0', 'query.limit'],
      ['limit=201', 'query.limit'],
      ['stock=some', 'query.stock'],
      [`search=${'x'.repeat(101)}`, 'query.search'],
    ]) {
      const response = await get(query!)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().errors[0].path, query).toBe(path)
    }
    expect((await ctx.app.inject({ url: OWNER_CATALOGUE_ITEMS_PATH })).statusCode).toBe(401)
  })

  it('moves an item a place down and up among the items of its catalogue; 404 for another site', async () => {
    const ids = async () => {
      const items = await ownerItems(ctx.app, OTHER_KEY)
      return items.map((item) => item._id)
    }
    const before = await ids()
    const move = (itemId: string, direction: string, key = OTHER_KEY) =>
      ctx.app.inject({
        method: 'POST',
        url: OWNER_ITEM_MOVE_PATH,
        headers: { authorization: `Bearer ${key}` },
        payload: { itemId, direction },
      })
    expect((await move(before[0]!, 'down')).statusCode).toBe(200)
    expect((await ids()).slice(0, 3)).toEqual([before[1], before[0], before[2]])
    expect((await move(before[0]!, 'up')).statusCode).toBe(200)
    expect((await move(before[0]!, 'up')).statusCode).toBe(200)
    expect(await ids()).toEqual(before)
    expect((await move(before[0]!, 'down', DEMO_KEY)).statusCode).toBe(404)
    expect((await move(before[0]!, 'sideways')).json().errors[0].path).toBe('body.direction')
    expect(
      (await ctx.app.inject({ url: OWNER_CATALOGUE_PATH, headers: { authorization: `Bearer ${OTHER_KEY}` } })).json(),
    ).not.toHaveProperty('items')
  })
})
