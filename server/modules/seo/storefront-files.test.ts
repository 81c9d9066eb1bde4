import { describe, expect, it, beforeAll } from 'vitest'
import { OWNER_ITEM_VISIBILITY_PATH, OWNER_STOCK_PATH, type OwnerItem } from '../../../contract/owner-catalogue.js'
import { categoryPath, productPath } from '../../../contract/product-path.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { createProduct, ownerItems } from '../catalogue-studio/test-helpers.js'
import { GOOGLE_PRODUCT_NS } from './product-feed.js'
import { PRODUCT_FEED_PATH, ROBOTS_PATH, SITEMAP_PATH } from '../../../contract/storefront-files.js'
import { ownerAuth, readXml, variant } from './test-helpers.js'

const KEY = 'demo-owner-key-seo-files-0123456789'
const HOST = 'demo.vitrine.test'
const ORIGIN = `http://${HOST}`
const PHOTO = '/uploads/s/owner/photos/2026/12/0b9c4a7e-3f7d-4c55-9a53-1d8f0e2b6a10/katli.1280x960.webp'

describe.each(testDatabases)('robots.txt, sitemap and product feed on $name', (kind) => {
  const ctx = useTestApp(kind, { env: { SITE_DOMAIN: 'vitrine.test', OWNER_KEYS: `demo:${KEY}` } })
  const get = (url: string, host = HOST) => ctx.app.inject({ url, headers: { host } })
  let katli: OwnerItem
  let saree: OwnerItem
  let hidden: OwnerItem
  let onRequest: OwnerItem
  let odd: OwnerItem

  beforeAll(async () => {
    katli = await createProduct(ctx.app, KEY, {
      name: 'Kaju Katli Box',
      description: 'Cashew fudge, 500 g.',
      images: [PHOTO],
      pricing: { basePrice: 240, salePrice: 200, priceVisible: true, taxApplicable: false, taxRate: 0 },
      inventoryTotal: 0,
    })
    saree = await createProduct(ctx.app, KEY, {
      name: 'Bandhani Saree',
      variantTitle: 'Colour',
      variants: [variant('Red', 1000, null, 3, true), variant('Blue', 1200, 1100, 0)],
      pricing: { basePrice: 1000, salePrice: null, priceVisible: true, taxApplicable: true, taxRate: 5 },
    })
    hidden = await createProduct(ctx.app, KEY, { name: 'Secret Recipe Sweets', hidden: true })
    onRequest = await createProduct(ctx.app, KEY, {
      name: 'Wedding Hamper',
      pricing: { basePrice: 5000, salePrice: null, priceVisible: false, taxApplicable: false, taxRate: 0 },
    })
    odd = await createProduct(ctx.app, KEY, { name: `Tom & Jerry's <Special> "Mix"`, description: 'a < b & c' })
  })

  it('robots.txt names the sitemap and keeps crawlers out of the owner app, the API and previews', async () => {
    const response = await get(ROBOTS_PATH)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
    const lines = response.body.split('\n')
    expect(lines).toContain(`Sitemap: ${ORIGIN}${SITEMAP_PATH}`)
    for (const path of ['/owner', '/business_website/', '/auth/', '/socket.io/', '/*ownerPreview=']) {
      expect(lines).toContain(`Disallow: ${path}`)
    }
    expect(lines.filter((line) => line.startsWith('Disallow: /uploads'))).toEqual([])
  })

  it('the sitemap lists the home page, the category pages and every listed product once, not hidden ones', async () => {
    const response = await get(SITEMAP_PATH)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8')
    const xml = readXml(response.body)
    const [urlset] = xml.all('urlset')
    expect(urlset?.attribs.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
    const entries = xml.all('url').map((url) => ({ loc: xml.text(url, 'loc')!, lastmod: xml.text(url, 'lastmod')! }))
    const listed = (await ownerItems(ctx.app, KEY)).filter((item) => !item.hidden && item.itemType === 'product')
    // The demo's five categories each hold an item a visitor sees.
    const categories = ['spice-blends', 'pickles', 'sweets-namkeen', 'catering-gifting', 'workshops-custom-blends']
    expect(entries.map((entry) => entry.loc).sort()).toEqual(
      [
        `${ORIGIN}/`,
        ...categories.map((slug) => `${ORIGIN}${categoryPath(slug)}`),
        ...listed.map((item) => `${ORIGIN}${productPath(item.slug)}`),
      ].sort(),
    )
    expect(entries.map((entry) => entry.loc)).not.toContain(`${ORIGIN}${productPath(hidden.slug)}`)
    expect(entries.map((entry) => entry.loc)).toContain(`${ORIGIN}${productPath(odd.slug)}`)
    for (const entry of entries) expect(new Date(entry.lastmod).toISOString()).toBe(entry.lastmod)
  })

  it('a product’s lastmod moves when it changes; hiding it takes it off the sitemap and the feed', async () => {
    const lastmodOf = async (slug: string) => {
      const xml = readXml((await get(SITEMAP_PATH)).body)
      const url = xml.all('url').find((each) => xml.text(each, 'loc') === `${ORIGIN}${productPath(slug)}`)
      return url && xml.text(url, 'lastmod')
    }
    const before = await lastmodOf(katli.slug)
    await new Promise((resolve) => setTimeout(resolve, 5))
    const stock = { itemId: katli._id, optionId: null, stock: 0 }
    const changed = await ctx.app.inject({
      method: 'POST',
      url: OWNER_STOCK_PATH,
      headers: ownerAuth(KEY),
      payload: { ...stock, stock: 4 },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    const after = await lastmodOf(katli.slug)
    expect(Date.parse(after!)).toBeGreaterThan(Date.parse(before!))
    const hide = (hidden: boolean) =>
      ctx.app.inject({
        method: 'POST',
        url: OWNER_ITEM_VISIBILITY_PATH,
        headers: ownerAuth(KEY),
        payload: { itemId: katli._id, hidden },
      })
    expect((await hide(true)).statusCode).toBe(200)
    expect(await lastmodOf(katli.slug)).toBeUndefined()
    expect((await get(PRODUCT_FEED_PATH)).body).not.toContain('Kaju Katli')
    expect((await hide(false)).statusCode).toBe(200)
    await ctx.app.inject({ method: 'POST', url: OWNER_STOCK_PATH, headers: ownerAuth(KEY), payload: stock })
  })

  it('the feed has one entry per offer with Google’s fields, prices and availability right', async () => {
    const response = await get(PRODUCT_FEED_PATH)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8')
    const xml = readXml(response.body)
    const [rss] = xml.all('rss')
    expect(rss?.attribs).toMatchObject({ version: '2.0', 'xmlns:g': GOOGLE_PRODUCT_NS })
    const field = (entry: (typeof items)[number], name: string) => xml.text(entry, `g:${name}`)
    const items = xml.all('item')
    const byId = new Map(items.map((entry) => [field(entry, 'id')!, entry]))
    expect(byId.size).toBe(items.length)

    const box = byId.get(katli._id)!
    expect(field(box, 'title')).toBe('Kaju Katli Box')
    expect(field(box, 'description')).toBe('Cashew fudge, 500 g.')
    expect(field(box, 'link')).toBe(`${ORIGIN}${productPath(katli.slug)}`)
    expect(field(box, 'image_link')).toBe(`${ORIGIN}${PHOTO}`)
    expect(field(box, 'price')).toBe('240.00 INR')
    expect(field(box, 'sale_price')).toBe('200.00 INR')
    expect(field(box, 'availability')).toBe('out_of_stock')
    expect(field(box, 'brand')).toBe('Kesar Kitchen')
    expect(field(box, 'condition')).toBe('new')
    expect(field(box, 'item_group_id')).toBeUndefined()

    const [red, blue] = saree.variants.map((each) => byId.get(each._id ?? '')!)
    expect(byId.has(saree._id)).toBe(false)
    expect([field(red!, 'item_group_id'), field(blue!, 'item_group_id')]).toEqual([saree._id, saree._id])
    expect([field(red!, 'title'), field(blue!, 'title')]).toEqual(['Bandhani Saree (Red)', 'Bandhani Saree (Blue)'])
    // 5% tax on top of the owner's prices: shopping surfaces in India show prices with every tax.
    expect([field(red!, 'price'), field(red!, 'sale_price'), field(red!, 'availability')]).toEqual([
      '1050.00 INR',
      undefined,
      'in_stock',
    ])
    expect([field(blue!, 'price'), field(blue!, 'sale_price'), field(blue!, 'availability')]).toEqual([
      '1260.00 INR',
      '1155.00 INR',
      'out_of_stock',
    ])

    const mix = byId.get(odd._id)!
    expect([field(mix, 'title'), field(mix, 'description')]).toEqual([`Tom & Jerry's <Special> "Mix"`, 'a < b & c'])
    expect(field(mix, 'image_link')).toBeUndefined()
    expect(byId.has(hidden._id)).toBe(false)
    expect(byId.has(onRequest._id)).toBe(false)
    const listed = (await ownerItems(ctx.app, KEY)).filter((item) => !item.hidden && item.itemType === 'product')
    const offers = listed
      .filter((item) => item.pricing.priceVisible)
      .reduce((sum, item) => sum + Math.max(1, item.variants.length), 0)
    expect(items.length).toBe(offers)
  })

  it('an unknown host has none of them', async () => {
    for (const path of [ROBOTS_PATH, SITEMAP_PATH, PRODUCT_FEED_PATH]) {
      expect((await get(path, 'nobody.vitrine.test')).statusCode).toBe(404)
    }
  })
})
