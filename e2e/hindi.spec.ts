import { expect, test, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test'
import { checkLayout } from './layout-check'
import { demoOwnerWords, latinWords } from './latin-words'
import type { TestPhone } from './widget-flows'
import { ownerSignsIn } from './owner-flows'
import { widgetOf, openBuyNow } from './widget-flows'

/**
 * Hindi end to end: a visitor whose browser prefers Hindi reads the widget in Hindi, signs in, orders and pays in the
 * sandbox, and gets the chat's confirmation in Hindi; the layout holds at 390 px and 1280 px (screenshots kept);
 * switching to English switches at once and is remembered; the owner switches the owner app to Hindi and finds the
 * same conversation and order.
 */
const CUSTOMERS = {
  wide: { phone: '9877700151', code: '151151' },
  phone: { phone: '9877700152', code: '152152' },
}
/** Demo owners of OWNER_PHONES (playwright.config.ts) kept for this spec, one per test: codes are limited per phone. */
const OWNERS: Record<number, TestPhone> = {
  1280: { phone: '9999988825', code: '880025' },
  390: { phone: '9999988826', code: '880026' },
}

test.describe.configure({ mode: 'serial' })
test.use({ locale: 'hi-IN' })

let orderId = ''
/** The owner's words (the shop's name, its catalogue) and the customer's (the city and state of their pincode). */
let allowed: string[] = []
test.beforeAll(async ({ request }) => {
  allowed = [...(await demoOwnerWords(request)), 'Jaipur', 'Rajasthan']
})

/** The layout holds and, the owner's and the customer's own words aside, no word on the screen is in English. */
async function checkScreen(page: Page, scope: Locator, testInfo: TestInfo, name: string) {
  await checkLayout(page, scope, testInfo, `hindi-${name}`)
  expect.soft(await latinWords(scope, allowed), name).toEqual([])
}

/** The whole purchase in Hindi, the layout checked and kept at each step (`size`: 1280 or 390). */
async function orderInHindi(page: Page, widget: Locator, phone: TestPhone, testInfo: TestInfo, size: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(widget.getByRole('heading', { name: 'खरीदने के लिए तैयार हैं?' })).toBeVisible({ timeout: 15_000 })
  await widget.getByRole('button', { name: 'खरीदारी पूरी करने के लिए साइन इन करें' }).click()
  await widget.getByRole('textbox', { name: 'फ़ोन नंबर' }).fill(phone.phone)
  await checkScreen(page, widget, testInfo, `sign-in-${size}`)
  await widget.getByRole('button', { name: 'कोड भेजें' }).click()
  await widget.getByRole('textbox', { name: 'वेरिफ़िकेशन कोड' }).fill(phone.code)
  await widget.getByRole('button', { name: 'वेरिफ़ाई करें' }).click()

  // The catalogue and the cart, in Hindi.
  await widget.getByRole('button', { name: 'कैटलॉग देखें' }).first().click()
  await expect(widget.getByRole('heading', { name: 'कैटेगरी' }).or(widget.getByText('कैटेगरी')).first()).toBeVisible()
  await checkScreen(page, widget, testInfo, `catalogue-${size}`)
  await widget.getByRole('button', { name: /^आपका कार्ट, \d+ प्रोडक्ट$/ }).click()
  await expect(
    widget
      .getByText('आपका कार्ट खाली है')
      .or(widget.getByText(/^आपका कार्ट \(\d+\)$/))
      .first(),
  ).toBeVisible()
  await checkScreen(page, widget, testInfo, `cart-${size}`)

  // Buy the deep-linked item: checkout, a first address, the order.
  await page.goto('/?chat=open&source=direct_buy&item=garam-masala')
  await widget.getByRole('button', { name: 'अभी खरीदें' }).click()
  await expect(widget.getByRole('heading', { name: 'चेकआउट' })).toBeVisible()
  await expect(widget.getByText('डिलीवरी का पता ज़रूरी है')).toBeVisible()
  await widget.getByRole('button', { name: 'नया पता जोड़ें' }).click()
  await widget.getByRole('textbox', { name: 'पूरा नाम' }).fill('आशा वर्मा')
  await widget.getByRole('textbox', { name: 'फ़ोन', exact: true }).fill('98290 12345')
  await widget.getByRole('textbox', { name: 'पता लाइन 1' }).fill('14 तिलक मार्ग, सी-स्कीम')
  await widget.getByRole('textbox', { name: 'पिनकोड' }).fill('302017')
  await expect(widget.getByRole('textbox', { name: 'शहर' })).toHaveValue('Jaipur')
  await widget.getByRole('button', { name: 'सेव करें' }).click()
  await expect(widget.getByRole('radio', { name: /आशा वर्मा/ })).toBeChecked()
  await expect(widget.getByLabel('ऑर्डर का कुल').getByText('कुल', { exact: true })).toBeVisible()
  await checkScreen(page, widget, testInfo, `checkout-${size}`)
  await widget.getByRole('button', { name: 'ऑर्डर करें' }).click()
  await expect(widget.getByRole('heading', { name: 'चेकआउट' })).toBeHidden()

  // The order's message in the chat is in Hindi, its amounts in Indian grouping: placed, its payment due.
  const placed = widget.getByText(/^ऑर्डर KK-\d+ दे दिया गया, पेमेंट बाकी है$/)
  await expect(placed).toBeVisible({ timeout: 15_000 })
  const id = /KK-\d+/.exec((await placed.textContent())!)![0]
  const pay = widget.getByRole('button', { name: new RegExp(`^ऑर्डर ${id} के लिए ₹[\\d,]+\\.\\d\\d का पेमेंट करें$`) })
  await pay.click()
  await expect(widget.getByText('Sandbox से सुरक्षित पेमेंट करें।')).toBeVisible()
  await checkScreen(page, widget, testInfo, `payment-${size}`)
  await widget.getByRole('button', { name: /^₹[\d,]+\.\d\d का पेमेंट करें$/ }).click()
  const sandbox = page.getByRole('dialog', { name: 'Sandbox payment' })
  await sandbox.getByRole('button', { name: 'Success' }).click()
  await expect(sandbox).toBeHidden()
  await expect(
    widget.getByText(new RegExp(`^आपके ऑर्डर ${id} के लिए ₹[\\d,]+\\.\\d\\d का पेमेंट मिल गया है। धन्यवाद!$`)),
  ).toBeVisible({ timeout: 15_000 })

  await widget.getByRole('tab', { name: 'ऑर्डर' }).click()
  await expect(widget.getByRole('article').getByText('1/1 का पेमेंट हुआ')).toBeVisible()
  await checkScreen(page, widget, testInfo, `history-${size}`)
  // Its details: the stages and the payment, in Hindi.
  await widget.getByRole('button', { name: `ऑर्डर ${id} की जानकारी` }).click()
  await expect(widget.getByText('ऑर्डर दिया गया').first()).toBeVisible()
  await checkScreen(page, widget, testInfo, `history-details-${size}`)
  return id
}

test('a Hindi reader orders and pays in Hindi at 1280 px; English is one switch away and is remembered', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  const widget = await openBuyNow(page)
  orderId = await orderInHindi(page, widget, CUSTOMERS.wide, testInfo, '1280')

  // One switch: the whole widget and the page's language at once, without a reload.
  await widget.getByRole('button', { name: 'भाषा' }).click()
  await widget.getByRole('menu', { name: 'भाषा' }).getByRole('menuitemradio', { name: 'English' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(widget.getByRole('tab', { name: 'History' })).toBeVisible()
  await expect(widget.getByRole('tab', { name: 'Chat' })).toBeVisible()
  await expect(widget.getByRole('article').getByText('1/1 paid')).toBeVisible()
  await expect(widget.getByRole('button', { name: 'Language' })).toBeVisible()
  // Remembered: the next page comes in English although the browser prefers Hindi.
  await page.goto('/?chat=open')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(widget.getByRole('tab', { name: 'Chat' })).toBeVisible()
  await expect(widget.getByRole('button', { name: 'Language' })).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('a Hindi reader orders and pays at 390 px, and the layout holds', async ({ page }, testInfo) => {
    test.setTimeout(150_000)
    await page.goto('/?chat=open&source=direct_buy&item=garam-masala')
    await orderInHindi(page, widgetOf(page), CUSTOMERS.phone, testInfo, '390')
  })
})

/** /owner in its own context, signed in with an owner, then switched to Hindi with the owner app's language switch. */
async function ownerInHindi(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const OWNER = OWNERS[viewport.width]!
  const context = await browser.newContext({ viewport, locale: 'en-IN' })
  const owner = await context.newPage()
  await ownerSignsIn(owner, OWNER)
  // On a phone the language is under the bottom bar's More.
  const more = owner.getByRole('navigation', { name: 'Owner sections' }).getByRole('button', { name: /^More/ })
  const phone = await more.isVisible()
  if (phone) await more.click()
  await owner.getByRole('combobox', { name: 'Language' }).selectOption('hi')
  await expect(owner.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(owner.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi')
  if (phone) await owner.keyboard.press('Escape')
  await expect(owner.getByRole('dialog')).toBeHidden()
  return owner
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the owner app in Hindi at ${viewport.width} px shows the same conversation and order`, async ({
    browser,
  }, testInfo) => {
    test.skip(orderId === '', 'needs the order of the first test')
    test.setTimeout(90_000)
    const owner = await ownerInHindi(browser, viewport)
    const row = owner.getByRole('button', { name: /98777.?00151/ })
    await expect(row).toBeVisible()
    await checkScreen(owner, owner.locator('.ow'), testInfo, `owner-inbox-${viewport.width}`)
    // By keyboard: on a phone the list's sticky search bar may lie over the row.
    await row.focus()
    await row.press('Enter')
    const thread = owner.getByRole('log')
    // The welcome went out in Hindi; what the order events told the customer folds under each event: open them all.
    await expect(thread.getByText('Kesar Kitchen में आपका स्वागत है! आज हम आपकी क्या मदद कर सकते हैं?')).toBeVisible()
    await thread
      .locator('details')
      .evaluateAll((all) => all.forEach((details) => ((details as HTMLDetailsElement).open = true)))
    await expect(thread.getByText(`ऑर्डर ${orderId} दे दिया गया, पेमेंट बाकी है`)).toBeVisible()
    await expect(
      thread.getByText(new RegExp(`आपके ऑर्डर ${orderId} के लिए ₹[\\d,]+\\.\\d\\d का पेमेंट मिल गया है`)),
    ).toBeVisible()
    await expect(owner.getByText(orderId).first()).toBeVisible()
    await checkScreen(owner, owner.locator('.ow'), testInfo, `owner-conversation-${viewport.width}`)
    // The Orders tab, narrowed to this customer's orders (other customers' names are their own words).
    await owner
      .getByRole('tab', { name: /^ऑर्डर/ })
      .or(owner.getByRole('navigation').getByRole('button', { name: /^ऑर्डर/ }))
      .click()
    await owner.getByRole('searchbox', { name: 'ऑर्डर खोजें' }).fill(CUSTOMERS.wide.phone)
    // A paid order is Active (चालू): the tab may open on 'Needs action', for other customers' orders.
    await owner.getByRole('group', { name: 'ऑर्डर के चरण' }).getByRole('button', { name: /^चालू,/ }).click()
    await expect(owner.getByText(orderId).first()).toBeVisible()
    await checkScreen(owner, owner.locator('.ow'), testInfo, `owner-orders-${viewport.width}`)
    // Remembered on this browser: a reload comes in Hindi.
    await owner.reload()
    await expect(owner.locator('html')).toHaveAttribute('lang', 'hi')
    await owner.context().close()
  })
}
