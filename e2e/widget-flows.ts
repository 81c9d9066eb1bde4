import { expect, type Locator, type Page } from '@playwright/test'

/** A test number of playwright.config.ts (OTP_TEST_NUMBERS) and its fixed code. */
export interface TestPhone {
  phone: string
  code: string
}

/** The widget on a page of the demo shop. */
export const widgetOf = (page: Page) => page.getByRole('region', { name: 'Kesar Kitchen' })

/** Opens the widget on an item's Buy now deep link (the garam masala by default): its Ready to Purchase? view. */
export async function openBuyNow(page: Page, item = 'garam-masala'): Promise<Locator> {
  await page.goto(`/?chat=open&source=direct_buy&item=${item}`)
  return widgetOf(page)
}

/**
 * A spec's runs at a phone's width (390 px) and a laptop's (1280 px), each with its own test numbers of
 * playwright.config.ts (a customer, one or two demo owners), so the two runs never share a session.
 *
 * @example
 * for (const { viewport, customer, owner } of atBothWidths({ customer: C1, owner: O1 }, { customer: C2, owner: O2 }))
 */
export function atBothWidths<Phones extends Record<string, TestPhone>>(narrow: Phones, wide: Phones) {
  return [
    { viewport: { width: 390, height: 844 }, ...narrow },
    { viewport: { width: 1280, height: 800 }, ...wide },
  ]
}

/** Signs in inside the widget with a test number. */
export async function signIn(widget: Locator, { phone, code }: TestPhone) {
  await widget.getByRole('textbox', { name: 'Phone number' }).fill(phone)
  await widget.getByRole('button', { name: 'Send code' }).click()
  await widget.getByRole('textbox', { name: 'Verification code' }).fill(code)
  await widget.getByRole('button', { name: 'Verify' }).click()
}

/** Adds the first address of a customer at checkout: the pincode fills city and state. */
export async function addAddress(widget: Locator) {
  await expect(widget.getByText('Delivery Address Required')).toBeVisible()
  await widget.getByRole('button', { name: 'Add new address' }).click()
  await fillAddress(widget)
  await expect(widget.getByRole('heading', { name: 'Checkout' })).toBeVisible()
  await expect(widget.getByRole('radio', { name: /Asha Verma/ })).toBeChecked()
}

/** Fills and saves the open address form with a Jaipur address: the pincode fills city and state. */
export async function fillAddress(widget: Locator) {
  await expect(widget.getByRole('heading', { name: 'Add address' })).toBeVisible()
  await widget.getByRole('textbox', { name: 'Full name' }).fill('Asha Verma')
  await widget.getByRole('textbox', { name: 'Phone' }).fill('98290 12345')
  await widget.getByRole('textbox', { name: 'Address line 1' }).fill('14 Tilak Marg, C-Scheme')
  await widget.getByRole('textbox', { name: 'Pincode' }).fill('302017')
  await expect(widget.getByRole('textbox', { name: 'City' })).toHaveValue('Jaipur')
  await expect(widget.getByRole('textbox', { name: 'State' })).toHaveValue('Rajasthan')
  await widget.getByRole('button', { name: 'Save' }).click()
}

/** From a direct_buy deep link: sign in, Buy now, add an address, Create Order. */
export async function buyNow(widget: Locator, phone: TestPhone) {
  await expect(widget.getByRole('heading', { name: 'Ready to Purchase?' })).toBeVisible()
  await widget.getByRole('button', { name: 'Login to complete your purchase' }).click()
  await signIn(widget, phone)
  await widget.getByRole('button', { name: 'Buy now' }).click()
  await expect(widget.getByRole('heading', { name: 'Checkout' })).toBeVisible()
  await addAddress(widget)
  await expect(widget.getByLabel('Order totals').getByText('Total', { exact: true })).toBeVisible()
  await widget.getByRole('button', { name: 'Create Order' }).click()
  await expect(widget.getByRole('heading', { name: 'Checkout' })).toBeHidden()
}

/**
 * A checkout with a service asks for the preferred date and time slot before Create Order: picks the day after
 * tomorrow (Indian time) and `slot`.
 */
export async function pickServiceSlot(widget: Locator, slot: RegExp = /^Morning/) {
  const picker = widget.getByRole('group', { name: 'Preferred date and time' })
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + 2 * 24 * 60 * 60 * 1000),
  )
  await picker.getByLabel('Date').fill(day)
  await picker.getByRole('radio', { name: slot }).check()
}

/**
 * Adds `item` to the cart from the catalogue: through the topic list (its Back, when browsing again opens the chosen
 * topic's categories), `topic`, then `category`.
 */
export async function addFromCatalogue(widget: Locator, topic: RegExp, category: RegExp, item: string) {
  await widget.getByRole('button', { name: 'Browse the catalogue' }).click()
  const categories = widget.getByRole('region', { name: 'Categories' })
  await expect(widget.getByRole('button', { name: topic }).or(categories)).toBeVisible()
  if (await categories.isVisible()) await categories.getByRole('button', { name: 'Back' }).click()
  await widget.getByRole('button', { name: topic }).click()
  await widget.getByRole('button', { name: category }).click()
  await widget.getByRole('article', { name: item }).getByRole('button', { name: 'Add to Cart' }).click()
  await expect(
    widget.getByRole('article', { name: item }).getByRole('group', { name: new RegExp(`Quantity of ${item}`) }),
  ).toBeVisible()
}

/** The History tab's only order: its card and its number (from the card's Details button). */
export async function historyOrder(widget: Locator): Promise<{ card: Locator; orderId: string }> {
  await widget.getByRole('tab', { name: 'History' }).click()
  const card = widget.getByRole('article')
  const label = await card.getByRole('button', { name: /Details of order/ }).getAttribute('aria-label')
  return { card, orderId: label!.replace('Details of order ', '') }
}

/**
 * Pays the History tab's only order through the sandbox gateway (Pay on its card, Pay in the panel, Success) and
 * waits for History to show it paid: its card and number.
 */
export async function payHistoryOrder(page: Page, widget: Locator): Promise<{ card: Locator; orderId: string }> {
  const found = await historyOrder(widget)
  await found.card.getByRole('button', { name: /^Pay ₹/ }).click()
  await widget.getByRole('button', { name: /^Pay ₹/ }).click()
  const sandbox = page.getByRole('dialog', { name: 'Sandbox payment' })
  await sandbox.getByRole('button', { name: 'Success' }).click()
  await expect(sandbox).toBeHidden()
  await widget.getByRole('tab', { name: 'History' }).click()
  await expect(found.card.getByText('1/1 paid')).toBeVisible()
  return found
}

/** The catalogue's Pickles: it opens on its categories, under their topics' headings. */
export async function openPickles(widget: Locator) {
  await widget.getByRole('button', { name: 'Browse the catalogue' }).click()
  await widget.getByRole('button', { name: /Pickles/ }).click()
  await expect(widget.getByRole('heading', { name: 'Products' })).toBeVisible()
}

/** The Shipping amount of the open checkout's totals. */
export const shippingOf = (page: Page) =>
  page
    .getByRole('region', { name: 'Kesar Kitchen' })
    .getByLabel('Order totals')
    .locator('div', { has: page.getByText('Shipping', { exact: true }) })
    .locator('dd')
