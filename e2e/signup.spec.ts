import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { keepScreenshot } from './artefact'
import { openSettingsScreen, ownerTab } from './owner-flows'

/** Test numbers kept for this spec in playwright.config.ts: one per story (a phone gets one code per 30 s). */
const PHONES = {
  phone: { phone: '9877700091', code: '919191' },
  desktop: { phone: '9877700092', code: '929292' },
  /** Invited as a second owner by the desktop story. */
  partner: { phone: '9877700093', code: '939393' },
}

/** The platform's front door: the bare SITE_DOMAIN (localhost) on the e2e server's port. */
const frontDoor = (baseURL: string | undefined) => `http://localhost:${new URL(baseURL!).port}`

/**
 * Signs up at `/start` as a new business would, trying a taken and a reserved address on the way, and returns when
 * the browser has landed on the new site's `/owner`.
 */
async function signUp(
  page: Page,
  testInfo: TestInfo,
  options: {
    start: string
    who: { phone: string; code: string }
    name: string
    city: string
    sub: string
    shot: string
  },
) {
  await page.goto(`${options.start}/start`)
  await expect(page).toHaveTitle('Start your site · Vitrine')
  await expect(page.getByRole('heading', { name: 'Start your business website' })).toBeVisible()
  await keepScreenshot(page, testInfo, `${options.shot}-phone`)
  await page.getByRole('textbox', { name: 'Phone number' }).fill(options.who.phone)
  await page.getByRole('button', { name: 'Send code' }).click()
  await page.getByRole('textbox', { name: '6-digit code' }).fill(options.who.code)
  await page.getByRole('button', { name: 'Verify' }).click()

  await expect(page.getByRole('heading', { name: 'About your business' })).toBeFocused()
  await page.getByRole('textbox', { name: 'Business name' }).fill(options.name)
  await page
    .getByRole('combobox', { name: 'What kind of business?' })
    .selectOption({ label: 'Restaurant / cloud kitchen' })
  await page.getByRole('textbox', { name: 'City' }).fill(options.city)
  await page.getByRole('textbox', { name: /One line about your business/ }).fill('Dabbas cooked fresh every morning.')
  await page.getByRole('button', { name: 'Next' }).click()

  const address = page.getByRole('textbox', { name: 'Address' })
  await expect(address).toHaveValue(options.sub)
  await address.fill('demo')
  await expect(page.getByText('This address is taken. Please choose another.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled()
  await address.fill('admin')
  await expect(page.getByText('This address is kept for the platform. Please choose another.')).toBeVisible()
  await keepScreenshot(page, testInfo, `${options.shot}-address-refused`)
  await address.fill(options.sub)
  await expect(page.getByText(`${options.sub}.localhost is free.`)).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()

  await expect(page.getByRole('heading', { name: 'Choose the look' })).toBeVisible()
  await page.getByRole('radio', { name: 'Peacock' }).check()
  const preview = page.getByRole('region', { name: 'Preview' })
  await expect(preview).toContainText(options.name)
  await expect(preview).toHaveAttribute('data-palette', 'peacock')
  await keepScreenshot(page, testInfo, `${options.shot}-look`)
  await page.getByRole('button', { name: 'Create my site' }).click()

  const port = new URL(options.start).port
  await page.waitForURL(`http://${options.sub}.localhost:${port}/owner`)
  // Signed in by the one-time hand-over: no sign-in form, the owner's tabs, and the token gone from the address bar.
  await expect(ownerTab(page, 'Inbox')).toBeVisible()
  await expect(page.getByText(`Signed in as +91 ${options.who.phone}`)).toBeVisible()
  expect(new URL(page.url()).hash).toBe('')
  await keepScreenshot(page, testInfo, `${options.shot}-owner`)
}

test.describe('sign-up at the front door', () => {
  test('at 390 px: a new site, live at its host, its owner signed in there', async ({ browser, baseURL }, testInfo) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    const start = frontDoor(baseURL)
    await signUp(page, testInfo, {
      start,
      who: PHONES.phone,
      name: 'Asha Tiffins',
      city: 'Pune',
      sub: 'asha-tiffins',
      shot: 'signup-390',
    })
    // The public page at the new host shows the business.
    await page.goto(`http://asha-tiffins.localhost:${new URL(start).port}/`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Asha Tiffins')
    await expect(page.getByText('Dabbas cooked fresh every morning.').first()).toBeVisible()
    await keepScreenshot(page, testInfo, 'signup-390-site')
    await context.close()
  })

  test('at 1280 px: sign up, then add a second owner in Team', async ({ browser, baseURL }, testInfo) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    const start = frontDoor(baseURL)
    await signUp(page, testInfo, {
      start,
      who: PHONES.desktop,
      name: 'Meera Kitchen',
      city: 'Jaipur',
      sub: 'meera-kitchen',
      shot: 'signup-1280',
    })
    await openSettingsScreen(page, 'Team')
    const team = page.getByRole('region', { name: 'Team' })
    await expect(team.getByText(`+91 ${PHONES.desktop.phone}`)).toBeVisible()
    await team.getByRole('textbox', { name: 'Phone number' }).fill(PHONES.partner.phone)
    await team.getByRole('textbox', { name: 'Name (optional)' }).fill('Ravi')
    await team.getByRole('button', { name: 'Add owner' }).click()
    await expect(team.getByRole('button', { name: 'Remove Ravi' })).toBeVisible()
    await keepScreenshot(page, testInfo, 'signup-1280-team')

    // The public page at the new host shows the business.
    await page.goto(`http://meera-kitchen.localhost:${new URL(start).port}/`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Meera Kitchen')
    await context.close()
  })
})
