import { describe, expect, it } from 'vitest'
import { OWNER_ITEM_UPDATE_PATH, OWNER_ITEM_VISIBILITY_PATH } from '../../../contract/owner-catalogue.js'
import { productPath } from '../../../contract/product-path.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { ownerItems } from '../catalogue-studio/test-helpers.js'

const DEMO_KEY = 'demo-owner-key-0123456789'
const HOST = 'demo.localhost:8080'

/** The JSON-LD objects of a page, by their `@type`. */
function structuredData(html: string): Record<string, Record<string, unknown>> {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
  const objects = scripts.map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
  return Object.fromEntries(objects.map((object) => [String(object['@type']), object]))
}

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1]

describe.each(testDatabases)('product pages on $name', (kind) => {
  const ctx = useTestApp(kind, { env: { OWNER_KEYS: `demo:${DEMO_KEY}` } })
  const page = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ url, headers: { host: HOST, 'accept-language': 'en', ...headers } })
  const owner = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${DEMO_KEY}` }, payload })
  const demoItem = async (slug: string) => (await ownerItems(ctx.app, DEMO_KEY)).find((item) => item.slug === slug)!

  it("renders an item's page: photo, struck-through price, variants, stock, delivery, widget links", async () => {
    const response = await page(productPath('garam-masala'))
    expect(response.statusCode).toBe(200)
    const html = response.body
    expect(html).toContain('<h1>Jaipuri Garam Masala</h1>')
    expect(html).toMatch(/<img[^>]*src="\/demo\/items\/garam-masala\.svg"/)
    expect(html).toMatch(/<s aria-hidden="true">₹180\.00<\/s>.*<strong>₹159\.00<\/strong>/s)
    expect(html).toContain('Jar size')
    for (const [name, price] of [
      ['100 g', '159'],
      ['250 g', '350'],
      ['500 g', '720'],
    ])
      expect(html).toMatch(new RegExp(`<span>${name}</span><p[^>]*>.*?<strong>₹${price}\\.00</strong>`))
    expect(html).toContain('In stock')
    expect(html).toContain('Delivery from ₹40.00')
    expect(html).toContain('href="?chat=open&amp;source=add_to_cart&amp;item=garam-masala"')
    expect(html).toContain('href="?chat=open&amp;source=direct_buy&amp;item=garam-masala"')
    expect(html).toContain('href="?chat=open&amp;source=send_enquiry_request&amp;item=garam-masala"')
    // The site's palette and its Contact section; the boot script, not the React app.
    expect(html).toMatch(/class="site" style="[^"]*--color-primary:#9A3412/)
    expect(html).toContain('data-section="Contact"')
    expect(html).not.toContain('"page":{')
  })

  it('carries Open Graph and Twitter tags, its title, description and canonical address', async () => {
    const html = (await page(productPath('garam-masala'))).body
    const url = `http://${HOST}/products/garam-masala`
    expect(html).toContain('<title>Jaipuri Garam Masala · Kesar Kitchen</title>')
    expect(meta(html, 'description')).toMatch(/^Our house blend of 13 whole spices/)
    expect(meta(html, 'og:type')).toBe('product')
    expect(meta(html, 'og:title')).toBe('Jaipuri Garam Masala')
    expect(meta(html, 'og:url')).toBe(url)
    expect(meta(html, 'og:image')).toBe(`http://${HOST}/demo/items/garam-masala.svg`)
    expect(meta(html, 'product:price:amount')).toBe('159.00')
    expect(meta(html, 'product:price:currency')).toBe('INR')
    expect(meta(html, 'twitter:card')).toBe('summary_large_image')
    expect(html).toContain(`<link rel="canonical" href="${url}">`)
  })

  it('describes the product in JSON-LD: Product with its Offer, and the breadcrumb home', async () => {
    const data = structuredData((await page(productPath('garam-masala'))).body)
    const url = `http://${HOST}/products/garam-masala`
    expect(data.Product).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Jaipuri Garam Masala',
      image: [`http://${HOST}/demo/items/garam-masala.svg`],
      url,
      offers: {
        '@type': 'Offer',
        price: '159.00',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        url,
      },
    })
    expect(data.BreadcrumbList).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: `http://${HOST}/` },
        { position: 2, name: 'Jaipuri Garam Masala', item: url },
      ],
    })
  })

  it('speaks Hindi to a Hindi reader', async () => {
    const response = await page(productPath('garam-masala'), { 'accept-language': 'hi' })
    expect(response.body).toContain('<html lang="hi">')
    expect(response.body).toContain('स्टॉक में है')
    expect(response.body).toContain('कार्ट में डालें')
    expect(response.body).toContain('डिलीवरी ₹40.00 से')
  })

  it("answers the site's 404 screen for a hidden item and for a slug no item has", async () => {
    expect((await page(productPath('no-such-thing'))).statusCode).toBe(404)
    const item = await demoItem('chai-masala')
    expect((await page(productPath('chai-masala'))).statusCode).toBe(200)
    expect((await owner(OWNER_ITEM_VISIBILITY_PATH, { itemId: item._id, hidden: true })).statusCode).toBe(200)
    const hidden = await page(productPath('chai-masala'))
    expect(hidden.statusCode).toBe(404)
    expect(hidden.body).toContain('Oops! Page Not Found')
    expect(hidden.body).toContain('<meta name="robots" content="noindex">')
    // Another site has no such item: every lookup is by site.
    expect((await page(productPath('garam-masala'), { host: 'nobody.localhost' })).statusCode).toBe(404)
  })

  it('redirects (301) from a renamed slug to the new one, keeping the query', async () => {
    const item = await demoItem('kashmiri-mirch')
    const { _id, version, archived: _archived, position: _position, ...input } = item
    const renamed = await owner(OWNER_ITEM_UPDATE_PATH, { itemId: _id, version, item: { ...input, slug: 'lal-mirch' } })
    expect(renamed.statusCode).toBe(200)
    const moved = await page(`${productPath('kashmiri-mirch')}?chat=open`)
    expect(moved.statusCode).toBe(301)
    expect(moved.headers.location).toBe('/products/lal-mirch?chat=open')
    expect((await page(productPath('lal-mirch'))).statusCode).toBe(200)
  })
})
