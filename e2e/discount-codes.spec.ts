import { expect, test } from '@playwright/test'
import { keepScreenshot } from './artefact'
import { openOwnerTab, openSettingsScreen, ownerInNewContext } from './owner-flows'
import { addAddress, payHistoryOrder, signIn, type TestPhone, openBuyNow } from './widget-flows'

/** Test numbers of playwright.config.ts kept for this spec. */
const CUSTOMER: TestPhone = { phone: '9877710051', code: '710051' }
const OWNER: TestPhone = { phone: '9999988839', code: '880039' }
const VIEWPORT = { width: 390, height: 844 }

test.use({ viewport: VIEWPORT, isMobile: true, hasTouch: true })

test('at 390 px a 10% code with a minimum: the customer applies it, pays, and both see the discount', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(150_000)
  const code = `SAVE${Date.now() % 100000}`
  const owner = await ownerInNewContext(browser, OWNER, VIEWPORT)
  await openSettingsScreen(owner, 'Discount codes')
  await owner.getByRole('button', { name: 'Add a code' }).click()
  await owner.getByRole('textbox', { name: 'Code' }).fill(code.toLowerCase())
  await expect(owner.getByRole('radio', { name: 'A percentage off' })).toBeChecked()
  await owner.getByRole('textbox', { name: 'Percentage off' }).fill('10')
  await owner.getByRole('textbox', { name: 'Minimum order (₹)' }).fill('500')
  await owner.getByRole('button', { name: 'Save code' }).click()
  const row = owner.getByRole('listitem').filter({ hasText: code })
  await expect(row.getByText('10% off · orders from ₹500.00')).toBeVisible()
  await expect(row.getByText('Used 0 times')).toBeVisible()
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORT.width)

  // One masala (₹166.95 with GST) is below the minimum: the code says what is missing.
  const widget = await openBuyNow(page)
  await widget.getByRole('button', { name: 'Login to complete your purchase' }).click()
  await signIn(widget, CUSTOMER)
  await widget.getByRole('button', { name: 'Buy now' }).click()
  await addAddress(widget)
  const field = widget.getByRole('textbox', { name: 'Discount code' })
  await field.fill(code.toLowerCase())
  await widget.getByRole('button', { name: 'Apply' }).click()
  await expect(widget.getByText(new RegExp(`^Add ₹[\\d,.]+ more to use ${code}\\.$`))).toBeVisible()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(widget.getByLabel('Order totals').getByText(`Code ${code}`)).toHaveCount(0)
  await widget.getByRole('region', { name: 'Checkout' }).getByRole('button', { name: 'Back' }).click()
  await expect(widget.getByRole('heading', { name: 'Checkout' })).toBeHidden()

  // A shared link fills the code; four masalas are above the minimum: 10% comes off, and the totals show its line.
  await page.goto(`/?chat=open&source=direct_buy&item=garam-masala&code=${code}`)
  await expect(widget.getByRole('button', { name: 'Buy now' })).toBeVisible()
  const more = widget.getByRole('button', { name: /^Increase quantity of/ })
  for (let count = 0; count < 3; count++) await more.click()
  await widget.getByRole('button', { name: 'Buy now' }).click()
  await expect(widget.getByRole('heading', { name: 'Checkout' })).toBeVisible()
  await expect(field).toHaveValue(code)
  await expect(widget.getByText(new RegExp(`^${code} applied: you save ₹[\\d,.]+$`))).toBeVisible()
  const totals = widget.getByLabel('Order totals')
  await expect(totals.getByText(`Code ${code}`)).toBeVisible()
  const saving = (await widget.getByText(new RegExp(`^${code} applied`)).textContent())!.replace(/^.*save /, '')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORT.width)
  await keepScreenshot(page, testInfo, 'discount-code-checkout-390')
  await widget.getByRole('button', { name: 'Create Order' }).click()
  await expect(widget.getByRole('heading', { name: 'Checkout' })).toBeHidden()

  // Paid through the sandbox gateway; History shows the code's line.
  const { orderId } = await payHistoryOrder(page, widget)
  await widget.getByRole('button', { name: `Details of order ${orderId}` }).click()
  await expect(widget.getByText(`Code ${code}: −${saving}`)).toBeVisible()

  // The owner's order card shows the same discount, and the code counts its use.
  await openOwnerTab(owner, 'Orders')
  // Other specs' customers order on the demo too: this customer's orders, under Active, where a paid order is.
  await owner.getByRole('searchbox', { name: 'Search orders' }).fill(CUSTOMER.phone)
  await owner
    .getByRole('group', { name: 'Order stages' })
    .getByRole('button', { name: /^Active,/ })
    .click()
  const order = owner.locator(`[data-order]`).filter({ hasText: orderId })
  await order.first().scrollIntoViewIfNeeded()
  await expect(order.getByText(`Code ${code}: −${saving}`)).toBeVisible()
  await keepScreenshot(owner, testInfo, 'discount-code-owner-390')
  await openSettingsScreen(owner, 'Discount codes')
  await expect(owner.getByRole('listitem').filter({ hasText: code }).getByText('Used once')).toBeVisible()
})
