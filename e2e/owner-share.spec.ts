import fs from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { OWNER_SETTINGS_PATH, OWNER_SETTINGS_PAYMENTS_PATH, type OwnerSettingsResponse } from '../contract/settings'
import { api } from './api'
import { keepScreenshot } from './artefact'
import { openOwnerTab, ownerSignsIn } from './owner-flows'

/** The test number kept for this spec in playwright.config.ts: a demo owner. */
const OWNER_PHONE = { phone: '9999988816', code: '880016' }
/** Must match OWNER_KEYS in playwright.config.ts. */
const OWNER = { authorization: 'Bearer e2e-owner-key-0123456789', host: 'demo.localhost' }
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

// The story takes the demo's UPI id off first (so the checklist has it to tick) and puts the payments back at the end.
let original: OwnerSettingsResponse
const paymentsOf = (settings: OwnerSettingsResponse) => {
  const { razorpay: _keys, sandboxAvailable: _sandbox, ...payments } = settings.payments
  return payments
}
test.beforeAll(async ({ request }) => {
  original = (await (
    await request.get(`${api()}${OWNER_SETTINGS_PATH}`, { headers: OWNER })
  ).json()) as OwnerSettingsResponse
  const cleared = { ...paymentsOf(original), upiId: '', payeeName: '' }
  expect((await request.post(`${api()}${OWNER_SETTINGS_PAYMENTS_PATH}`, { headers: OWNER, data: cleared })).ok()).toBe(
    true,
  )
})
test.afterAll(async ({ request }) => {
  const restored = await request.post(`${api()}${OWNER_SETTINGS_PAYMENTS_PATH}`, {
    headers: OWNER,
    data: paymentsOf(original),
  })
  expect(restored.ok()).toBe(true)
})

const checklistOf = (page: Page) => page.getByRole('region', { name: 'Get your site ready' })

/** The page has no sideways scroll at its width (every part fits), once the layout has followed a new width. */
async function fitsWidth(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0)
}

test('the owner sets the UPI id from the checklist, then shares the site (link, QR, WhatsApp)', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  await page.setViewportSize(DESKTOP)
  await ownerSignsIn(page, OWNER_PHONE, true)

  // The first screen (Insights, on a laptop): the checklist, ticked from the demo's data (its logo and catalogue), the
  // UPI id still to set.
  const checklist = checklistOf(page)
  await expect(checklist).toBeVisible()
  await expect(checklist.getByRole('listitem').filter({ hasText: 'Add a logo, Done' })).toBeVisible()
  await expect(checklist.getByRole('listitem').filter({ hasText: 'Add a first product, Done' })).toBeVisible()
  await expect(checklist.getByRole('listitem').filter({ hasText: 'Set up delivery or pickup, Done' })).toBeVisible()
  // Above it, 'Ready to sell': the demo takes orders (priced items that ship, paid by phone while the UPI id is off).
  await expect(page.getByRole('region', { name: 'Ready to sell' }).getByRole('heading')).toHaveText(
    '✓ Ready to sell — customers can order now',
  )
  await keepScreenshot(page, testInfo, 'owner-checklist-1280')

  // Its step opens Settings at the payments, focused; the owner sets the UPI id there.
  await checklist.getByRole('button', { name: /^Set your UPI id/ }).click()
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.locator('#ow-settings-payments')).toBeFocused()
  await page.getByRole('textbox', { name: 'UPI id' }).fill('kesarkitchen@upi')
  await page.getByRole('textbox', { name: /^Payee name/ }).fill('Kesar Kitchen')
  await page.getByRole('button', { name: 'Save payments' }).click()
  await expect(page.getByText('Saved', { exact: true })).toBeVisible()

  await page.getByRole('tab', { name: 'Insights' }).click()
  await expect(checklist.getByRole('listitem').filter({ hasText: 'Set your UPI id, Done' })).toBeVisible()
  await expect(checklist.getByRole('button', { name: /^Share your site/ })).toBeVisible()

  // Share: the link, the QR code as a PNG download, WhatsApp with the link in its message.
  await page.getByRole('tab', { name: 'Share' }).click()
  const link = page.getByRole('textbox', { name: 'Link to your site' })
  const siteUrl = new URL(page.url()).origin
  await expect(link).toHaveValue(siteUrl)
  const qr = page.getByRole('img', { name: `QR code of ${siteUrl}` })
  await expect(qr).toBeVisible()
  // The preview is the served PNG itself, drawn once it has loaded.
  await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1024)
  const whatsapp = page.getByRole('link', { name: 'Share on WhatsApp' })
  const href = new URL((await whatsapp.getAttribute('href'))!)
  expect(href.host).toBe('wa.me')
  expect(href.searchParams.get('text')).toContain(siteUrl)
  expect(href.searchParams.get('text')).toContain('Kesar Kitchen')
  // The product feed's address, served on the site's host as shopping surfaces fetch it.
  const feed = page.getByRole('textbox', { name: 'Product feed address' })
  await expect(feed).toHaveValue(`${siteUrl}/feeds/products.xml`)
  // Fetched by the page (Node does not resolve *.localhost).
  const served = await page.evaluate(async (url) => {
    const response = await fetch(url)
    return { type: response.headers.get('content-type'), body: await response.text() }
  }, `${siteUrl}/feeds/products.xml`)
  expect(served.type).toBe('application/rss+xml; charset=utf-8')
  expect(served.body).toContain('<g:price>')
  await fitsWidth(page)
  await keepScreenshot(page, testInfo, 'owner-share-1280')

  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download QR code (PNG)' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('kesar-kitchen-qr.png')
  const png = fs.readFileSync((await download.path())!)
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true)
  expect(png.readUInt32BE(16)).toBe(1024)

  // Taking the QR code counts as sharing: the checklist ticks its last step.
  await page.getByRole('tab', { name: 'Insights' }).click()
  await expect(checklist.getByRole('listitem').filter({ hasText: 'Share your site, Done' })).toBeVisible()

  // The same at phone width.
  await page.setViewportSize(PHONE)
  await expect(checklist).toBeVisible()
  await fitsWidth(page)
  await keepScreenshot(page, testInfo, 'owner-checklist-390')
  await openOwnerTab(page, 'Share')
  await expect(link).toHaveValue(siteUrl)
  await expect(page.getByRole('link', { name: 'Download QR code (PNG)' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Domain' })).toBeVisible()
  await fitsWidth(page)
  await keepScreenshot(page, testInfo, 'owner-share-390')
  await feed.scrollIntoViewIfNeeded()
  await expect(page.getByRole('button', { name: 'Copy feed address' })).toBeVisible()
  await fitsWidth(page)
  await keepScreenshot(page, testInfo, 'owner-share-feed-390')
  await page.getByRole('textbox', { name: 'Domain' }).fill('shop.kesar.example')
  await page.getByRole('button', { name: 'Save domain' }).click()
  await expect(page.getByText('Waiting for the DNS record')).toBeVisible()
  await expect(page.getByText('Points to')).toBeVisible()
  await page.getByText('Points to').scrollIntoViewIfNeeded()
  await fitsWidth(page)
  await keepScreenshot(page, testInfo, 'owner-share-domain-390')
  await page.getByRole('button', { name: 'Remove domain' }).click()
  await expect(page.getByText('Waiting for the DNS record')).toBeHidden()
})
