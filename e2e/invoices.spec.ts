import fs from 'node:fs'
import { expect, test, type Download } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'
import { keepScreenshot } from './artefact'
import { openOwnerTab, openSettingsScreen, ownerInNewContext } from './owner-flows'
import { addAddress, payHistoryOrder, signIn, type TestPhone } from './widget-flows'

/** Test numbers of playwright.config.ts kept for this spec. */
const CUSTOMER: TestPhone = { phone: '9877710060', code: '710060' }
const OWNER: TestPhone = { phone: '9999988841', code: '880041' }
const VIEWPORT = { width: 390, height: 844 }
/** A GSTIN of Rajasthan (08) with its right check digit: the customer's Jaipur address is within the state. */
const GSTIN = '08AAPFU0939F1ZV'

test.use({ viewport: VIEWPORT, isMobile: true, hasTouch: true })

/** The text of a downloaded PDF, as a reader of the file would copy it. */
async function pdfText(download: Download): Promise<string> {
  const file = fs.readFileSync((await download.path())!)
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(file)), { mergePages: true })
  return text.replace(/\s+/g, ' ')
}

test('at 390 px a paid order with a 10% code has a GST invoice PDF, for the customer and the owner', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  const code = `GST${Date.now() % 100000}`
  const owner = await ownerInNewContext(browser, OWNER, VIEWPORT)
  await openSettingsScreen(owner, 'GST and invoices')
  await owner.getByRole('textbox', { name: 'GSTIN' }).fill('08AAPFU0939F1ZA')
  await owner.getByRole('button', { name: 'Save invoice settings' }).click()
  await expect(owner.getByText(/does not match the others/)).toBeVisible()
  await owner.getByRole('textbox', { name: 'GSTIN' }).fill(GSTIN)
  await owner.getByRole('combobox', { name: 'Your state' }).selectOption('08')
  await owner.getByRole('textbox', { name: 'Legal name' }).fill('Kesar Kitchen Foods LLP')
  await owner.getByRole('textbox', { name: 'Invoice number prefix' }).fill('KK')
  await owner.getByRole('button', { name: 'Save invoice settings' }).click()
  await expect(owner.getByText('Invoice settings saved.')).toBeVisible()
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORT.width)

  await openSettingsScreen(owner, 'Discount codes')
  await owner.getByRole('button', { name: 'Add a code' }).click()
  await owner.getByRole('textbox', { name: 'Code' }).fill(code)
  await owner.getByRole('textbox', { name: 'Percentage off' }).fill('10')
  await owner.getByRole('textbox', { name: 'Minimum order (₹)' }).fill('500')
  await owner.getByRole('button', { name: 'Save code' }).click()
  await expect(owner.getByRole('listitem').filter({ hasText: code })).toBeVisible()

  // Four masalas, above the minimum, with the shared link's code; paid through the sandbox gateway.
  await page.goto(`/?chat=open&source=direct_buy&item=garam-masala&code=${code}`)
  const widget = page.getByRole('region', { name: 'Kesar Kitchen' })
  await widget.getByRole('button', { name: 'Login to complete your purchase' }).click()
  await signIn(widget, CUSTOMER)
  const more = widget.getByRole('button', { name: /^Increase quantity of/ })
  for (let count = 0; count < 3; count++) await more.click()
  await widget.getByRole('button', { name: 'Buy now' }).click()
  await addAddress(widget)
  // The saving once the address's delivery is known (the checkout prices again).
  await expect(widget.getByText(new RegExp(`^${code} applied: you save ₹[1-9][\\d,.]*$`))).toBeVisible()
  const saving = (await widget.getByText(new RegExp(`^${code} applied`)).textContent())!.replace(/^.*save ₹/, '')
  await widget.getByRole('button', { name: 'Create Order' }).click()
  await expect(widget.getByRole('heading', { name: 'Checkout' })).toBeHidden()
  const { card, orderId } = await payHistoryOrder(page, widget)

  // The customer downloads the invoice from History: a tax invoice within Rajasthan, the code's discount, in words.
  const invoice = card.getByRole('button', { name: `Download the invoice of order ${orderId}` })
  await expect(invoice).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORT.width)
  await keepScreenshot(page, testInfo, 'invoice-history-390')
  const [customerPdf] = await Promise.all([page.waitForEvent('download'), invoice.click()])
  const text = await pdfText(customerPdf)
  expect(text).toContain('Tax invoice')
  expect(text).toContain('Kesar Kitchen Foods LLP')
  expect(text).toContain(`GSTIN: ${GSTIN}`)
  expect(text).toMatch(/Invoice no\.: KK\/\d{4}-\d{2}\/\d+/)
  expect(text).toContain(`Order: ${orderId}`)
  expect(text).toContain(`Discount (${code}) −${saving}`)
  expect(text).toMatch(/CGST [\d.]+% [\d,.]+ SGST [\d.]+% [\d,.]+/)
  expect(text).not.toContain('IGST')
  expect(text).toMatch(/Amount in words: rupees [a-z -]+ only/)

  // The owner's order card offers the same invoice.
  await openOwnerTab(owner, 'Orders')
  await owner.getByRole('searchbox', { name: 'Search orders' }).fill(CUSTOMER.phone)
  await owner
    .getByRole('group', { name: 'Order stages' })
    .getByRole('button', { name: /^Active,/ })
    .click()
  const order = owner.locator('[data-order]').filter({ hasText: orderId })
  const link = order.getByRole('link', { name: `Download the invoice of order ${orderId}` })
  await link.scrollIntoViewIfNeeded()
  await keepScreenshot(owner, testInfo, 'invoice-owner-390')
  const [ownerPdf] = await Promise.all([owner.waitForEvent('download'), link.click()])
  expect(await pdfText(ownerPdf)).toBe(text)
})
