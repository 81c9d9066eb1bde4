import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { keepScreenshot } from './artefact'
import { openOwnerTab, openSettingsScreen, ownerSignsIn } from './owner-flows'

/** Kept for this spec (playwright.config.ts): the demo owner +919999988813, who has no name (shown masked). */
const OWNER = { phone: '9999988813', code: '880013' }
const PHONE = { width: 390, height: 844 }
/** Unique per run, so a rerun on the same data adds a new item. */
const NAME = `Bajra Khichdi ${Date.now().toString(36)}`
/** How the activity names this owner: the phone's last four digits only. */
const WHO = '+91 ••••••8813'

test('at 390 px an item form and a settings section show who changed what and when', async ({ browser }, testInfo) => {
  test.setTimeout(120_000)
  const owner = await (await browser.newContext({ viewport: PHONE })).newPage()
  await owner.emulateMedia({ reducedMotion: 'reduce' })
  await ownerSignsIn(owner, OWNER)
  await openOwnerTab(owner, 'Catalogue')
  await owner.getByRole('button', { name: 'Add item' }).click()
  await owner.getByRole('textbox', { name: 'Name', exact: true }).fill(NAME)
  await owner.getByRole('combobox', { name: 'Catalogue' }).selectOption({ label: 'Sweets & namkeen' })
  await owner.getByRole('textbox', { name: 'Price (₹)' }).fill('120')
  await owner.getByRole('button', { name: 'Save item' }).click()

  // An edit of the price, then the form again: its Activity says who changed it, from what to what, and when.
  await owner.getByRole('button', { name: `Edit ${NAME}` }).click()
  await owner.getByRole('textbox', { name: 'Price (₹)' }).fill('140')
  await owner.getByRole('button', { name: 'Save item' }).click()
  await owner.getByRole('button', { name: `Edit ${NAME}` }).click()
  const activity = owner.locator('details', { has: owner.getByText('Activity', { exact: true }) })
  await activity.getByText('Activity', { exact: true }).click()
  const lines = activity.getByRole('listitem')
  await expect(lines.first()).toContainText(`${WHO} changed price from ₹120.00 to ₹140.00 · `)
  await expect(lines.nth(1)).toContainText(`${WHO} created ${NAME} · `)
  await activity.scrollIntoViewIfNeeded()
  await keepScreenshot(owner, testInfo, 'owner-activity-item-390')
  // Nothing runs off the side of a phone screen.
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  expect(await axeFindings(owner)).toEqual([])
  await owner.getByRole('button', { name: 'Cancel' }).click()

  // Each settings section has its own list, opened by keyboard too.
  await openSettingsScreen(owner, 'Payments')
  const payments = owner.locator('details', { has: owner.getByText('Activity', { exact: true }) }).first()
  await payments.getByText('Activity', { exact: true }).focus()
  await owner.keyboard.press('Enter')
  await expect(payments.getByText(/No changes recorded yet\.|·/).first()).toBeVisible()
  await keepScreenshot(owner, testInfo, 'owner-activity-settings-390')
})

/** Serious or critical axe findings on the page as it is now. */
async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}
