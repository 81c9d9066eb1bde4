import { expect, test, type Locator } from '@playwright/test'
import { OWNER_LEADS_PATH } from '../contract/owner-inbox'
import { api } from './api'
import { keepScreenshot } from './artefact'
import { buyNow, signIn, type TestPhone, widgetOf, openBuyNow } from './widget-flows'
import { ownerInNewContext } from './owner-flows'

/** Test numbers of playwright.config.ts kept for this spec: one per test (the code limit is per phone). */
const PHONES = {
  sale: { phone: '9877700061', code: '616161' },
  tabs: { phone: '9877700062', code: '626262' },
  upload: { phone: '9877700063', code: '636363' },
} satisfies Record<string, TestPhone>
/** A demo owner of playwright.config.ts (OWNER_PHONES) and its code, and the demo's owner key (OWNER_KEYS). */
const OWNER = { phone: '9999988808', code: '880008' }
const OWNER_KEY = 'e2e-owner-key-0123456789'
const PHONE = { width: 390, height: 844 }

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
/** Money as every screen and message writes it (paise kept), and a date ('26 Nov 2026'). */
const MONEY = /₹[\d,]+\.\d{2}/
const DATE = /\d{1,2} [A-Z][a-z]{2} \d{4}/

/** Whether two boxes share any pixel. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

/** Whether an element's text is cut (it is wider or taller than the box that shows it). */
const clipped = (locator: Locator) =>
  locator.evaluate(
    (element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
  )

test('an order reads the same in the chat, History, the Pay button and the owner app; the owner on a phone', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const widget = await openBuyNow(page)
  await buyNow(widget, PHONES.sale)

  // The confirmation in the chat says the total in the one money format...
  await widget.getByRole('tab', { name: 'Chat' }).click()
  const confirmation = widget.getByText(/^Total:/).last()
  await expect(confirmation).toHaveText(MONEY)
  const total = (await confirmation.textContent())!.match(MONEY)![0]

  // ...and History and Pay say the same amount the same way (not ₹1,040 beside ₹1,039.50), the due date as a date.
  await widget.getByRole('tab', { name: 'History' }).click()
  const card = widget.getByRole('article').first()
  await expect(card.getByText(`To pay ${total}`)).toBeVisible()
  await expect(card.getByRole('button', { name: new RegExp(`^Pay ${total.replace(/[.]/g, '\\.')} `) })).toBeVisible()
  await card.getByRole('button', { name: /^Details of order/ }).click()
  await expect(
    card.getByText(new RegExp(`Full payment: ${total.replace('.', '\\.')}, due ${DATE.source}`)),
  ).toBeVisible()
  await expect(card.getByText(/due \d{4}-\d{2}-\d{2}/)).toHaveCount(0)

  // The owner, on a phone: the conversation is named from the customer's address (the list too), and not cut.
  const owner = await ownerInNewContext(browser, OWNER, PHONE)
  await owner.getByLabel('Search conversations').fill(PHONES.sale.phone)
  // Other specs' customers share the demo address's name, so the row is found by its number too (the search
  // narrows the list a moment after typing).
  await owner.getByRole('button', { name: new RegExp(`Asha Verma.*${PHONES.sale.phone}`) }).click()
  const title = owner.getByRole('heading', { level: 2, name: /Asha Verma/ })
  await expect(title).toBeVisible()
  expect(await clipped(title)).toBe(false)
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  await keepScreenshot(owner, testInfo, 'owner-phone-conversation-header')
  await owner.getByRole('button', { name: 'Customer info' }).click()
  const details = owner.getByRole('region', { name: 'Customer details' })
  await expect(details.getByRole('heading', { name: 'Asha Verma' })).toBeVisible()
  await expect(details.getByText('No name given')).toHaveCount(0)
  const call = details.getByRole('link', { name: /^Call / })
  expect(await clipped(call)).toBe(false)
  await expect(details.getByText(total).first()).toBeVisible()
  await expect(details.getByText(new RegExp(`due ${DATE.source}`))).toBeVisible()
  await owner.getByRole('button', { name: 'Back to the conversation' }).click()

  // An image reply waits for its caption; it goes only on Send.
  const chooser = owner.waitForEvent('filechooser')
  await owner.getByRole('button', { name: 'Attach image' }).click()
  await (await chooser).setFiles({ name: 'ghevar.png', mimeType: 'image/png', buffer: PNG })
  const preview = owner.getByRole('form', { name: 'Send ghevar.png?' })
  await expect(preview.getByRole('img', { name: 'ghevar.png' })).toBeVisible()
  await expect(preview.getByRole('textbox', { name: 'Caption' })).toBeFocused()
  await keepScreenshot(owner, testInfo, 'owner-image-reply-preview')
  await preview.getByRole('textbox', { name: 'Caption' }).fill('Your ghevar, packed')
  await preview.getByRole('button', { name: 'Send image' }).click()
  await expect(preview).toBeHidden()
  await widget.getByRole('tab', { name: 'Chat' }).click()
  await expect(widget.getByText('Your ghevar, packed')).toBeVisible()
  await owner.context().close()
})

test.describe('on a phone', () => {
  test.use({ viewport: PHONE })
  // The chat was opened before in this browser: it does not open by itself over the page.
  test.beforeEach(({ page }) => page.addInitScript(() => localStorage.setItem('chatWidgetOpened', 'true')))

  test('the contact sheet keeps its close in view, takes a message, and its toast clears the chat button', async ({
    page,
    request,
  }, testInfo) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Send us a message' }).first().click()
    const form = page.getByRole('dialog')
    await form.getByRole('textbox', { name: /Name/ }).fill('Anita Sharma')
    await form.getByRole('textbox', { name: /Phone/ }).fill('98450 11224')
    await form.getByRole('textbox', { name: /Message/ }).fill('Can you deliver to Mansarovar on Sunday?')
    // Scrolled to its end, the sheet still shows its title and close button at the top.
    await form.evaluate((sheet) => sheet.scrollTo(0, sheet.scrollHeight))
    await expect.poll(() => form.evaluate((sheet) => sheet.scrollTop)).toBeGreaterThan(0)
    const close = form.getByRole('button', { name: 'Close' })
    await expect(close).toBeInViewport({ ratio: 1 })
    const [sheetBox, closeBox] = [await form.boundingBox(), await close.boundingBox()]
    expect(closeBox!.y).toBeGreaterThanOrEqual(sheetBox!.y)
    expect(closeBox!.y + closeBox!.height).toBeLessThanOrEqual(sheetBox!.y + 80)
    // Nothing of the form shows above the title: the header covers the sheet up to its top edge.
    const header = form.locator('.contact-dialog__header')
    expect((await header.boundingBox())!.y).toBeLessThanOrEqual(sheetBox!.y + 1)
    await keepScreenshot(page, testInfo, 'contact-sheet-scrolled')

    await form.getByRole('button', { name: /Submit/ }).click()
    const toast = page.getByRole('status').filter({ hasText: "Thanks! We'll get back to you soon." })
    await expect(toast).toBeVisible()
    const toggle = page.getByRole('button', { name: /Open chat/ })
    await expect(toggle).toBeVisible()
    expect(overlap((await toast.boundingBox())!, (await toggle.boundingBox())!)).toBe(false)
    await keepScreenshot(page, testInfo, 'contact-toast-above-chat-button')

    // The owner gets the message with the lead.
    const answer = await request.get(`${api()}${OWNER_LEADS_PATH}`, {
      headers: { authorization: `Bearer ${OWNER_KEY}` },
    })
    expect(answer.status()).toBe(200)
    const { leads } = (await answer.json()) as { leads: { name: string; message: string | null }[] }
    expect(leads.find((lead) => lead.name === 'Anita Sharma')?.message).toBe('Can you deliver to Mansarovar on Sunday?')
  })

  test("the chat button leaves the page's last link free", async ({ page }, testInfo) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: /Open chat/ })
    await expect(toggle).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const last = page.locator('a:visible').last()
    await last.scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    expect(overlap((await last.boundingBox())!, (await toggle.boundingBox())!)).toBe(false)
    await keepScreenshot(page, testInfo, 'page-end-with-chat-button')
  })

  test('a file still uploading makes the browser ask before the page is left', async ({ page }) => {
    await page.goto('/?chat=open')
    const widget = widgetOf(page)
    await signIn(widget, PHONES.upload)
    await widget.getByRole('button', { name: /Ask us anything/ }).click()
    await expect(widget.getByRole('textbox', { name: 'Message' })).toBeVisible()
    // The upload never ends here.
    await page.route('**/upload/aws/s3/upload', () => undefined)
    const chooser = page.waitForEvent('filechooser')
    await widget.getByRole('button', { name: 'Attach image' }).click()
    await (await chooser).setFiles({ name: 'kachori.png', mimeType: 'image/png', buffer: PNG })
    await widget.getByRole('button', { name: 'Send image' }).click()
    const asked = page.waitForEvent('dialog')
    await page.close({ runBeforeUnload: true })
    const dialog = await asked
    expect(dialog.type()).toBe('beforeunload')
    await dialog.dismiss()
  })
})

test("a signed-in customer's cart change shows in their other tab at once", async ({ context, page }) => {
  const widget = await openBuyNow(page)
  await widget.getByRole('button', { name: 'Login to complete your purchase' }).click()
  await signIn(widget, PHONES.tabs)
  await expect(widget.getByRole('heading', { name: 'Buy now' })).toBeVisible()

  // The same customer's second tab, open on the chat.
  const other = await context.newPage()
  await other.goto('/?chat=open')
  const otherWidget = widgetOf(other)
  await expect(otherWidget.getByRole('textbox', { name: 'Message' })).toBeVisible()
  await expect(otherWidget.getByRole('button', { name: /^Your cart, 1 item$/ })).toHaveCount(0)

  await widget.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(widget.getByRole('heading', { name: 'Your Cart (1)' })).toBeVisible()
  await expect(otherWidget.getByRole('button', { name: 'Your cart, 1 item' })).toBeVisible()
})
