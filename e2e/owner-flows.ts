import { expect, type Browser, type Page } from '@playwright/test'
import type { TestPhone } from './widget-flows'
import { watchPolicy, type PolicyWatch } from './policy-watch'

/** Signs an owner in at `/owner` on `page` with a test number of playwright.config.ts; waits for the Inbox tab. */
export async function ownerSignsIn(page: Page, { phone, code }: TestPhone): Promise<void> {
  await page.goto('/owner')
  await expect(page.getByRole('heading', { name: 'Sign in to your inbox' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone)
  await page.getByRole('button', { name: 'Send code' }).click()
  await page.getByRole('textbox', { name: '6-digit code' }).fill(code)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('tab', { name: /^Inbox/ })).toBeVisible()
}

/** A new browser context at `viewport`, with reduced motion, and the owner signed in on its page. */
export async function ownerInNewContext(
  browser: Browser,
  owner: TestPhone,
  viewport: { width: number; height: number },
): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage()
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await ownerSignsIn(page, owner)
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
