import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import {
  bundleSizes,
  FIRST_VISIT_BASELINE_BYTES,
  INITIAL_JS_BUDGET_BYTES,
  WIDGET_JS_BUDGET_BYTES,
} from '../bench/initial-js.bench'
import { watchPolicy } from './policy-watch'

const REACT_CHUNK = /\/assets\/vendor-react-[\w-]+\.js$/

/** A returning visitor without a chat session (`widget/load-widget.ts`); the page's script requests, as made. */
async function returningVisitor(page: Page): Promise<string[]> {
  await page.addInitScript(() => localStorage.setItem('chatWidgetOpened', 'true'))
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  return scripts
}

/** Elements React renders into (its roots carry a `__reactContainer…` key). */
const reactRoots = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('*')].filter((node) =>
        Object.keys(node).some((key) => key.startsWith('__reactContainer')),
      ).length,
  )

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}

test('the page boots within its budget, the widget within its own; a first visit fetches no more than before', () => {
  const sizes = bundleSizes(path.resolve(import.meta.dirname, '..', 'dist'))
  expect(sizes.initial).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES)
  expect(sizes.widget).toBeLessThanOrEqual(WIDGET_JS_BUDGET_BYTES)
  expect(sizes.firstVisit).toBeLessThanOrEqual(FIRST_VISIT_BASELINE_BYTES)
})

for (const width of [390, 1280]) {
  test(`at ${width} px a returning visitor gets the page without React until a click, and every control works`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width, height: 844 })
    const scripts = await returningVisitor(page)
    const policy = await watchPolicy(page)
    await page.goto('/')
    const launcher = page.getByRole('button', { name: 'Open chat' })
    await expect(launcher).toBeVisible()
    // The page data is the boot script's, not the app's: no sections in it.
    const data = JSON.parse((await page.locator('#vitrine-data').textContent()) ?? '{}') as Record<string, unknown>
    expect(Object.keys(data).sort()).toEqual(['chat', 'editMode', 'route', 'siteId', 'strings', 'subdomain'])
    expect(await axeViolations(page)).toEqual([])

    // Disclosures: state, label and region, both ways.
    const details = page.getByRole('button', { name: 'Show details for Spice blends' })
    await details.click()
    const hide = page.getByRole('button', { name: 'Hide details for Spice blends' })
    await expect(hide).toHaveAttribute('aria-expanded', 'true')
    await expect(hide).toContainText('Hide details')
    await expect(page.locator(`[id="${await hide.getAttribute('aria-controls')}"]`)).toHaveClass(/is-open/)
    await hide.click()
    await expect(details).toHaveAttribute('aria-expanded', 'false')
    const services = page.locator('.service__toggle')
    for (const toggle of await services.all()) {
      if (!(await toggle.isVisible())) continue
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    }

    // In-page links scroll to their target and move the focus there.
    const anchors = page.locator('.hero__actions a[href^="#"]')
    expect(await anchors.count()).toBeGreaterThan(0)
    const anchor = anchors.first()
    const id = (await anchor.getAttribute('href'))!.slice(1)
    await anchor.click()
    await expect(page.locator(`[id="${id}"]`)).toBeFocused()
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport()
    expect(new URL(page.url()).hash).toBe(`#${id}`)

    // Nothing of React so far.
    expect(scripts.filter((url) => REACT_CHUNK.test(url))).toEqual([])
    expect(await reactRoots(page)).toBe(0)

    // The contact form: loaded on the first click, focus in the dialog, Escape gives it back to the button.
    const contact = page.getByRole('button', { name: 'Send us a message' }).first()
    await contact.click()
    const dialog = page.getByRole('dialog', { name: 'Get in touch' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused()
    expect(scripts.filter((url) => REACT_CHUNK.test(url))).toHaveLength(1)
    // The dialog at rest: caught mid-fade (its opacity still rising), its text would read to axe as low contrast.
    await expect.poll(() => dialog.evaluate((element) => getComputedStyle(element).opacity)).toBe('1')
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(contact).toBeFocused()
    // A second opening is a fresh form.
    await contact.click()
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('')
    await page.keyboard.press('Escape')

    // The launcher loads the widget and opens it.
    await launcher.click()
    await expect(page.getByRole('region', { name: 'Kesar Kitchen' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    expect(await policy.all()).toEqual([])
  })
}

test.describe('a first visit on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('gets the page and the launcher, no React until the calm moment, which loads and opens the chat', async ({
    page,
  }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Open chat' })).toBeVisible()
    // Well after the page has loaded, still the page's alone.
    await page.waitForTimeout(3000)
    expect(scripts.filter((url) => REACT_CHUNK.test(url))).toEqual([])
    expect(await reactRoots(page)).toBe(0)
    // Then the chat comes by itself (8 s after arriving without a scroll).
    await expect(page.getByRole('region', { name: 'Kesar Kitchen' })).toBeVisible({ timeout: 15_000 })
    expect(scripts.filter((url) => REACT_CHUNK.test(url))).toHaveLength(1)
  })
})

test('the launcher prefetches the widget when the visitor reaches for it', async ({ page }) => {
  const scripts = await returningVisitor(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Open chat' }).hover()
  await expect.poll(() => scripts.some((url) => REACT_CHUNK.test(url))).toBe(true)
  expect(await page.getByRole('region', { name: 'Kesar Kitchen' }).count()).toBe(0)
})

test('the 404 screen works without React: Try Again says so and reloads, Go Back goes back', async ({ page }) => {
  const scripts = await returningVisitor(page)
  const policy = await watchPolicy(page)
  await page.goto('/')
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  expect(await axeViolations(page)).toEqual([])
  const tryAgain = page.getByRole('button', { name: 'Try Again' })
  const reloaded = page.waitForEvent('load')
  await tryAgain.click()
  await expect(page.getByRole('button', { name: 'Refreshing...' })).toBeDisabled()
  await reloaded
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeEnabled()
  await page.getByRole('button', { name: 'Go Back' }).click()
  await expect(page).toHaveURL(/\/$/)
  expect(scripts.filter((url) => REACT_CHUNK.test(url))).toEqual([])
  expect(await policy.all()).toEqual([])
})
