import { expect, test } from '@playwright/test'
import {
  OWNER_DELIVERY_PATH,
  OWNER_DELIVERY_SAVE_PATH,
  type DispatchPointView,
  type OwnerDeliveryResponse,
} from '../contract/delivery'
import { api } from './api'
import { keepScreenshot } from './artefact'
import { addAddress, signIn, shippingOf, openBuyNow } from './widget-flows'
import { openSettingsScreen, ownerSignsIn } from './owner-flows'

/** Test numbers kept for this spec in playwright.config.ts: a customer, and an owner. */
const CUSTOMER = { phone: '9877700083', code: '838383' }
// One demo owner per spec that signs in (the per-phone code limit: one per 30 s).
const OWNER_PHONE = { phone: '9999988811', code: '880011' }
/** Must match OWNER_KEYS in playwright.config.ts. */
const OWNER = { authorization: 'Bearer e2e-owner-key-0123456789', host: 'demo.localhost' }
const PHONE = { width: 390, height: 844 }
const JAIPUR = 'Kesar Kitchen, Malviya Nagar'

test.use({ viewport: PHONE, isMobile: true, hasTouch: true })

// The demo's Jaipur point as it was: put back at the end.
let original: DispatchPointView
test.beforeAll(async ({ request }) => {
  const answer = (await (
    await request.get(`${api()}${OWNER_DELIVERY_PATH}`, { headers: OWNER })
  ).json()) as OwnerDeliveryResponse
  original = answer.points.find((point) => point.name === JAIPUR)!
})
test.afterAll(async ({ request }) => {
  const { _id, itemCount: _count, ...point } = original
  const put = await request.post(`${api()}${OWNER_DELIVERY_SAVE_PATH}`, { headers: OWNER, data: { _id, point } })
  expect(put.ok()).toBe(true)
})

test("the owner changes a delivery charge in Settings, and the customer's next totals use it", async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  // The customer at checkout, to a Jaipur address: 100 g ships for ₹60 + ₹40 (one started kg).
  const widget = await openBuyNow(page)
  await widget.getByRole('button', { name: 'Login to complete your purchase' }).click()
  await signIn(widget, CUSTOMER)
  await widget.getByRole('button', { name: 'Buy now' }).click()
  await expect(widget.getByRole('heading', { name: 'Checkout' })).toBeVisible()
  await addAddress(widget)
  await expect(shippingOf(page)).toHaveText('₹100.00')

  // The owner, on a phone: Settings, Delivery, the Jaipur point's charge per order from ₹60 to ₹75.
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })
  const owner = await context.newPage()
  await ownerSignsIn(owner, OWNER_PHONE)
  await openSettingsScreen(owner, 'Delivery')
  const delivery = owner.getByRole('region', { name: 'Delivery' })
  await expect(delivery.getByText('Delivers to: 1, 2, 3, 4, 5, 6, 7, 8')).toBeVisible()
  await delivery.getByRole('button', { name: `Edit ${JAIPUR}` }).click()
  await expect(delivery.getByRole('textbox', { name: 'Name' })).toBeFocused()
  const base = delivery.getByRole('textbox', { name: 'Per order (₹)' })
  await base.fill('')
  await delivery.getByRole('textbox', { name: 'Pincodes, or their first digits' }).fill('1, 2, 0')
  await delivery.getByRole('button', { name: 'Save dispatch point' }).click()
  // The refused area stands beside its field, and the keyboard is taken there.
  const pincodes = delivery.getByRole('textbox', { name: 'Pincodes, or their first digits' })
  await expect(pincodes).toHaveAttribute('aria-invalid', 'true')
  await expect(pincodes).toBeFocused()
  await pincodes.fill('1, 2, 3, 4, 5, 6, 7, 8')
  await base.fill('75')
  await delivery.getByRole('button', { name: 'Save dispatch point' }).click()
  await expect(delivery.getByText('Saved', { exact: true })).toBeVisible()
  await expect(delivery.getByText('₹75.00 an order + ₹40.00 a kg, free from ₹999.00')).toBeVisible()

  // Check a pincode: Delhi's point delivers to 110001 (a ₹500 cart ships free from it).
  await delivery.getByRole('textbox', { name: 'Pincode' }).fill('110001')
  await expect(delivery.getByRole('textbox', { name: /^State/ })).toHaveValue('Delhi')
  await delivery.getByRole('button', { name: 'Check', exact: true }).click()
  await expect(delivery.getByText('Delhi partner store, Connaught Place delivers here. Delivery: free')).toBeVisible()
  await expect(delivery.getByText(`${JAIPUR}: ₹115.00`)).toBeVisible()
  const heading = owner.getByRole('heading', { level: 2, name: 'Delivery' })
  await heading.scrollIntoViewIfNeeded()
  await keepScreenshot(owner, testInfo, 'owner-delivery-390')
  await owner.setViewportSize({ width: 1280, height: 900 })
  await heading.scrollIntoViewIfNeeded()
  await keepScreenshot(owner, testInfo, 'owner-delivery-1280')
  await context.close()

  // The customer's next totals (the checkout opened again) ship for ₹75 + ₹40.
  await page.reload()
  await expect(widget.getByRole('heading', { name: 'Checkout' })).toBeVisible()
  await expect(shippingOf(page)).toHaveText('₹115.00')
})
