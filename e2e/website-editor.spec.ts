import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { OWNER_PAGE_PATH } from '../contract/owner'
import { OWNER_PAGE_DISCARD_PATH, type OwnerPageResponse } from '../contract/owner-page'
import { api } from './api'
import { keepScreenshot } from './artefact'
import { ownerSignsIn, openOwnerTab } from './owner-flows'

/** The demo owner number kept for this spec in playwright.config.ts (one code per phone per 30 s). */
const OWNER_PHONE = { phone: '9999988815', code: '880015' }
/** Must match OWNER_KEYS in playwright.config.ts. */
const OWNER = { authorization: 'Bearer e2e-owner-key-0123456789', host: 'demo.localhost' }
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }
const TITLE = 'Fresh from the editor, ground this week'
const POINT = 'Ground on Tuesdays, packed on Wednesdays'

// One owner edits the demo page story by story; the page is put back as it was at the end.
test.describe.configure({ mode: 'serial' })

let live: OwnerPageResponse
test.beforeAll(async ({ request }) => {
  expect((await request.post(`${api()}${OWNER_PAGE_DISCARD_PATH}`, { headers: OWNER, data: {} })).ok()).toBe(true)
  live = (await (await request.get(`${api()}${OWNER_PAGE_PATH}`, { headers: OWNER })).json()) as OwnerPageResponse
})
test.afterAll(async ({ request }) => {
  await request.post(`${api()}${OWNER_PAGE_DISCARD_PATH}`, { headers: OWNER, data: {} })
  expect(
    (await request.put(`${api()}${OWNER_PAGE_PATH}`, { headers: OWNER, data: { sections: live.sections } })).ok(),
  ).toBe(true)
})

let ownerPage: Page | null = null
test.afterAll(() => ownerPage?.context().close())

/** The owner's Website tab, signed in once for the spec. */
async function websiteTab(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  if (!ownerPage) {
    const context = await browser.newContext({ viewport })
    ownerPage = await context.newPage()
    await ownerSignsIn(ownerPage, OWNER_PHONE)
  } else {
    await ownerPage.setViewportSize(viewport)
    await ownerPage.reload()
  }
  const page = ownerPage
  await openOwnerTab(page, 'Website')
  await expect(page.getByRole('region', { name: /^Home page sections/ })).toBeVisible()
  return page
}

const preview = (page: Page) => page.frameLocator('iframe[title="Preview of your draft"]')
const draftStatus = 'Draft: customers do not see these changes until you publish.'

async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

test('on a desktop the owner edits the hero title and a card list, publishes; a customer sees it', async ({
  browser,
  page: customer,
}, testInfo) => {
  test.setTimeout(120_000)
  const owner = await websiteTab(browser, DESKTOP)
  const hero = owner.getByRole('article', { name: /\(Hero, section 1\)$/ })
  await hero.getByRole('button', { name: /^Edit / }).click()
  await hero.getByRole('textbox', { name: 'Title (required)' }).fill(TITLE)
  // The preview beside the form follows the typing, before anything is saved.
  await expect(preview(owner).getByRole('heading', { level: 1 })).toHaveText(TITLE)
  const frame = await owner.locator('iframe[title="Preview of your draft"]').boundingBox()
  const form = await hero.getByRole('form').boundingBox()
  expect(frame!.x).toBeGreaterThan(form!.x + form!.width - 1)
  await hero.getByRole('button', { name: 'Save to draft' }).click()
  await expect(owner.getByText(draftStatus)).toBeVisible()

  const card = owner.getByRole('article', { name: /\(Services card, section \d+\)$/ }).first()
  await card.getByRole('button', { name: /^Edit / }).click()
  const points = card.getByRole('group', { name: 'Points' })
  await points.getByRole('button', { name: 'Add to Points' }).click()
  const added = points.getByRole('textbox').last()
  await expect(added).toBeFocused()
  await added.fill(POINT)
  const count = await points.getByRole('textbox').count()
  await points.getByRole('button', { name: `Move Points, item ${count} up` }).click()
  await expect(points.getByRole('textbox').nth(count - 2)).toHaveValue(POINT)
  await expect(preview(owner).getByText(POINT)).toBeAttached()
  expect(await axeFindings(owner)).toEqual([])
  await keepScreenshot(owner, testInfo, 'website-editor-desktop')
  await card.getByRole('button', { name: 'Save to draft' }).click()
  await expect(card.getByRole('form')).toBeHidden()

  // Visitors never see the draft.
  await customer.goto('/')
  await expect(customer.getByRole('heading', { level: 1 })).not.toHaveText(TITLE)

  await owner.getByRole('button', { name: 'Publish' }).click()
  await expect(owner.getByText('No changes since the last publish: this is the live page.')).toBeVisible()
  const versions = owner.getByRole('region', { name: 'Published versions' })
  await expect(versions.getByRole('listitem').first()).toContainText('Hero title, Services card points')
  // This owner (named by OWNER_PHONES) has no name: the phone says who published.
  await expect(versions.getByRole('listitem').first()).toContainText('by +91 9999988815')
  await customer.reload()
  await expect(customer.getByRole('heading', { level: 1 })).toHaveText(TITLE)
  await expect(customer.getByText(POINT)).toBeAttached()
})

test('hiding the section a button goes to shows a warning, and publishing asks first', async ({
  browser,
}, testInfo) => {
  const owner = await websiteTab(browser, DESKTOP)
  const cta = owner.getByRole('article', { name: /\(Final CTA, section \d+\)$/ })
  await cta.getByRole('button', { name: /^Hide / }).click()
  const warning = owner.getByRole('alert').filter({ hasText: 'These buttons go nowhere' })
  await expect(warning).toContainText('goes to #final-cta, a hidden section')
  await keepScreenshot(owner, testInfo, 'website-editor-warning')
  await owner.getByRole('button', { name: 'Publish' }).click()
  const dialog = owner.getByRole('alertdialog', { name: 'Publish with buttons that go nowhere?' })
  await dialog.getByRole('button', { name: 'Go back and fix them' }).click()
  await expect(dialog).toBeHidden()
  await owner.getByRole('button', { name: 'Discard changes' }).click()
  await owner.getByRole('alertdialog').getByRole('button', { name: 'Discard changes' }).click()
  await expect(owner.getByText('No changes since the last publish: this is the live page.')).toBeVisible()
  await expect(warning).toBeHidden()
})

test('on a phone the preview sits above the form; restoring a named version brings the old page back', async ({
  browser,
  page: customer,
}, testInfo) => {
  test.setTimeout(120_000)
  const owner = await websiteTab(browser, PHONE)
  const hero = owner.getByRole('article', { name: /\(Hero, section 1\)$/ })
  await hero.getByRole('button', { name: /^Edit / }).click()
  await hero.getByRole('textbox', { name: 'Title (required)' }).fill('Typed on a phone')
  await expect(preview(owner).getByRole('heading', { level: 1 })).toHaveText('Typed on a phone')
  // In page coordinates: the page may scroll between the two measures (the form keeps its field in view).
  const frameBottom = await owner
    .locator('iframe[title="Preview of your draft"]')
    .evaluate((frame) => frame.getBoundingClientRect().bottom + window.scrollY)
  const sectionsTop = await owner
    .getByRole('region', { name: /^Home page sections/ })
    .evaluate((sections) => sections.getBoundingClientRect().top + window.scrollY)
  expect(frameBottom).toBeLessThanOrEqual(sectionsTop)
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await keepScreenshot(owner, testInfo, 'website-editor-phone')
  await hero.getByRole('button', { name: 'Cancel' }).click()

  const versions = owner.getByRole('region', { name: 'Published versions' })
  const before = versions.getByRole('listitem').nth(1)
  await before.getByRole('button', { name: /^Restore the version of/ }).click()
  await owner.getByRole('alertdialog').getByRole('button', { name: 'Restore into the draft' }).click()
  await expect(owner.getByText(draftStatus)).toBeVisible()
  await expect(preview(owner).getByRole('heading', { level: 1 })).not.toHaveText(TITLE)
  await owner.getByRole('button', { name: 'Publish' }).click()
  await expect(owner.getByText('No changes since the last publish: this is the live page.')).toBeVisible()
  await customer.goto('/')
  await expect(customer.getByRole('heading', { level: 1 })).not.toHaveText(TITLE)
  await expect(customer.getByText(POINT)).not.toBeAttached()
})

test('an English text changed marks its Hindi stale in the editor and at publish; hiding it shows the new one', async ({
  browser,
  request,
  page: customer,
}) => {
  test.setTimeout(120_000)
  // The live hero has a Hindi title written for its English one (as a new site's starter hero has).
  const sections = live.sections.map((section) =>
    section.name === 'Main Header'
      ? { ...section, values: [...section.values, { key: 'Title@hi', value: 'ताज़े मसाले, हर हफ़्ते पिसे हुए' }] }
      : section,
  )
  expect((await request.put(`${api()}${OWNER_PAGE_PATH}`, { headers: OWNER, data: { sections } })).ok()).toBe(true)
  const owner = await websiteTab(browser, PHONE)
  const hero = owner.getByRole('article', { name: /\(Hero, section 1\)$/ })
  await hero.getByRole('button', { name: /^Edit / }).click()
  const hindi = hero.getByRole('textbox', { name: 'Title in Hindi', exact: true })
  await expect(hindi).toHaveAccessibleDescription(/^$/)
  await hero.getByRole('textbox', { name: 'Title (required)' }).fill(TITLE)
  // Both side by side: the Hindi says it was written for an earlier text and quotes the new one.
  await expect(hindi).toHaveAccessibleDescription(new RegExp(`^Out of date: your text changed to “${TITLE}”`))
  await hero.getByRole('button', { name: 'Save to draft' }).click()
  await expect(owner.getByText('A translation is out of date')).toBeVisible()

  await owner.getByRole('button', { name: 'Publish' }).click()
  const dialog = owner.getByRole('alertdialog', { name: 'Publish with out-of-date translations?' })
  await expect(dialog.getByRole('listitem')).toHaveText(/^.+: the Hindi of “Title” was written for an earlier text/)
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  await dialog.getByRole('button', { name: 'Hide them and publish' }).click()
  await expect(owner.getByText('No changes since the last publish: this is the live page.')).toBeVisible()
  // Hindi readers now get the owner's new text.
  await customer.goto('/?lang=hi')
  await expect(customer.getByRole('heading', { level: 1 })).toHaveText(TITLE)
})
