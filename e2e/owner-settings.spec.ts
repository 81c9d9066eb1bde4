import { expect, test, type Browser, type Page } from '@playwright/test'
import {
  OWNER_SETTINGS_HOURS_PATH,
  OWNER_SETTINGS_PATH,
  OWNER_SETTINGS_PAYMENTS_PATH,
  type OwnerSettingsResponse,
} from '../contract/settings'
import { api } from './api'
import { keepScreenshot } from './artefact'
import { addAddress, buyNow, signIn, widgetOf, openBuyNow } from './widget-flows'
import { openSettingsScreen, ownerSignsIn } from './owner-flows'

/** Test numbers kept for this spec in playwright.config.ts: one customer per test that signs in, and an owner. */
const CUSTOMERS = {
  upi: { phone: '9877700081', code: '818181' },
  paused: { phone: '9877700082', code: '828282' },
}
const OWNER_PHONE = { phone: '9999988810', code: '880010' }
/** Must match OWNER_KEYS in playwright.config.ts. */
const OWNER = { authorization: 'Bearer e2e-owner-key-0123456789', host: 'demo.localhost' }
const PHONE = { width: 390, height: 844 }

// These change the demo's settings: each story runs after the other, and the settings are put back at the end.
test.describe.configure({ mode: 'serial' })
test.use({ viewport: PHONE, isMobile: true, hasTouch: true })

let original: OwnerSettingsResponse
test.beforeAll(async ({ request }) => {
  original = (await (
    await request.get(`${api()}${OWNER_SETTINGS_PATH}`, { headers: OWNER })
  ).json()) as OwnerSettingsResponse
})
test.afterAll(async ({ request }) => {
  const { razorpay: _keys, sandboxAvailable: _sandbox, ...payments } = original.payments
  expect((await request.post(`${api()}${OWNER_SETTINGS_PAYMENTS_PATH}`, { headers: OWNER, data: payments })).ok()).toBe(
    true,
  )
  expect(
    (await request.post(`${api()}${OWNER_SETTINGS_HOURS_PATH}`, { headers: OWNER, data: original.hours })).ok(),
  ).toBe(true)
})

/** The owner's page, signed in once for the spec (a phone gets one code per 30 s). */
let ownerPage: Page | null = null
test.afterAll(() => ownerPage?.context().close())

/** A screen of the owner's Settings on a phone ('Payments'), as now saved, signed in with the owner's number. */
async function ownerSettings(browser: Browser, screen: string): Promise<Page> {
  if (ownerPage) {
    await ownerPage.reload()
  } else {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })
    ownerPage = await context.newPage()
    await ownerSignsIn(ownerPage, OWNER_PHONE)
  }
  const page = ownerPage
  await openSettingsScreen(page, screen)
  return page
}

test("the owner changes the UPI id; the customer's next manual payment shows the new one", async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const owner = await ownerSettings(browser, 'Payments')
  const upi = owner.getByRole('textbox', { name: 'UPI id' })
  await upi.fill('kesar kitchen')
  await owner.getByRole('button', { name: 'Save payments' }).click()
  // The error stands beside the field, tied to it.
  await expect(upi).toHaveAttribute('aria-invalid', 'true')
  await expect(upi).toHaveAccessibleDescription(/Enter a UPI id like name@bank/)
  await upi.fill('kesar.new@okaxis')
  await owner.getByRole('button', { name: 'Save payments' }).click()
  await expect(owner.getByText('Saved', { exact: true })).toBeVisible()
  await expect(upi).not.toHaveAttribute('aria-invalid')
  // The section's Activity says who changed the UPI id, from what to what.
  const payments = owner.getByRole('region', { name: 'Payments' })
  await payments.getByText('Activity', { exact: true }).click()
  await expect(payments.getByText(/changed UPI id from .* to “kesar\.new@okaxis”/).first()).toBeVisible()
  await keepScreenshot(owner, testInfo, 'owner-settings-payments-390')
  // The phone's Back returns to the list of Settings, on the entry the owner came from.
  await owner.goBack()
  await expect(owner.getByRole('button', { name: 'Payments', exact: true })).toBeFocused()
  await keepScreenshot(owner, testInfo, 'owner-settings-list-390')
  // The bottom bar's More holds the other tabs, the language and Sign out; Escape gives the focus back to More.
  const more = owner.getByRole('navigation', { name: 'Owner sections' }).getByRole('button', { name: /^More/ })
  await expect(more).toHaveAttribute('aria-current', 'page')
  await more.click()
  const sheet = owner.getByRole('dialog', { name: 'More' })
  await expect(sheet.getByRole('button', { name: 'Settings' })).toHaveAttribute('aria-current', 'page')
  await expect(sheet.getByRole('combobox', { name: 'Language' })).toBeVisible()
  await keepScreenshot(owner, testInfo, 'owner-more-390')
  await owner.keyboard.press('Escape')
  await expect(more).toBeFocused()

  const widget = await openBuyNow(page)
  await buyNow(widget, CUSTOMERS.upi)
  await widget.getByRole('tab', { name: 'History' }).click()
  await widget
    .getByRole('article')
    .getByRole('button', { name: /^Pay ₹/ })
    .click()
  await widget.getByRole('button', { name: 'Pay by UPI or QR code instead' }).click()
  const link = await widget.getByRole('link', { name: 'Open UPI app' }).getAttribute('href')
  expect(link).toMatch(/^upi:\/\/pay\?pa=kesar\.new%40okaxis&/)
})

test('outside the opening hours the widget header says when replies come', async ({ page, request }, testInfo) => {
  // Open one minute a day, at 23:58 in Kolkata: away at any other time.
  const week = Object.fromEntries(
    ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, [{ opens: '23:58', closes: '23:59' }]]),
  )
  const saved = await request.post(`${api()}${OWNER_SETTINGS_HOURS_PATH}`, {
    headers: OWNER,
    data: { ...original.hours, hoursEnabled: true, week },
  })
  expect(saved.ok()).toBe(true)
  await page.goto('/?chat=open')
  const widget = widgetOf(page)
  await expect(widget.getByText(/^Away · replies from (\w{3} )?23:58$/)).toBeVisible()
  await expect(widget.getByText('Online', { exact: true })).toBeHidden()
  await keepScreenshot(page, testInfo, 'widget-away-390')

  const reopened = await request.post(`${api()}${OWNER_SETTINGS_HOURS_PATH}`, {
    headers: OWNER,
    data: { ...original.hours, hoursEnabled: false },
  })
  expect(reopened.ok()).toBe(true)
  await page.goto('/?chat=open')
  await expect(widgetOf(page).getByText('Online', { exact: true })).toBeVisible()
})

test("'Pause orders' stops checkout with the owner's message", async ({ browser, page }, testInfo) => {
  test.setTimeout(120_000)
  const owner = await ownerSettings(browser, 'Opening hours')
  // The same screen on a desktop: nothing cut off, the top tabs back.
  await owner.setViewportSize({ width: 1280, height: 900 })
  await expect(owner.getByRole('heading', { level: 2, name: 'Opening hours' })).toBeVisible()
  await expect(owner.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true')
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280)
  await keepScreenshot(owner, testInfo, 'owner-settings-1280')
  await owner.setViewportSize(PHONE)
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  // Each time shows whole at 390 px: its text is no wider than its box.
  const times = owner.getByRole('group', { name: 'Week' }).locator('input[type="time"]')
  await expect(times.first()).toBeVisible()
  for (const width of await times.evaluateAll((inputs) => inputs.map((input) => input.clientWidth))) {
    expect(width).toBeGreaterThanOrEqual(120)
  }
  await times.first().scrollIntoViewIfNeeded()
  await keepScreenshot(owner, testInfo, 'owner-settings-hours-390')
  await owner.getByRole('checkbox', { name: 'Pause orders' }).check()
  await owner
    .getByRole('textbox', { name: 'Message at checkout while paused' })
    .fill('Closed for Diwali, back on the 5th')
  await owner.getByRole('button', { name: 'Save hours' }).click()
  await expect(owner.getByText('Saved', { exact: true })).toBeVisible()

  const widget = await openBuyNow(page)
  await expect(widget.getByRole('heading', { name: 'Ready to Purchase?' })).toBeVisible()
  await widget.getByRole('button', { name: 'Login to complete your purchase' }).click()
  await signIn(widget, CUSTOMERS.paused)
  await widget.getByRole('button', { name: 'Buy now' }).click()
  await addAddress(widget)
  await widget.getByRole('button', { name: 'Create Order' }).click()
  await expect(page.getByText('Closed for Diwali, back on the 5th')).toBeVisible()
  await expect(widget.getByRole('heading', { name: 'Checkout' })).toBeVisible()

  await owner.getByRole('checkbox', { name: 'Pause orders' }).uncheck()
  await owner.getByRole('button', { name: 'Save hours' }).click()
  await expect(owner.getByText('Saved', { exact: true })).toBeVisible()

  // The Business screen names the site's colours for what they colour.
  await owner.getByRole('button', { name: 'Back to Settings' }).click()
  await owner.getByRole('button', { name: 'Business', exact: true }).click()
  const colours = owner.getByRole('group', { name: 'Colours' })
  await colours.scrollIntoViewIfNeeded()
  await expect(colours.getByLabel('Buttons and links')).toBeVisible()
  await expect(colours.getByLabel('Background')).toBeVisible()
  await keepScreenshot(owner, testInfo, 'owner-settings-colours-390')
})
