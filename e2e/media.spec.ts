import { expect, test, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'

// A test number of its own (playwright.config.ts): the per-phone code limit would refuse the demo number again.
const PHONE = '9888800001'
const CODE = '111111'

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
})

async function signedIn(page: Page) {
  await page.goto('/')
  const widget = page.getByRole('region', { name: 'Kesar Kitchen' })
  await widget.getByRole('textbox', { name: 'Phone number' }).fill(PHONE)
  await widget.getByRole('button', { name: 'Send code' }).click()
  await widget.getByRole('textbox', { name: 'Verification code' }).fill(CODE)
  await widget.getByRole('button', { name: 'Verify' }).click()
  await widget.getByRole('button', { name: /Ask us anything/ }).click()
  await expect(widget.getByRole('textbox', { name: 'Message' })).toBeVisible()
  return widget
}

test('a customer sends an image with a caption, a PDF and a voice note, and still sees them after a reload', async ({
  page,
}) => {
  const widget = await signedIn(page)

  const wrong = page.waitForEvent('filechooser')
  await widget.getByRole('button', { name: 'Attach image' }).click()
  await (await wrong).setFiles({ name: 'kachori.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') })
  await expect(page.getByText('Invalid image file type. Please select a valid image.')).toBeVisible()

  const images = page.waitForEvent('filechooser')
  await widget.getByRole('button', { name: 'Attach image' }).click()
  await (await images).setFiles({ name: 'kachori.png', mimeType: 'image/png', buffer: PNG })
  await widget.getByRole('textbox', { name: 'Add a caption' }).fill('Fresh kachori')
  await widget.getByRole('button', { name: 'Send image' }).click()
  await expect(widget.getByRole('button', { name: 'Open image full screen' })).toBeVisible()
  await expect(widget.getByText('Fresh kachori')).toBeVisible()

  const files = page.waitForEvent('filechooser')
  await widget.getByRole('button', { name: 'Attach file' }).click()
  await (await files).setFiles({ name: 'menu.pdf', mimeType: 'application/pdf', buffer: PDF })
  await widget.getByRole('button', { name: 'Send file' }).click()
  // The name the customer chose, not the storage's generated one.
  await expect(widget.getByRole('link', { name: 'Download menu.pdf' })).toBeVisible()

  await widget.getByRole('button', { name: 'Record audio' }).click()
  await expect(widget.getByText('Recording...')).toBeVisible()
  await page.waitForTimeout(1200)
  await widget.getByRole('button', { name: 'Stop' }).click()
  await widget.getByRole('button', { name: 'Send voice note' }).click()
  await expect(widget.locator('.vw-media__audio')).toHaveCount(1)
  // The player knows the note's length (a recorded WebM carries none; the widget learns it), so it does not say 0:00.
  await expect
    .poll(() => widget.locator('.vw-media__audio').evaluate((audio: HTMLAudioElement) => audio.duration))
    .toBeGreaterThan(0.5)
  await expect
    .poll(() =>
      widget
        .locator('.vw-media__audio')
        .evaluate((audio: HTMLAudioElement) => Number.isFinite(audio.duration) && audio.currentTime === 0),
    )
    .toBe(true)

  await widget.getByRole('button', { name: 'Open image full screen' }).click()
  const viewer = page.getByRole('dialog', { name: 'Image' })
  await expect(viewer).toBeVisible()
  // As a keyboard user finds it: the focus has moved into the viewer, where Escape is heard.
  await expect.poll(() => viewer.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(viewer).toHaveCount(0)

  // The reload keeps the chat open.
  await page.reload()
  await expect(widget.getByText('Fresh kachori')).toBeVisible()
  await expect(widget.getByRole('link', { name: 'Download menu.pdf' })).toBeVisible()
  await expect(widget.locator('.vw-media__audio')).toHaveCount(1)
})
