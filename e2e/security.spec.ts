import { expect, test, type Page } from '@playwright/test'
import { SEND_MESSAGE_PATH } from '../contract/chat'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'
import { watchPolicy } from './policy-watch'

/** A test number of its own (playwright.config.ts), so no other spec's code request makes this one wait. */
const PHONE = '9877700161'
const CODE = '161161'

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

// A fake microphone, so the voice recorder really records.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
})

/** Signs in with this spec's number (one code request, so the per-phone limit never makes it wait). */
async function signIn(page: Page) {
  const widget = page.getByRole('region', { name: 'Kesar Kitchen' })
  await widget.getByRole('textbox', { name: 'Phone number' }).fill(PHONE)
  await widget.getByRole('button', { name: 'Send code' }).click()
  await widget.getByRole('textbox', { name: 'Verification code' }).fill(CODE)
  await widget.getByRole('button', { name: 'Verify' }).click()
  await widget.getByRole('button', { name: /Shop spices & pickles/ }).click()
  await expect(widget.getByRole('textbox', { name: 'Message' })).toBeVisible()
}

/** Sends a text, an image and a voice note, then browses the catalogue's spice blends. */
async function useTheWidget(page: Page, text: string) {
  const widget = page.getByRole('region', { name: 'Kesar Kitchen' })
  const box = widget.getByRole('textbox', { name: 'Message' })
  await box.fill(text)
  await box.press('Enter')
  await expect(widget.getByText(text, { exact: true })).toBeVisible()
  // A browser's first message brings the offer to be notified of replies: 'No thanks' (asked once, remembered).
  // Then, once, the opt-in to the shop's offers: 'No thanks' too.
  for (const name of ['Get notified of replies', 'Get offers from Kesar Kitchen?']) {
    const offer = page.getByRole('dialog', { name })
    await offer.waitFor({ timeout: 3000 }).then(
      () => offer.getByRole('button', { name: 'No thanks' }).click(),
      () => {},
    )
  }

  const images = page.waitForEvent('filechooser')
  await widget.getByRole('button', { name: 'Attach image' }).click()
  await (await images).setFiles({ name: 'kachori.png', mimeType: 'image/png', buffer: PNG })
  // The preview is a blob: URL (img-src blob:).
  await expect(widget.locator('.vw-tray img')).toBeVisible()
  await widget.getByRole('textbox', { name: 'Add a caption' }).fill(`Kachori ${text}`)
  await widget.locator('.vw-tray').getByRole('button', { name: 'Send' }).click()
  await expect(widget.getByText(`Kachori ${text}`)).toBeVisible()
  await expect(widget.getByRole('button', { name: 'Open image full screen' }).last()).toBeVisible()

  await widget.getByRole('button', { name: 'Record audio' }).click()
  await expect(widget.getByText('Recording...')).toBeVisible()
  await page.waitForTimeout(1200)
  await widget.getByRole('button', { name: 'Stop' }).click()
  // The recorded preview plays from a blob: URL (media-src blob:).
  await expect(widget.locator('.vw-tray audio')).toHaveAttribute('src', /^blob:/)
  const sent = page.waitForResponse(
    (response) => response.url().endsWith(SEND_MESSAGE_PATH) && response.request().postDataJSON()?.type === 'audio',
  )
  await widget.locator('.vw-tray').getByRole('button', { name: 'Send' }).click()
  expect((await sent).status()).toBe(200)
  await expect(widget.locator('.vw-media__audio').last()).toBeVisible()

  await widget.getByRole('button', { name: 'Browse the catalogue' }).click()
  await expect(widget.getByRole('heading', { name: 'Categories' })).toBeVisible()
  await widget.getByRole('button', { name: /Spice blends/ }).click()
  await expect(widget.getByRole('article', { name: 'Jaipuri Garam Masala' })).toBeVisible()
}

async function openContactForm(page: Page) {
  await page.getByRole('button', { name: 'Send us a message' }).click()
  const dialog = page.getByRole('dialog', { name: 'Get in touch' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Asha Verma')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}

test('the page and the widget run under the CSP at 390 px and 1280 px without a single violation', async ({ page }) => {
  test.setTimeout(120_000)
  const policy = await watchPolicy(page)

  // A phone: the widget opens full screen from its toggle.
  await page.setViewportSize({ width: 390, height: 844 })
  const response = await page.goto('/')
  const header = response?.headers()['content-security-policy'] ?? ''
  expect(header).toContain("script-src 'self'")
  expect(header).toContain("frame-ancestors 'none'")
  expect(header).not.toContain('unsafe-inline')
  expect(response?.headers()['permissions-policy']).toContain('microphone=(self)')
  const widget = page.getByRole('region', { name: 'Kesar Kitchen' })
  // A first visit on a phone opens the chat by itself at a calm moment (a few seconds after scrolling stops, or
  // without a scroll after a while); the toggle opens it now.
  await page.getByRole('button', { name: /Open chat/ }).click()
  await expect(widget).toBeVisible()
  await signIn(page)
  await useTheWidget(page, 'Hello from a phone')
  // The header's Back closes the full-screen widget.
  await widget.locator('.vw-header').getByRole('button', { name: 'Back' }).click()
  await expect(widget).toBeHidden()
  await openContactForm(page)
  expect(await policy.all()).toEqual([])

  // A desktop, signed in already: the floating widget over the page.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.reload()
  await page.getByRole('button', { name: /Open chat/ }).click()
  await expect(widget.getByText('Hello from a phone', { exact: true })).toBeVisible()
  await useTheWidget(page, 'Hello from a desktop')
  await page
    .getByRole('button', { name: /Close chat/ })
    .first()
    .click()
  await openContactForm(page)
  // The palette reached the page: its style attribute was allowed by hash.
  const primary = await page
    .locator('.site')
    .evaluate((site) => getComputedStyle(site).getPropertyValue('--color-primary').trim())
  expect(primary).not.toBe('')
  expect(await policy.all()).toEqual([])
})

test('the watch sees what the policy blocks (so the test above can fail)', async ({ page }) => {
  const policy = await watchPolicy(page)
  await page.goto('/')
  await page.evaluate(() => {
    const style = document.createElement('style')
    style.textContent = 'body{display:none}'
    document.head.append(style)
  })
  await expect.poll(() => policy.all()).toContainEqual(expect.stringMatching(/^style-src-elem blocked inline/))
  await expect(page.locator('body')).toBeVisible()
})
