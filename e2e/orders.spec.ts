import { expect, test, type Page } from '@playwright/test'
import { OWNER_ORDER_ACTION_PATH } from '../contract/orders'
import { api } from './api'
import {
  addAddress,
  buyNow,
  pickServiceSlot,
  signIn,
  type TestPhone,
  addFromCatalogue,
  openBuyNow,
} from './widget-flows'

/** Test numbers of playwright.config.ts kept for these tests (the OTP rate limit is per phone). */
const CHECKOUT_PHONE = { phone: '9888800004', code: '444444' }
const BUY_NOW_PHONE = { phone: '9888800005', code: '555555' }
const PHONE_CHECKOUT_PHONE = { phone: '9888800008', code: '888888' }
/** Must match OWNER_KEYS in playwright.config.ts. */
const OWNER = { authorization: 'Bearer e2e-owner-key-0123456789' }

const accessToken = (page: Page) => page.evaluate(() => localStorage.getItem('userAccessToken'))

/**
 * The checkout end to end: a shippable product, a pickup-only sweet and
 * a service, three orders, History with search, filter and cancel, and an
 * owner's change arriving live.
 */
async function orderThreeKinds(page: Page, phone: TestPhone, mobile: boolean) {
  await page.goto('/')
  const widget = page.getByRole('region', { name: 'Kesar Kitchen' })
  // A phone's first visit shows the page first: the toggle opens the chat now.
  if (mobile) await page.getByRole('button', { name: /Open chat/ }).click()
  await addFromCatalogue(widget, /Shop spices & pickles/, /Spice blends/, 'Jaipuri Garam Masala')
  await addFromCatalogue(widget, /Shop spices & pickles/, /Sweets & namkeen/, 'Jaipuri Ghevar')
  await addFromCatalogue(widget, /Catering & workshops/, /Catering & gifting/, 'Home-Style Catering for Small Events')

  await widget.getByRole('button', { name: 'Your cart, 3 items' }).click()
  await widget.getByRole('button', { name: 'Proceed to Checkout' }).click()
  await signIn(widget, phone)
  await expect(widget.getByRole('heading', { name: 'Your Cart (3)' })).toBeVisible()
  await widget.getByRole('button', { name: 'Proceed to Checkout' }).click()
  await expect(widget.getByRole('heading', { name: 'Checkout' })).toBeVisible()
  await addAddress(widget)

  const totals = widget.getByLabel('Order totals')
  await expect(totals.getByText('Shipping')).toBeVisible()
  // The catering is a service: its preferred date and slot come first.
  await expect(widget.getByRole('button', { name: 'Create Order' })).toBeDisabled()
  await pickServiceSlot(widget)
  await widget.getByRole('button', { name: 'Create Order' }).click()
  await expect(widget.getByRole('heading', { name: 'Checkout' })).toBeHidden()
  await expect(widget.getByRole('button', { name: /^Your cart, 0 items/ })).toBeVisible()

  // Three confirmations reach the chat (after the typing simulation, 1 s apart).
  await expect(widget.getByText(/Order KK-\d+/)).toHaveCount(3, { timeout: 15_000 })

  await widget.getByRole('tab', { name: 'History' }).click()
  await expect(widget.getByRole('article')).toHaveCount(3)
  await widget.getByRole('searchbox', { name: 'Search orders...' }).fill('ghevar')
  await expect(widget.getByRole('article')).toHaveCount(1)
  const sweets = widget.getByRole('article').first()
  const sweetsId = (await sweets.getByRole('button', { name: /Details of order/ }).getAttribute('aria-label'))!.replace(
    'Details of order ',
    '',
  )
  await sweets.getByRole('button', { name: /Details of order/ }).click()
  await sweets.getByRole('button', { name: 'Cancel order' }).click()
  await widget
    .getByRole('alertdialog', { name: 'Cancel Order?' })
    .getByRole('button', { name: 'Yes, cancel it' })
    .click()
  await expect(sweets.getByText('Cancelled')).toBeVisible()

  await widget.getByRole('searchbox', { name: 'Search orders...' }).fill('')
  await expect(widget.getByRole('article')).toHaveCount(3)
  await widget.getByRole('button', { name: 'Filters' }).click()
  await widget.getByRole('combobox', { name: 'Status' }).selectOption('Cancelled')
  await expect(widget.getByRole('article')).toHaveCount(1)
  await expect(widget.getByRole('article', { name: sweetsId })).toBeVisible()
  await widget.getByRole('combobox', { name: 'Status' }).selectOption('All')
  await expect(widget.getByRole('article')).toHaveCount(3)

  // The owner moves another order on: the History tab shows it at once.
  const list = await page.request.get(`${api()}/business_website/owner/orders?subdomain=demo`, {
    headers: { ...OWNER, host: 'demo.localhost' },
  })
  expect(list.status()).toBe(200)
  const { orders } = (await list.json()) as { orders: { _id: string; orderId: string; status: string; kind: string }[] }
  // This customer's shipping order (the list holds every customer's orders of the site).
  const mine = await widget
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? card.textContent ?? ''))
  const shipping = orders.find(
    (order) => order.kind === 'shipping' && mine.some((card) => card.includes(order.orderId)),
  )!
  const card = widget.getByRole('article', { name: shipping.orderId })
  await expect(card.getByText('20% complete')).toBeVisible()
  const moved = await page.request.post(`${api()}${OWNER_ORDER_ACTION_PATH}`, {
    headers: { ...OWNER, host: 'demo.localhost' },
    data: { orderId: shipping._id, action: 'advance' },
  })
  expect(moved.status()).toBe(200)
  await expect(card.getByText('40% complete')).toBeVisible()
  expect(await accessToken(page)).not.toBeNull()
}

for (const { width, height, phone, mobile } of [
  { width: 1280, height: 800, phone: CHECKOUT_PHONE, mobile: false },
  { width: 390, height: 844, phone: PHONE_CHECKOUT_PHONE, mobile: true },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height }, isMobile: mobile, hasTouch: mobile })

    test('shipped, pickup and service items make three orders: History, cancel, an owner change live', async ({
      page,
    }) => {
      test.setTimeout(90_000)
      await orderThreeKinds(page, phone, mobile)
    })
  })
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test("direct_buy's Buy now orders one item at once, and the History tab shows it", async ({ page }) => {
    test.setTimeout(60_000)
    const widget = await openBuyNow(page)
    await buyNow(widget, BUY_NOW_PHONE)
    await widget.getByRole('tab', { name: 'History' }).click()
    await expect(widget.getByRole('article')).toHaveCount(1)
    await expect(widget.getByRole('article').getByText('Active')).toBeVisible()
  })
})
