import { describe, expect, it } from 'vitest'
import { OWNER_ITEM_VISIBILITY_PATH } from '../../../contract/owner-catalogue.js'
import { OWNER_PAGE_PATH } from '../../../contract/owner.js'
import { PAGE_PATH, type PageResponse } from '../../../contract/page.js'
import { categoryPath, productPath } from '../../../contract/product-path.js'
import { SITEMAP_PATH } from '../../../contract/storefront-files.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'

const KEY = 'demo-owner-key-category-0123456789'
const HOST = 'demo.localhost:8080'

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  )

/**
 * A category's own page, where the Categories section's tiles lead: the category's items as the Products section's
 * cards in the site's frame, server-rendered for the reader's language, with its canonical address and breadcrumb
 * data; listed in the sitemap; not found once nothing in it is shown.
 */
describe.each(testDatabases)('category pages on $name', (kind) => {
  const ctx = useTestApp(kind, { env: { OWNER_KEYS: `demo:${KEY}` } })
  const owner = { authorization: `Bearer ${KEY}` }
  const page = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ url, headers: { host: HOST, 'accept-language': 'en', ...headers } })

  it('the Categories tiles lead to pages that show their items as product cards', async () => {
    const live: PageResponse = (await ctx.app.inject({ url: `${PAGE_PATH}?subdomain=demo&customRoute=/` })).json()
    const tiles = {
      _id: 'sec-categories',
      name: 'Categories',
      status: 'shown',
      viewMode: 'both',
      indexPosition: live.websitePage.sections.length,
      values: [{ key: 'Title', value: 'Shop by category' }],
    }
    const sections = [...live.websitePage.sections, tiles]
    const put = await ctx.app.inject({ method: 'PUT', url: OWNER_PAGE_PATH, headers: owner, payload: { sections } })
    expect(put.statusCode, put.body).toBe(200)
    const home = (await page('/')).body
    expect(home).toContain(`href="${categoryPath('spice-blends')}"`)
    expect(home).toContain(`href="${categoryPath('sweets-namkeen')}"`)

    const response = await page(categoryPath('spice-blends'))
    expect(response.statusCode).toBe(200)
    const html = response.body
    expect(html).toContain('<h1 class="category-page__title">Spice blends</h1>')
    expect(html).toContain(`<h2 class="product-card__name"><a href="${productPath('garam-masala')}">`)
    expect(html).toContain('href="?chat=open&amp;source=add_to_cart&amp;item=garam-masala"')
    expect(html).not.toContain(`href="${productPath('ghevar')}"`)
    // The site's frame; the boot script, not the React app (nothing hydrates).
    expect(html).toMatch(/class="site" style="[^"]*--color-primary:#9A3412/)
    expect(html).toContain('data-section="Contact"')
    expect(html).not.toContain('"page":{')
    expect(html).toContain('<title>Spice blends · Kesar Kitchen</title>')
    expect(html).toContain(`<link rel="canonical" href="http://${HOST}${categoryPath('spice-blends')}">`)
    expect(jsonLd(html)).toContainEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `http://${HOST}/` },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Spice blends',
          item: `http://${HOST}${categoryPath('spice-blends')}`,
        },
      ],
    })
  })

  it('speaks Hindi to a Hindi reader', async () => {
    const html = (await page(categoryPath('spice-blends'), { 'accept-language': 'hi' })).body
    expect(html).toMatch(/<html lang="hi"/)
    expect(html).toContain('>होम</a>')
    expect(html).toContain('कार्ट में डालें')
  })

  it('is not found for an unknown slug, or once every item in the category is hidden', async () => {
    expect((await page(categoryPath('no-such-category'))).statusCode).toBe(404)
    const sitemap = async () => (await ctx.app.inject({ url: SITEMAP_PATH, headers: { host: HOST } })).body
    expect(await sitemap()).toContain(`<loc>http://${HOST}${categoryPath('pickles')}</loc>`)
    const pickles = await ctx.app.db
      .selectFrom('catalogueItems as i')
      .innerJoin('catalogues as c', 'c.id', 'i.catalogueId')
      .innerJoin('categories as k', 'k.id', 'c.categoryId')
      .select('i.id')
      .where('k.name', '=', 'Pickles')
      .execute()
    expect(pickles.length).toBeGreaterThan(0)
    for (const item of pickles) {
      const hidden = await ctx.app.inject({
        method: 'POST',
        url: OWNER_ITEM_VISIBILITY_PATH,
        headers: owner,
        payload: { itemId: item.id, hidden: true },
      })
      expect(hidden.statusCode).toBe(200)
    }
    await expect.poll(async () => (await page(categoryPath('pickles'))).statusCode).toBe(404)
    expect(await sitemap()).not.toContain(categoryPath('pickles'))
    expect(await sitemap()).toContain(categoryPath('spice-blends'))
  })
})
