import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { productPath } from '../contract/product-path'
import { keepScreenshot } from './artefact'
import { widgetOf } from './widget-flows'

const meta = (page: Page, key: string) =>
  page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content')

for (const width of [390, 1280]) {
  test(`at ${width} px a product page shows photo and price, zooms the photo, and Add to Cart fills the cart`, async ({
    page,
  }, testInfo) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize({ width, height: 844 })
    const response = await page.goto(productPath('garam-masala'))
    expect(response?.status()).toBe(200)

    await expect(page.getByRole('heading', { level: 1, name: 'Jaipuri Garam Masala' })).toBeVisible()
    const photo = page.getByRole('img', { name: 'Jaipuri Garam Masala' })
    await expect(photo).toBeVisible()
    expect(await photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
    const price = page.locator('.product__details > .product__price')
    await expect(price.locator('strong')).toHaveText('₹159.00')
    await expect(price.locator('s')).toHaveText('₹180.00')
    await expect(page.getByText('In stock', { exact: true })).toBeVisible()
    await expect(page.getByText('Delivery from ₹40.00')).toBeVisible()
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

    // The link preview and the search engines' view of it.
    expect(await meta(page, 'og:type')).toBe('product')
    expect(await meta(page, 'og:title')).toBe('Jaipuri Garam Masala')
    expect(await meta(page, 'og:url')).toBe(new URL(productPath('garam-masala'), page.url()).href)
    expect(await meta(page, 'og:image')).toMatch(/^http:\/\/.+\/demo\/items\/garam-masala\.svg$/)
    expect(await meta(page, 'product:price:amount')).toBe('159.00')
    const structured = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(structured.map((text) => (JSON.parse(text) as { '@type': string })['@type'])).toEqual([
      'Product',
      'BreadcrumbList',
    ])
    await keepScreenshot(page, testInfo, `product-page-${width}`)
    const axe = await new AxeBuilder({ page }).include('#root').analyze()
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`)).toEqual(
      [],
    )

    // The photo viewer, without the widget's JS: the link's target shows it, its close link hides it.
    await page.getByRole('link', { name: 'Enlarge photo 1 of 1' }).click()
    const viewer = page.getByRole('dialog', { name: 'Photo 1 of 1 of Jaipuri Garam Masala' })
    await expect(viewer).toBeVisible()
    await viewer.getByRole('link', { name: 'Close the photo' }).click()
    await expect(viewer).toBeHidden()

    // Add to Cart opens the widget with the item in the (signed-out, local) cart.
    await page.getByRole('link', { name: 'Add to Cart' }).click()
    const widget = widgetOf(page)
    await expect(widget.getByRole('heading', { name: 'Your Cart (1)' })).toBeVisible({ timeout: 15_000 })
    await expect(widget.getByRole('article', { name: 'Jaipuri Garam Masala' })).toBeVisible()
    await keepScreenshot(page, testInfo, `product-page-cart-${width}`)
  })
}

test("a product page boots with the home page's script and nothing more; nothing hydrates it", async ({ page }) => {
  const scripts = () =>
    page.locator('script[src]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src')))
  await page.goto('/')
  const home = await scripts()
  await page.goto(productPath('garam-masala'))
  expect(await scripts()).toEqual(home)
  const data = JSON.parse((await page.locator('#vitrine-data').textContent()) ?? '{}') as Record<string, unknown>
  expect(Object.keys(data).sort()).toEqual(['chat', 'editMode', 'route', 'siteId', 'strings', 'subdomain'])
})

test('a product that does not exist answers the 404 screen', async ({ page }) => {
  const response = await page.goto(productPath('no-such-product'))
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible()
})
