import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'
import { keepScreenshot } from './artefact'
import { api } from './api'
import { plainItem } from '../contract/testing/test-item'

const OWNER = { authorization: 'Bearer e2e-owner-key-0123456789' }
const PHONE = { width: 390, height: 844 }
const LAPTOP = { width: 1280, height: 800 }
/** Unique per run, so a rerun on the same data adds a new item. */
const NAME = `Cardamom Rusk ${Date.now().toString(36)}`

/** A photo as a phone takes it, 1600×1200. */
const photo = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 200, g: 150, b: 90 } } })
    .jpeg({ quality: 85 })
    .toBuffer()

async function ownerCall(request: APIRequestContext, url: string, data: object) {
  const answer = await request.post(`${api()}${url}`, { headers: OWNER, data })
  expect(answer.status(), await answer.text()).toBe(200)
  return answer.json()
}

/** The owner adds a Pickles item with an uploaded photo and two sizes (₹240 and ₹480), through the owner API. */
async function ownerAddsItem(request: APIRequestContext, name = NAME): Promise<string> {
  const upload = await request.post(`${api()}/business_website/owner/upload`, {
    headers: OWNER,
    multipart: {
      folder: 'owner/photos',
      fileName: 'rusk.jpg',
      file: { name: 'rusk.jpg', mimeType: 'image/jpeg', buffer: await photo() },
    },
  })
  expect(upload.status(), await upload.text()).toBe(200)
  const { url } = await upload.json()
  const catalogue = await (await request.get(`${api()}/business_website/owner/catalogue`, { headers: OWNER })).json()
  const pickles = catalogue.catalogues.find((each: { name: string }) => each.name === 'Pickles')._id
  const variant = (name: string, price: number, isDefault: boolean) => ({
    name,
    basePrice: price,
    salePrice: null,
    stock: 10,
    sku: '',
    weight: 0.3,
    isDefault,
  })
  const { item } = await ownerCall(request, '/business_website/owner/catalogue/items/create', {
    item: plainItem(pickles, {
      name,
      description: 'Twice baked, with green cardamom.',
      images: [url],
      variantTitle: 'Pack',
      variants: [variant('200 g', 240, true), variant('400 g', 480, false)],
      pricing: { basePrice: 240 },
      shipping: { available: true, weight: 0.3, dimensions: { length: 10, width: 10, height: 10 } },
    }),
  })
  return item._id
}

/** The home page's Products section at `viewport`, read until it shows the item (or until it does not). */
async function storefrontAt(page: Page, viewport: typeof PHONE) {
  await page.setViewportSize(viewport)
  await page.goto('/')
  return page.locator('#products')
}

test('the owner adds a product with a photo; the published page shows it at once, and hiding it removes it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const before = await storefrontAt(page, LAPTOP)
  await expect(before.getByRole('heading', { level: 2 })).toHaveText('From our kitchen, ready to order')
  await expect(before.getByRole('link', { name: NAME, exact: true })).toHaveCount(0)

  const itemId = await ownerAddsItem(request)

  for (const viewport of [PHONE, LAPTOP]) {
    // No republish: the catalogue change drops the page's cache (poll: the event is delivered just after the commit).
    await expect
      .poll(async () => (await storefrontAt(page, viewport)).getByRole('link', { name: NAME, exact: true }).count())
      .toBe(1)
    const section = page.locator('#products')
    const card = section.locator('article').filter({ has: page.getByRole('link', { name: NAME, exact: true }) })
    await expect(card.getByText('₹240.00 – ₹480.00')).toBeVisible()
    await expect(card.getByRole('link', { name: NAME, exact: true })).toHaveAttribute(
      'href',
      /^\/products\/cardamom-rusk-/,
    )
    await expect(card.getByRole('link', { name: `Buy ${NAME} now` })).toHaveAttribute(
      'href',
      /^\?chat=open&source=direct_buy&item=cardamom-rusk-/,
    )
    await expect(card.getByRole('link', { name: `Add ${NAME} to the cart` })).toHaveAttribute(
      'href',
      /^\?chat=open&source=add_to_cart&item=cardamom-rusk-/,
    )
    await expect(card.getByRole('link', { name: `Ask about ${NAME}` })).toBeVisible()
    const image = card.locator('img')
    await expect(image).toHaveAttribute('srcset', /\.640w\.webp 640w/)
    await expect(image).toHaveAttribute('loading', 'lazy')
    await expect(image).toHaveAttribute('width', '1280')
    await expect(image).toHaveAttribute('height', '960')
    await card.scrollIntoViewIfNeeded()
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0)

    // One column on a phone, several on a laptop; nothing wider than the screen.
    const tops = await section
      .locator('article')
      .evaluateAll((cards) => cards.slice(0, 3).map((each) => Math.round(each.getBoundingClientRect().top)))
    if (viewport === PHONE) expect(new Set(tops).size).toBe(tops.length)
    else expect(new Set(tops).size).toBeLessThan(tops.length)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    await keepScreenshot(page, testInfo, `storefront-products-${viewport.width}`)
  }

  // Its own page, from the card: the photo, the price, Open Graph for a shared link, Add to Cart into the widget.
  const productUrl = await page.locator('#products').getByRole('link', { name: NAME, exact: true }).getAttribute('href')
  const opened = await page.goto(productUrl!)
  expect(opened?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAME)
  await expect(page.locator('main img').first()).toHaveAttribute('srcset', /\.640w\.webp 640w/)
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(NAME))
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http:\/\/.+\.webp$/)
  await expect(page.getByRole('link', { name: /Add to Cart/ }).first()).toHaveAttribute(
    'href',
    /source=add_to_cart&item=cardamom-rusk-/,
  )

  await ownerCall(request, '/business_website/owner/catalogue/items/visibility', { itemId, hidden: true })
  await expect
    .poll(async () => (await storefrontAt(page, PHONE)).getByRole('link', { name: NAME, exact: true }).count())
    .toBe(0)
  await expect(page.locator('#products article').first()).toBeVisible()
  // Hidden, its page answers the site's 404 (the page cache dropped it with the catalogue change).
  await expect.poll(async () => (await page.goto(productUrl!))?.status()).toBe(404)
})

test("a Categories tile opens the category's own page, which shows the new product's card", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const name = `Jaggery Rusk ${Date.now().toString(36)}`
  const pageCall = await request.get(
    `${api()}/business_website/page/get_published_website_specific_page?subdomain=demo&customRoute=/`,
  )
  const live = (await pageCall.json()).websitePage.sections as { _id: string; indexPosition: number }[]
  const tiles = {
    _id: 'sec-e2e-categories',
    name: 'Categories',
    status: 'shown',
    viewMode: 'both',
    indexPosition: live.length,
    values: [{ key: 'Title', value: 'Shop by category' }],
  }
  const publish = async (sections: object[]) => {
    const answer = await request.put(`${api()}/business_website/owner/page`, { headers: OWNER, data: { sections } })
    expect(answer.status(), await answer.text()).toBe(200)
  }
  await publish([...live, tiles])
  try {
    await ownerAddsItem(request, name)
    await page.setViewportSize(PHONE)
    await page.goto('/')
    await page.locator('#categories').getByRole('link', { name: 'Pickles' }).click()
    await expect(page).toHaveURL(/\/products\/category\/pickles$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pickles')
    const card = page.locator('article').filter({ has: page.getByRole('link', { name, exact: true }) })
    await expect(card.getByRole('link', { name: `Add ${name} to the cart` })).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'You are here' }).getByRole('link', { name: 'Home' }),
    ).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await card.getByRole('link', { name, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  } finally {
    await publish(live)
  }
})
