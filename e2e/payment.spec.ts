import { expect, test } from '@playwright/test'
import { OWNER_CONFIRM_PAYMENT_PATH } from '../contract/payment'
import { OWNER_ORDERS_PATH } from '../contract/orders'
import { api } from './api'
import { watchPolicy } from './policy-watch'
import { buyNow, historyOrder, openBuyNow } from './widget-flows'

/** Test numbers of playwright.config.ts kept for these tests (the OTP rate limit is per phone). */
const ONLINE_PHONE = { phone: '9888800006', code: '666666' }
const MANUAL_PHONE = { phone: '9888800007', code: '777777' }
/** Must match OWNER_KEYS in playwright.config.ts. */
const OWNER = { authorization: 'Bearer e2e-owner-key-0123456789', host: 'demo.localhost' }

/** A real 1×1 PNG: the payment's screenshot. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

test('pays through the sandbox gateway: a Failure shows failed, Try Again succeeds, History shows paid', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const policy = await watchPolicy(page)
  const widget = await openBuyNow(page)
  await buyNow(widget, ONLINE_PHONE)

  // The confirmation in the chat offers Pay too.
  await expect(widget.getByRole('button', { name: /^Pay ₹[\d,.]+ for order KK-\d+$/ })).toBeVisible({ timeout: 15_000 })
  await widget.getByRole('tab', { name: 'History' }).click()
  const card = widget.getByRole('article')
  await expect(card.getByText('0/1 paid')).toBeVisible()
  await card.getByRole('button', { name: /^Pay ₹/ }).click()

  await expect(widget.getByText('Pay securely with Sandbox.')).toBeVisible()
  await widget.getByRole('button', { name: /^Pay ₹/ }).click()
  const sandbox = page.getByRole('dialog', { name: 'Sandbox payment' })
  await expect(sandbox).toBeVisible()
  await sandbox.getByRole('button', { name: 'Failure' }).click()
  await expect(widget.getByText('Payment failed', { exact: true })).toBeVisible()

  await widget.getByRole('button', { name: 'Try Again' }).click()
  await expect(sandbox).toBeVisible()
  await sandbox.getByRole('button', { name: 'Success' }).click()
  await expect(sandbox).toBeHidden()
  await widget.getByRole('tab', { name: 'History' }).click()
  await expect(widget.getByRole('article').getByText('1/1 paid')).toBeVisible()
  await expect(widget.getByRole('article').getByRole('button', { name: /^Pay ₹/ })).toHaveCount(0)
  // The checkout script, its dialog and its calls ran under the page's Content-Security-Policy.
  expect(await policy.all()).toEqual([])
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('manual sheet: UPI id, UPI app link, UTR and screenshot; the owner confirms, the widget shows Paid', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const widget = await openBuyNow(page)
    await buyNow(widget, MANUAL_PHONE)
    const { card, orderId } = await historyOrder(widget)
    await card.getByRole('button', { name: /^Pay ₹/ }).click()

    await widget.getByRole('button', { name: 'Pay by UPI or QR code instead' }).click()
    await expect(widget.getByRole('radio', { name: 'UPI ID' })).toBeChecked()
    await widget.getByRole('button', { name: 'Copy UPI ID' }).click()
    await expect(widget.getByRole('button', { name: 'Copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('kesarkitchen@upi')
    const link = await widget.getByRole('link', { name: 'Open UPI app' }).getAttribute('href')
    expect(link).toMatch(
      // The payee is the owner the page names (the demo seed).
      new RegExp(
        '^upi://pay\\?pa=kesarkitchen%40upi&pn=Meera\\+Agarwal\\+%28Kesar\\+Kitchen%29' +
          `&am=\\d+\\.\\d{2}&cu=INR&tn=${orderId}$`,
      ),
    )
    await expect(widget.getByRole('img', { name: /QR code of the UPI payment link/ })).toBeVisible()

    await widget
      .getByLabel('Screenshot of the payment (optional)')
      .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG })
    await expect(widget.getByText('Attached: proof.png')).toBeVisible()
    await widget.getByRole('textbox', { name: 'Payment reference (UTR)' }).fill('412345678901')
    await widget.getByRole('button', { name: 'I have paid' }).click()
    await expect(widget.getByText(/is waiting for the business to confirm it/)).toBeVisible()

    const list = await page.request.get(`${api()}${OWNER_ORDERS_PATH}`, { headers: OWNER, params: { search: orderId } })
    const [order] = ((await list.json()) as { orders: { _id: string; paymentMilestones: { id: string }[] }[] }).orders
    const confirmed = await page.request.post(`${api()}${OWNER_CONFIRM_PAYMENT_PATH}`, {
      headers: OWNER,
      data: { orderId: order!._id, milestoneId: order!.paymentMilestones[0]!.id },
    })
    expect(confirmed.status()).toBe(200)
    await expect(widget.getByText('The business has confirmed your payment. This order is paid.')).toBeVisible()
    await widget.getByRole('button', { name: 'Done' }).click()
    await widget.getByRole('tab', { name: 'History' }).click()
    await expect(widget.getByRole('article').getByText('1/1 paid')).toBeVisible()
  })
})
