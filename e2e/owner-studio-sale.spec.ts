import path from 'node:path'
import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { OWNER_DELIVERY_PATH, OWNER_DELIVERY_SAVE_PATH, type OwnerDeliveryResponse } from '../contract/delivery'
import {
  OWNER_SETTINGS_HOURS_PATH,
  OWNER_SETTINGS_PATH,
  OWNER_SETTINGS_PAYMENTS_PATH,
  type OwnerSettingsResponse,
} from '../contract/settings'
import { api } from './api'
import { keepScreenshot } from './artefact'
import { addAddress, signIn, type TestPhone, shippingOf, openPickles } from './widget-flows'
import { ownerInNewContext, fillPickleItem, openSettingsScreen } from './owner-flows'

/**
 * The owner studio's whole story on a desktop (the phone-sized parts have specs of their own): a shop owner at
 * 1280 px adds a product with two variants and a photo, and a customer in a second browser sees it without a
 * reload, buys it and pays by UPI to the id the owner has just set; the owner's new delivery charge is in the
 * customer's next totals; stock set to 0 reaches the customer's open list; outside the opening hours the header
 * says when replies come.
 */

/** Kept for this spec in playwright.config.ts: the demo owner +919999988817 and a customer. */
const OWNER_PHONE: TestPhone = { phone: '9999988817', code: '880017' }
const CUSTOMER: TestPhone = { phone: '9877700112', code: '112112' }
/** Must match OWNER_KEYS in playwright.config.ts: puts the demo's settings back at the end. */
const OWNER = { authorization: 'Bearer e2e-owner-key-0123456789', host: 'demo.localhost' }
const DESKTOP = { width: 1280, height: 900 }
const JAIPUR = 'Kesar Kitchen, Malviya Nagar'
const NAME = `Lehsun Achaar ${Date.now().toString(36)}`

test.use({ viewport: DESKTOP })

let settings: OwnerSettingsResponse
let delivery: OwnerDeliveryResponse
test.beforeAll(async ({ request }) => {
  settings = (await (await request.get(`${api()}${OWNER_SETTINGS_PATH}`, { headers: OWNER })).json()) as typeof settings
  delivery = (await (await request.get(`${api()}${OWNER_DELIVERY_PATH}`, { headers: OWNER })).json()) as typeof delivery
})
test.afterAll(async ({ request }) => {
  const { razorpay: _keys, sandboxAvailable: _sandbox, ...payments } = settings.payments
  const puts = [
    request.post(`${api()}${OWNER_SETTINGS_PAYMENTS_PATH}`, { headers: OWNER, data: payments }),
    request.post(`${api()}${OWNER_SETTINGS_HOURS_PATH}`, { headers: OWNER, data: settings.hours }),
    ...delivery.points
      .filter((point) => point.name === JAIPUR)
      .map(({ _id, itemCount: _count, ...point }) =>
        request.post(`${api()}${OWNER_DELIVERY_SAVE_PATH}`, { headers: OWNER, data: { _id, point } }),
      ),
  ]
  for (const answer of await Promise.all(puts)) expect(answer.ok()).toBe(true)
})

/** A 1200 × 900 JPEG of a jar (the demo's garlic pickle drawing), the size of a phone's photo scaled down. */
const photo = () =>
  sharp(path.join(import.meta.dirname, '../public/demo/items/lehsun-achaar.svg'), { density: 300 })
    .resize(1200, 900, { fit: 'contain', background: '#fbf3e4' })
    .flatten({ background: '#fbf3e4' })
    .jpeg()
    .toBuffer()

test('at 1280 px an owner sets up a product, UPI id, delivery charge and hours; a customer buys it', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  const widget = page.getByRole('region', { name: 'Kesar Kitchen' })
  await signIn(widget, CUSTOMER)
  await openPickles(widget)
  // By its name: the list is virtual, and other specs' items may push a new one out of view.
  await widget.getByRole('searchbox', { name: 'Search products...' }).fill(NAME)

  // The owner adds the product: two sizes with their stock, a photo, shipped from Jaipur.
  const owner = await ownerInNewContext(browser, OWNER_PHONE, DESKTOP)
  await owner.getByRole('tab', { name: 'Catalogue' }).click()
  await owner.getByRole('button', { name: 'Add item' }).click()
  await fillPickleItem(owner, NAME, '180', [
    ['200 g', '180', '4'],
    ['400 g', '330', '6'],
  ])
  await owner
    .getByLabel('Add image')
    .setInputFiles({ name: 'achaar.jpg', mimeType: 'image/jpeg', buffer: await photo() })
  await expect(owner.getByRole('img', { name: 'Image 1' })).toBeVisible()
  // Where it ships from is one of the new item's 'More details' (closed: a quick add is photo, name, price, sizes).
  await owner.getByRole('button', { name: 'More details' }).click()
  await owner.getByRole('checkbox', { name: `Ships from ${JAIPUR}, Jaipur` }).check()
  // The form's top, the photo in it: docs/owner-app.md's picture of the studio (docs/images/owner-studio-item.png).
  await owner.evaluate(() => window.scrollTo(0, 0))
  await keepScreenshot(owner, testInfo, 'owner-studio-item-form-1280')
  await owner.getByRole('button', { name: 'Save item' }).click()
  await expect(owner.getByRole('button', { name: `Edit ${NAME}` })).toBeVisible()

  // The customer's open list shows it, with its photo, without a reload.
  const card = widget.getByRole('article', { name: NAME })
  await expect(card).toBeVisible()
  // The photo is decorative beside the item's name (no alt text of its own), and it has loaded.
  const image = card.locator('img').first()
  await expect(image).toHaveJSProperty('complete', true)
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0)
  await card.scrollIntoViewIfNeeded()
  await keepScreenshot(page, testInfo, 'widget-new-item-1280')

  // The owner's new UPI id and a higher Jaipur charge per order (₹60 → ₹85).
  await openSettingsScreen(owner, 'Payments')
  await owner.getByRole('textbox', { name: 'UPI id' }).fill('lehsun.kitchen@okhdfc')
  await owner.getByRole('button', { name: 'Save payments' }).click()
  await expect(owner.getByRole('region', { name: 'Payments' }).getByText('Saved', { exact: true })).toBeVisible()
  await owner.getByRole('button', { name: 'Back to Settings' }).click()
  await owner.getByRole('button', { name: 'Delivery', exact: true }).click()
  const deliveryRegion = owner.getByRole('region', { name: 'Delivery' })
  await deliveryRegion.getByRole('button', { name: `Edit ${JAIPUR}` }).click()
  await deliveryRegion.getByRole('textbox', { name: 'Per order (₹)' }).fill('85')
  await deliveryRegion.getByRole('button', { name: 'Save dispatch point' }).click()
  await expect(deliveryRegion.getByText('Saved', { exact: true })).toBeVisible()

  // The customer buys the 400 g jar to Jaipur: an item without a weight ships for the charge per order alone.
  await card.getByRole('combobox').selectOption({ label: '400 g' })
  await card.getByRole('button', { name: 'Add to Cart' }).click()
  await widget.getByRole('button', { name: /^Your cart, / }).click()
  await widget.getByRole('searchbox', { name: 'Search your cart...' }).fill(NAME)
  await widget.getByRole('button', { name: 'Proceed to Checkout' }).click()
  await addAddress(widget)
  await expect(shippingOf(page)).toHaveText('₹85.00')
  await widget.getByRole('button', { name: 'Create Order' }).click()
  await expect(widget.getByRole('heading', { name: 'Checkout' })).toBeHidden()
  await widget.getByRole('tab', { name: 'History' }).click()
  const order = widget.getByRole('article').filter({ hasText: NAME })
  await order.getByRole('button', { name: /^Pay ₹/ }).click()
  await widget.getByRole('button', { name: 'Pay by UPI or QR code instead' }).click()
  const link = await widget.getByRole('link', { name: 'Open UPI app' }).getAttribute('href')
  expect(link).toMatch(/^upi:\/\/pay\?pa=lehsun\.kitchen%40okhdfc&/)
  await keepScreenshot(page, testInfo, 'widget-upi-new-id-1280')

  // Stock to 0 for both sizes: the customer's list says 'Out of stock' without a reload.
  await page.goto('/?chat=open')
  await widget.getByRole('button', { name: 'Browse the catalogue' }).click()
  await widget.getByRole('button', { name: /Pickles/ }).click()
  await widget.getByRole('searchbox', { name: 'Search products...' }).fill(NAME)
  await expect(card).toBeVisible()
  await owner.getByRole('tab', { name: 'Catalogue' }).click()
  await owner.getByRole('button', { name: 'Stock' }).click()
  await owner.getByRole('searchbox', { name: 'Search stock' }).fill(NAME)
  for (const size of ['200 g', '400 g']) {
    const field = owner.getByRole('textbox', { name: `Stock of ${NAME} · ${size}` })
    await field.fill('0')
    await field.press('Enter')
    await expect(owner.getByRole('textbox', { name: `Stock of ${NAME} · ${size}` })).toHaveValue('0')
  }
  await keepScreenshot(owner, testInfo, 'owner-studio-stock-1280')
  await expect(card.getByRole('option', { name: /Out of stock/ })).toHaveCount(2)

  // Hours: open one minute a day (at 23:58 in Kolkata), so away now; the header says when replies come.
  await openSettingsScreen(owner, 'Opening hours')
  const hours = owner.getByRole('region', { name: 'Opening hours' })
  await hours.getByRole('checkbox', { name: /^Use opening hours/ }).check()
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    await hours.getByRole('checkbox', { name: day, exact: true }).check()
    await hours.getByLabel(`${day} opens`).fill('23:58')
    await hours.getByLabel(`${day} closes`).fill('23:59')
  }
  await hours.getByRole('button', { name: 'Save hours' }).click()
  await expect(hours.getByText('Saved', { exact: true })).toBeVisible()
  await page.goto('/?chat=open')
  await expect(widget.getByText(/^Away · replies from (\w{3} )?23:58$/)).toBeVisible()
  await keepScreenshot(page, testInfo, 'widget-away-1280')
  await owner.context().close()
})
