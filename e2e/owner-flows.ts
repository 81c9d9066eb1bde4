import { expect, type Browser, type Locator, type Page } from '@playwright/test'
import type { TestPhone } from './widget-flows'
import { watchPolicy, type PolicyWatch } from './policy-watch'

/**
 * Signs an owner in at `/owner` on `page` with a test number of playwright.config.ts; waits for the Inbox tab (the
 * top tab on a desktop, the bottom bar's entry on a phone) and opens it (on a laptop the first screen is Insights;
 * `firstScreen: true` leaves the app on its first screen).
 */
export async function ownerSignsIn(page: Page, { phone, code }: TestPhone, firstScreen = false): Promise<void> {
  await page.goto('/owner')
  await expect(page.getByRole('heading', { name: 'Sign in to your inbox' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone)
  await page.getByRole('button', { name: 'Send code' }).click()
  await page.getByRole('textbox', { name: '6-digit code' }).fill(code)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(ownerTab(page, 'Inbox')).toBeVisible()
  if (!firstScreen) await openOwnerTab(page, 'Inbox')
}

/** The tabs the owner app's phone bottom bar shows itself; the others are under its More. */
const BAR_TABS = ['Inbox', 'Orders', 'Catalogue', 'Insights']

const startsWith = (name: string) => new RegExp(`^${name}`)
const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Owner sections' })

/**
 * A tab of the owner app as it shows at the page's width: the top tab on a desktop; on a phone (600 px or less), its
 * bottom bar entry, or for a tab under More, More itself. Opened, the first has `aria-selected`, the second
 * `aria-current`: see `expectOwnerTabOpen`.
 */
export function ownerTab(page: Page, name: string): Locator {
  const phoneEntry = BAR_TABS.includes(name) ? startsWith(name) : /^More/
  return page.getByRole('tab', { name: startsWith(name) }).or(bottomBar(page).getByRole('button', { name: phoneEntry }))
}

/** Opens a tab of the owner app at any width: the top tab, or the bottom bar's entry (through More for the others). */
export async function openOwnerTab(page: Page, name: string): Promise<void> {
  const entry = ownerTab(page, name)
  await entry.click()
  if (BAR_TABS.includes(name) || (await entry.getAttribute('role')) === 'tab') return
  await page
    .getByRole('dialog', { name: 'More' })
    .getByRole('button', { name: startsWith(name) })
    .click()
}

/** The owner app shows the tab `name` (under More on a phone: More is the current entry). */
export async function expectOwnerTabOpen(page: Page, name: string): Promise<void> {
  const entry = ownerTab(page, name)
  const role = await entry.getAttribute('role')
  await expect(entry).toHaveAttribute(
    role === 'tab' ? 'aria-selected' : 'aria-current',
    role === 'tab' ? 'true' : 'page',
  )
}

/** Opens Settings and its screen `screen` ('Payments', 'Delivery', 'Opening hours', 'E-mail', ...). */
export async function openSettingsScreen(page: Page, screen: string): Promise<void> {
  await openOwnerTab(page, 'Settings')
  await page.getByRole('button', { name: screen, exact: true }).click()
  await expect(page.getByRole('heading', { level: 2, name: screen, exact: true })).toBeFocused()
}

/** A new browser context at `viewport`, with reduced motion, and the owner signed in on its page. */
export async function ownerInNewContext(
  browser: Browser,
  owner: TestPhone,
  viewport: { width: number; height: number },
  firstScreen = false,
): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage()
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await ownerSignsIn(page, owner, firstScreen)
  return page
}

/** Like `ownerInNewContext`, with the page's Content-Security-Policy watched from before its first script. */
export async function ownerInWatchedContext(
  browser: Browser,
  owner: TestPhone,
  viewport = { width: 1280, height: 800 },
): Promise<{ owner: Page; policy: PolicyWatch }> {
  const page = await (await browser.newContext({ viewport })).newPage()
  const policy = await watchPolicy(page)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await ownerSignsIn(page, owner)
  return { owner: page, policy }
}

/** Fills the item form of a new Pickles item: its name, price and each `[name, price, stock]` variant. */
export async function fillPickleItem(
  owner: Page,
  name: string,
  price: string,
  variants: readonly (readonly [string, string, string])[],
): Promise<void> {
  await owner.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await owner.getByRole('combobox', { name: 'Catalogue' }).selectOption({ label: 'Pickles' })
  await owner.getByRole('textbox', { name: 'Price (₹)' }).fill(price)
  for (const [offset, [size, variantPrice, stock]] of variants.entries()) {
    const index = offset + 1
    await owner.getByRole('button', { name: 'Add variant' }).click()
    await owner.getByRole('textbox', { name: `Variant ${index} name` }).fill(size)
    await owner.getByRole('textbox', { name: `Variant ${index} price (₹)` }).fill(variantPrice)
    await owner.getByRole('textbox', { name: `Variant ${index} stock` }).fill(stock)
  }
}
