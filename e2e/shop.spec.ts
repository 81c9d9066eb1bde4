import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { CATALOGUE_SEARCH_PATH } from '../contract/catalogue-search'
import { keepScreenshot } from './artefact'
import { signIn, type TestPhone, widgetOf } from './widget-flows'

/** Test number of playwright.config.ts kept for this spec (the OTP rate limit is per phone). */
const SHOP_PHONE: TestPhone = { phone: '9877700051', code: '515151' }

/** Serious or critical axe violations in the widget (and a photo viewer over it). */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('#vitrine-widget').include('.vw-zoom').analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/** The page at phone size, views at rest (no panel caught mid-slide in a screenshot). */
async function openOnPhone(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const widget = widgetOf(page)
  await expect(widget).toBeVisible()
  return widget
}

test.describe('at 390 px', () => {
  test("the shop icon opens 'Categories' with every topic's categories; Back goes to the topics", async ({
    page,
  }, testInfo) => {
    const widget = await openOnPhone(page)
    await widget.getByRole('button', { name: 'Browse the catalogue' }).click()
    const categories = widget.getByRole('region', { name: 'Categories' })
    await expect(categories.getByRole('heading', { name: 'Shop spices & pickles' })).toBeVisible()
    await expect(categories.getByRole('heading', { name: 'Catering & workshops' })).toBeVisible()
    for (const name of [/Spice blends/, /Pickles/, /Sweets & namkeen/, /Catering & gifting/, /Workshops/])
      await expect(categories.getByRole('button', { name })).toBeVisible()
    // A topic without categories has no heading of its own.
    await expect(categories.getByRole('heading', { name: 'Ask us anything' })).toHaveCount(0)
    await keepScreenshot(page, testInfo, '21-10-categories')

    await categories.getByRole('button', { name: 'Back' }).click()
    await expect(widget.getByRole('button', { name: /Ask us anything/ })).toBeVisible()
    await expect(widget.getByRole('heading', { name: 'Categories' })).toHaveCount(0)
    // A category of the services topic is one tap from the shop icon.
    await widget.getByRole('button', { name: 'Browse the catalogue' }).click()
    await widget.getByRole('button', { name: /Catering & gifting/ }).click()
    await expect(widget.getByRole('heading', { name: 'Services' })).toBeVisible()
  })

  test('the search over every item finds items of other categories, which go to the cart as today', async ({
    page,
  }, testInfo) => {
    const widget = await openOnPhone(page)
    await widget.getByRole('button', { name: 'Browse the catalogue' }).click()
    const asked = page.waitForResponse((response) => response.url().includes(CATALOGUE_SEARCH_PATH))
    await widget.getByRole('searchbox', { name: 'Search all products and services...' }).fill('chai')
    expect((await asked).status()).toBe(200)
    // A spice blend (a product) and a catering counter (a service): two categories, two topics.
    const masala = widget.getByRole('article', { name: 'Adrak-Elaichi Chai Masala' })
    await expect(masala).toBeVisible()
    await expect(widget.getByRole('article', { name: 'Live Jalebi & Kulhad Chai Counter' })).toBeVisible()
    await expect(widget.getByText(/\d+ items found/)).toBeVisible()
    await masala.getByRole('combobox', { name: 'Jar size' }).selectOption({ label: '100 g' })
    await masala.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(masala.getByRole('group', { name: /Quantity of Adrak-Elaichi Chai Masala/ })).toBeVisible()
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('webCart'))) ?? '[]')).toMatchObject([
      { slug: 'chai-masala', selectedVariant: { name: '100 g' } },
    ])
    await keepScreenshot(page, testInfo, '21-10-search')
    expect(await seriousViolations(page)).toEqual([])
    // The search of one category stays as it was.
    await widget.getByRole('searchbox', { name: 'Search all products and services...' }).fill('')
    await widget.getByRole('button', { name: /Pickles/ }).click()
    await expect(widget.getByRole('searchbox', { name: 'Search products...' })).toBeVisible()
  })

  test('an item detail shows its photo (zoom opens and closes), variants and a share link that opens it', async ({
    page,
    context,
    browser,
  }, testInfo) => {
    // A second visitor's browser opens the shared link: more than the default 30 s on a shared machine.
    test.setTimeout(60_000)
    // The share link is copied (the Web Share API, where a device has it, is the widget test's).
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share'))
    const widget = await openOnPhone(page)
    await widget.getByRole('button', { name: 'Browse the catalogue' }).click()
    await widget.getByRole('searchbox', { name: 'Search all products and services...' }).fill('ginger')
    await widget.getByRole('button', { name: 'View details of Adrak-Elaichi Chai Masala' }).click()
    const detail = widget.getByRole('region', { name: 'Adrak-Elaichi Chai Masala' })
    await expect(detail.getByText(/Dried ginger, green cardamom/)).toBeVisible()
    const size = detail.getByRole('combobox', { name: 'Jar size' })
    await expect(size.getByRole('option')).toHaveText(['50 g', '100 g'])
    await size.selectOption({ label: '100 g' })
    await expect(detail.getByText('₹189.00')).toBeVisible()
    await expect(detail.getByRole('button', { name: 'Add to Cart' })).toBeVisible()
    await keepScreenshot(page, testInfo, '21-10-item-detail')
    expect(await seriousViolations(page)).toEqual([])

    const photo = detail.getByRole('button', { name: 'Open photo 1 of 1 full screen' })
    await photo.click()
    const viewer = page.getByRole('dialog', { name: 'Photo 1 of 1: Adrak-Elaichi Chai Masala' })
    await expect(viewer).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    const image = viewer.getByRole('img', { name: 'Photo 1 of 1' })
    const before = (await image.boundingBox())!.width
    await viewer.getByRole('button', { name: 'Zoom in' }).click()
    await expect.poll(async () => (await image.boundingBox())!.width).toBeGreaterThan(before * 1.4)
    await image.click()
    await expect.poll(async () => (await image.boundingBox())!.width).toBeLessThanOrEqual(before + 1)
    await page.keyboard.press('Escape')
    await expect(viewer).toHaveCount(0)
    // Escape closed the viewer only: the widget and the detail stay, focus back on the photo.
    await expect(detail).toBeVisible()
    await expect(photo).toBeFocused()

    await detail.getByRole('button', { name: 'Share a link to Adrak-Elaichi Chai Masala' }).click()
    await expect(detail.getByText('Link copied')).toBeVisible()
    const link = await page.evaluate(() => navigator.clipboard.readText())
    // The link is the item's own page; whoever it is sent to opens it, and its Buy now opens the widget on the item.
    expect(link).toBe(new URL('/products/chai-masala', page.url()).href)
    const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage()
    await visitor.goto(link)
    await expect(visitor.getByRole('heading', { level: 1, name: 'Adrak-Elaichi Chai Masala' })).toBeVisible()
    await visitor.getByRole('link', { name: 'Buy now' }).click()
    await expect(widgetOf(visitor).getByRole('heading', { name: 'Ready to Purchase?' })).toBeVisible()
    await expect(widgetOf(visitor).getByText('Adrak-Elaichi Chai Masala')).toBeVisible()
  })

  test('Buy now on an item detail leads to the checkout of that item with its variant', async ({ page }) => {
    const widget = await openOnPhone(page)
    await widget.getByRole('button', { name: 'Browse the catalogue' }).click()
    await widget.getByRole('searchbox', { name: 'Search all products and services...' }).fill('garam')
    await widget.getByRole('button', { name: 'View details of Jaipuri Garam Masala' }).click()
    const detail = widget.getByRole('region', { name: 'Jaipuri Garam Masala' })
    await detail.getByRole('combobox', { name: 'Jar size' }).selectOption({ label: '250 g' })
    await detail.getByRole('button', { name: 'Buy now' }).click()
    await expect(widget.getByRole('heading', { name: 'Ready to Purchase?' })).toBeVisible()
    await widget.getByRole('button', { name: 'Login to complete your purchase' }).click()
    await signIn(widget, SHOP_PHONE)
    await expect(widget.getByRole('combobox', { name: 'Jar size' })).toHaveValue(/250/)
    await widget.getByRole('button', { name: 'Buy now' }).click()
    await expect(widget.getByRole('heading', { name: 'Checkout' })).toBeVisible()
    await expect(widget.getByText(/Jaipuri Garam Masala/).first()).toBeVisible()
  })
})

test('on a laptop the catalogue panel is wider than the chat panel', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  const widget = widgetOf(page)
  await expect(widget).toBeVisible()
  // Polled: the panel's loading frame (the same region) is replaced by the panel once the motion kit has loaded.
  await expect.poll(async () => (await widget.boundingBox())?.width).toBe(380)
  await widget.getByRole('button', { name: 'Browse the catalogue' }).click()
  await expect(widget.getByRole('heading', { name: 'Categories' })).toBeVisible()
  await expect.poll(async () => (await widget.boundingBox())?.width ?? 0).toBeGreaterThan(380)
  const panel = (await widget.boundingBox())!
  expect(panel.x).toBeGreaterThanOrEqual(0)
  expect(panel.x + panel.width).toBeLessThanOrEqual(1280)
  // Back to the topic list: the chat's width again.
  await widget.getByRole('button', { name: 'Back' }).click()
  await expect.poll(async () => (await widget.boundingBox())?.width ?? 0).toBe(380)
})
