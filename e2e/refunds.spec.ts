import { expect, test, type Browser, type Page } from '@playwright/test'
import { keepScreenshot } from './artefact'
import { buyNow, type TestPhone, historyOrder, payHistoryOrder, openBuyNow } from './widget-flows'
import { ownerSignsIn } from './owner-flows'

/** Test numbers of playwright.config.ts kept for this spec (the code limit is per phone): one customer, one owner. */
const CUSTOMER = { phone: '9877700021', code: '212121' }
const OWNER = { phone: '9999988804', code: '880004' }
const COMPLETING_CUSTOMER = { phone: '9877700022', code: '222222' }
const COMPLETING_OWNER = { phone: '9999988805', code: '880005' }
const PHONE = { width: 390, height: 844 }

/** /owner at 390 px in its own browser context, signed in, showing the customer's details beside their conversation. */
async function ownerOpensCustomer(browser: Browser, owner: TestPhone, customer: TestPhone): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await ownerSignsIn(page, owner)
  await page
    .getByRole('button', { name: new RegExp(customer.phone.replace(/(\d{5})(\d{5})/, '$1.?$2')) })
    .first()
    .click()
  await page.getByRole('button', { name: 'Customer info' }).click()
  await expect(page.getByRole('region', { name: 'Customer details' })).toBeVisible()
  return page
}

test.use({ viewport: PHONE, isMobile: true, hasTouch: true })

test('a paid order: the owner cancels it with a refund through the gateway, the widget shows Refunded ₹X', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  // The customer orders and pays through the sandbox gateway.
  const widget = await openBuyNow(page)
  await buyNow(widget, CUSTOMER)
  const { card, orderId } = await payHistoryOrder(page, widget)
  const total = (await card.locator('.vw-order-card__amount').textContent())!.trim()

  // The owner, on a phone: a paid order offers 'Cancel and refund ₹X' (no plain Cancel), through the gateway.
  const owner = await ownerOpensCustomer(browser, OWNER, CUSTOMER)
  const order = owner.getByRole('article', { name: orderId })
  await expect(order.getByRole('button', { name: 'Cancel order' })).toHaveCount(0)
  await order.getByRole('button', { name: /^Cancel and refund ₹/ }).click()
  const dialog = owner.getByRole('dialog', { name: new RegExp(`^Cancel ${orderId} and refund ₹`) })
  await expect(dialog.getByRole('radio', { name: 'Through the payment gateway' })).toBeChecked()
  await expect(dialog.getByRole('radio', { name: 'Through the payment gateway' })).toBeFocused()
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await keepScreenshot(owner, testInfo, '21-5-owner-refund')
  await dialog.getByRole('button', { name: /^Cancel and refund ₹/ }).click()
  await expect(dialog).toBeHidden()
  await expect(order.getByText('Cancelled')).toBeVisible()
  // The button that opened the dialog is gone: the order's card has the focus.
  await expect(order).toBeFocused()
  await expect(order.getByText(/^Refunded ₹/)).toBeVisible()

  // The customer's widget, live: Cancelled, Refunded ₹X, no progress and no Pay; the chat says so.
  await expect(card.getByText('Cancelled')).toBeVisible()
  await expect(card.getByText(/^Refunded ₹[\d,.]+$/)).toBeVisible()
  await expect(card.getByText(/% complete/)).toHaveCount(0)
  await expect(card.getByText(/^To pay/)).toHaveCount(0)
  await expect(card.getByRole('button', { name: /^Pay ₹/ })).toHaveCount(0)
  // The one money format: paise always kept.
  expect(total).toMatch(/^₹[\d,]+\.\d{2}$/)
  await keepScreenshot(page, testInfo, '21-5-refunded')
  await widget.getByRole('tab', { name: 'Chat' }).click()
  await expect(widget.getByText(new RegExp(`^Refunded ₹[\\d,.]+ for your order ${orderId}\\.$`))).toBeVisible()
  await owner.context().close()
})

test("an unpaid order: 'Mark completed' asks how it was paid outside, records cash and completes it", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000)
  const widget = await openBuyNow(page)
  await buyNow(widget, COMPLETING_CUSTOMER)
  const { card, orderId } = await historyOrder(widget)
  await expect(card.getByRole('button', { name: /^Pay ₹/ })).toBeVisible()

  const owner = await ownerOpensCustomer(browser, COMPLETING_OWNER, COMPLETING_CUSTOMER)
  const order = owner.getByRole('article', { name: orderId })
  await order.getByRole('button', { name: 'Mark completed' }).click()
  const dialog = owner.getByRole('dialog', { name: `Complete ${orderId}?` })
  await expect(dialog.getByRole('radio', { name: 'In cash' })).toBeFocused()
  await dialog.getByRole('button', { name: 'Record payment and complete' }).click()
  await expect(dialog).toBeHidden()
  await expect(order.getByText('Completed')).toBeVisible()

  await expect(card.getByText('Completed')).toBeVisible()
  await expect(card.getByText('1/1 paid')).toBeVisible()
  await expect(card.getByText('100% complete')).toBeVisible()
  await expect(card.getByRole('button', { name: /^Pay ₹/ })).toHaveCount(0)
  await owner.context().close()
})
