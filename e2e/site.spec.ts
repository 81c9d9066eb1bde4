import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { api } from './api'
import { PAGE_PATH, type PageResponse } from '../contract/page'

/** Collects console errors and warnings. */
function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

async function demoPage(page: Page): Promise<PageResponse> {
  const response = await page.request.get(`${api()}${PAGE_PATH}?subdomain=demo&customRoute=/`)
  return (await response.json()) as PageResponse
}

test('the server sends the whole page: content, title, description and Open Graph, before any JS', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const response = await page.goto(baseURL!)
  expect(response?.status()).toBe(200)
  // A hidden section (the demo's paused Monsoon box) is not in the page source at all, page data included.
  expect(await response!.text()).not.toContain('Monsoon pakora box')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Masalas ground on Tuesday, at your door by Friday')
  await expect(page.getByRole('heading', { name: 'What we make for you' })).toBeVisible()
  await expect(page).toHaveTitle(/^Kesar Kitchen · /)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Small-batch spice blends/)
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Kesar Kitchen/)
  await context.close()
})

test('boots without hydrating or warnings and shows sections in indexPosition order, hidden ones left out', async ({
  page,
}) => {
  const problems = watchConsole(page)
  await page.goto('/')
  const data = await demoPage(page)
  const expected = [...data.websitePage.sections]
    .filter((section) => section.status !== 'hide')
    .sort((a, b) => a.indexPosition - b.indexPosition)
    .map((section) => section._id)
  const rendered = await page
    .locator('[data-section-id]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-section-id')))
  expect(rendered).toEqual(expected)
  // The server's HTML is the page: React never takes over its root (it mounts the widget in a root of its own).
  await expect(page.getByRole('button', { name: /Open chat|Close chat/ }).first()).toBeAttached()
  expect(
    await page.locator('#root').evaluate((root) => Object.keys(root).some((key) => key.startsWith('__react'))),
  ).toBe(false)
  // The demo's hidden section is neither sent nor drawn.
  expect(data.websitePage.sections.filter((section) => section.status === 'hide')).toEqual([])
  await expect(page.locator('[data-section-id="sec-s1-card-monsoon-box"]')).toHaveCount(0)
  await page.getByRole('button', { name: /Show details for Spice blends/ }).click()
  await expect(page.getByRole('button', { name: /Hide details for Spice blends/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  expect(problems).toEqual([])
})

for (const { width, mobile } of [
  { width: 390, mobile: true },
  { width: 1280, mobile: false },
]) {
  test(`at ${width} px: view modes and ${mobile ? 'one-column' : 'two-column'} card grids`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/')
    const mobileOnly = page.locator('.view-mobile').first()
    const desktopOnly = page.locator('.view-desktop').first()
    await expect(mobileOnly).toBeAttached()
    await expect(desktopOnly).toBeAttached()
    if (mobile) {
      await expect(mobileOnly).toBeVisible()
      await expect(desktopOnly).toBeHidden()
    } else {
      await expect(mobileOnly).toBeHidden()
      await expect(desktopOnly).toBeVisible()
    }
    const columns = await page
      .locator('.pv1-grid')
      .first()
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length)
    expect(columns).toBe(mobile ? 1 : 2)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
}

test('hero buttons scroll smoothly to #final-cta and #results', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Plan an order with us' }).click()
  await expect(page.locator('#final-cta')).toBeInViewport()
  await expect(page).toHaveURL(/#final-cta$/)
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.getByRole('link', { name: 'Read customer stories' }).click()
  await expect(page.locator('#results')).toBeInViewport()
  for (const anchor of ['services', 'approach', 'results', 'final-cta'])
    await expect(page.locator(`#${anchor}`)).toHaveCount(1)
})

test('the contact form validates after blur and submit, then sends', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Send us a message' }).click()
  const dialog = page.getByRole('dialog', { name: 'Get in touch' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('Name is required')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await expect(dialog.getByText('Name is required')).toBeVisible()
  await expect(dialog.getByText('Phone number is required')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Name' }).fill('A')
  await dialog.getByRole('textbox', { name: 'Name' }).blur()
  await expect(dialog.getByText('Name must be at least 2 characters')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Asha Verma')
  await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill('98290 1234')
  await dialog.getByRole('textbox', { name: 'Phone', exact: true }).blur()
  await expect(dialog.getByText('Phone number must be at least 10 digits')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill('98290 12345')
  await dialog.getByRole('textbox', { name: 'Email (optional)' }).fill('asha@')
  await dialog.getByRole('textbox', { name: 'Email (optional)' }).blur()
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Email (optional)' }).fill('asha@example.in')
  await dialog.getByRole('textbox', { name: 'Services (optional)' }).fill('Catering for 40 guests on 14 December')
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText("Thanks! We'll get back to you soon.")).toBeVisible()
  await expect(dialog).toBeHidden()
  // The form opens again at once, even while the thank-you message shows.
  await page.getByRole('button', { name: 'Send us a message' }).click()
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('')
})

test('the contact dialog closes with Escape and returns focus', async ({ page }) => {
  await page.goto('/')
  const opener = page.getByRole('button', { name: 'Send us a message' })
  await opener.click()
  await expect(page.getByRole('dialog')).toBeVisible()
  // As a keyboard user finds it: the focus has moved into the dialog, where Escape is heard.
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Name' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(opener).toBeFocused()
})

test('a non-premium site shows the Edit Website banner, leading to the owner sign-in on this host', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Edit Website' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Edit Website' })).toHaveAttribute('href', '/owner')
})

test('an unknown page gets the 404 screen with status 404, and Try Again refreshes', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible()
  await expect(page.getByText('Connection Error')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', /^mailto:/)
  await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
  const reload = page.waitForEvent('load')
  await page.getByRole('button', { name: 'Try Again' }).click()
  await expect(page.getByRole('button', { name: 'Refreshing...' })).toBeVisible()
  await reload
})

test('an unknown site gets the 404 screen with status 404', async ({ page, baseURL }) => {
  const response = await page.goto(baseURL!.replace('demo.localhost', 'nobody.localhost'))
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible()
})

for (const width of [390, 1280]) {
  test(`axe finds no serious or critical violation at ${width} px`, async ({ page }) => {
    // The widget at rest: a panel caught mid-animation (its opacity still rising) would read as low contrast.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/')
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    )
    expect(
      serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([])
  })
}
