import { describe, expect, it } from 'vitest'
import { decode } from '../../../contract/decode.js'
import {
  OWNER_CATALOGUE_PATH,
  OWNER_ITEM_CREATE_PATH,
  OWNER_ITEM_VISIBILITY_PATH,
  OwnerCatalogueResponse,
  type ItemInput,
} from '../../../contract/owner-catalogue.js'
import { OWNER_PAGE_PUBLISH_PATH, OWNER_PAGE_SECTION_PATH } from '../../../contract/owner-page.js'
import { PAGE_PATH, type PageResponse } from '../../../contract/page.js'
import { OWNER_PAGE_PATH, OWNER_PREVIEW_LINK_PATH } from '../../../contract/owner.js'
import { useTestApp } from '../../test/app.js'
import { plainItem } from '../catalogue-studio/test-helpers.js'
import { testDatabases } from '../../test/databases.js'
import { PAGE_CACHE_TTL_MS } from './page-cache.js'

const DEMO_KEY = 'demo-owner-key-0123456789'
const PHOTO = '/uploads/demo/owner/photos/2026/12/0b9c4a7e-3f7d-4c55-9a53-1d8f0e2b6a10/rusk.1280x960.webp'

const rusk = (catalogueId: string): ItemInput =>
  plainItem(catalogueId, {
    name: 'Cardamom rusk',
    description: 'Twice baked.',
    images: [PHOTO],
    variantTitle: 'Pack',
    variants: [
      { name: '200 g', basePrice: 240, salePrice: null, stock: 5, sku: '', weight: 0.2, isDefault: true },
      { name: '400 g', basePrice: 480, salePrice: null, stock: 0, sku: '', weight: 0.4, isDefault: false },
    ],
    pricing: { basePrice: 240 },
    shipping: { available: true, weight: 0.4, dimensions: { length: 10, width: 10, height: 10 } },
  })

/**
 * The demo page's Products section shows the live catalogue: an item the owner adds is on the published page (and
 * the page call) without a republish, and one they hide is gone, because `catalogue.changed` drops the site's
 * cached pages (well before the cache's TTL would).
 */
describe.each(testDatabases)('the storefront on the published page on $name', (kind) => {
  const ctx = useTestApp(kind, { env: { OWNER_KEYS: `demo:${DEMO_KEY}` } })
  const owner = { authorization: `Bearer ${DEMO_KEY}` }
  const page = async () => (await ctx.app.inject({ url: '/', headers: { host: 'demo.localhost' } })).body
  const pageCall = async (): Promise<PageResponse> =>
    (await ctx.app.inject({ url: `${PAGE_PATH}?subdomain=demo&customRoute=/` })).json()
  const soon = { timeout: PAGE_CACHE_TTL_MS / 2, interval: 50 }
  /** Saves the draft's Products section with `values`; answers the accepted call. */
  const editProducts = async (values: { key: string; value: string }[]) => {
    const edited = await ctx.app.inject({
      method: 'POST',
      url: OWNER_PAGE_SECTION_PATH,
      headers: owner,
      payload: { sectionId: 'sec-products', values },
    })
    expect(edited.statusCode, edited.body).toBe(200)
    return edited
  }

  it('shows a newly added item at once, and drops it when hidden, with no republish', async () => {
    const before = await page()
    expect(before).toContain('From our kitchen, ready to order')
    expect(before).toContain('Jaipuri Garam Masala')
    expect(before).not.toContain('Cardamom rusk')
    expect((await pageCall()).storefront?.items.length).toBe(12)

    const studio = decode(
      OwnerCatalogueResponse,
      (await ctx.app.inject({ url: OWNER_CATALOGUE_PATH, headers: owner })).json(),
      'body',
    )
    if (!studio.ok) throw new Error(JSON.stringify(studio.errors))
    const pickles = studio.value.catalogues.find((catalogue) => catalogue.name === 'Pickles')!._id
    const created = await ctx.app.inject({
      method: 'POST',
      url: OWNER_ITEM_CREATE_PATH,
      headers: owner,
      payload: { item: rusk(pickles) },
    })
    expect(created.statusCode, created.body).toBe(200)

    await expect.poll(async () => (await page()).includes('Cardamom rusk'), soon).toBe(true)
    const shown = await page()
    expect(shown).toContain('₹240.00 – ₹480.00')
    expect(shown).toContain('href="/products/cardamom-rusk"')
    expect(shown).toContain('href="?chat=open&amp;source=direct_buy&amp;item=cardamom-rusk"')
    expect(shown).toContain('rusk.640w.webp 640w')
    // The newest first, still twelve: the page call carries only what the section shows.
    const storefront = (await pageCall()).storefront!
    expect(storefront.items.map((item) => item.name)).toContain('Cardamom rusk')
    expect(storefront.items).toHaveLength(12)
    expect(storefront.newest[0]).toBe(created.json().item._id)

    const hidden = await ctx.app.inject({
      method: 'POST',
      url: OWNER_ITEM_VISIBILITY_PATH,
      headers: owner,
      payload: { itemId: created.json().item._id, hidden: true },
    })
    expect(hidden.statusCode).toBe(200)
    await expect.poll(async () => (await page()).includes('Cardamom rusk'), soon).toBe(false)
    expect((await pageCall()).storefront!.items.map((item) => item.name)).not.toContain('Cardamom rusk')
  })

  it('warns before publishing a Products section that names an item or category the catalogue lacks', async () => {
    const values = [
      { key: 'Title', value: 'Picked for you' },
      { key: 'Show', value: 'items' },
      { key: 'Category', value: 'no-such-category' },
      { key: 'Item', value: 'no-such-item' },
    ]
    const edited = await editProducts(values)
    expect(edited.json().linkWarnings).toEqual([
      { sectionId: 'sec-products', field: 'category', link: 'no-such-category', reason: 'unknownCategory' },
      { sectionId: 'sec-products', field: 'items', link: 'no-such-item', reason: 'unknownItem' },
    ])
    const publish = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: OWNER_PAGE_PUBLISH_PATH, headers: owner, payload })
    const refused = await publish({})
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('BROKEN_LINKS')
    expect((await publish({ confirmLinks: true })).statusCode).toBe(200)
    // Published anyway, the section has nothing to show: visitors see none of it.
    await expect.poll(async () => (await page()).includes('Picked for you'), soon).toBe(false)
  })

  it("renders the owner's preview from the draft: a section with nothing to show says what will appear", async () => {
    const values = [
      { key: 'Title', value: 'Our empty shelf' },
      { key: 'Show', value: 'category' },
    ]
    await editProducts(values)
    const link = await ctx.app.inject({
      method: 'POST',
      url: OWNER_PREVIEW_LINK_PATH,
      headers: { ...owner, host: 'demo.localhost' },
      payload: {},
    })
    const preview = await ctx.app.inject({
      url: link.json().url.replace('http://demo.localhost', ''),
      headers: { host: 'demo.localhost' },
    })
    expect(preview.body).toContain('Our empty shelf')
    expect(preview.body).toContain('Your products will show here once you add one.')
    // The preview carries the whole storefront, so a changed choice shows before a reload.
    expect(preview.body).toContain('"categories":[{')
    expect(await page()).not.toContain('Our empty shelf')
  })

  it('reads no catalogue for a page without a storefront section', async () => {
    const sections = (await pageCall()).websitePage.sections.filter((section) => section.name !== 'Products')
    const published = await ctx.app.inject({
      method: 'PUT',
      url: OWNER_PAGE_PATH,
      headers: owner,
      payload: { sections },
    })
    expect(published.statusCode, published.body).toBe(200)
    expect((await pageCall()).storefront).toBeUndefined()
    expect(await page()).not.toContain('class="wrap storefront"')
  })
})
