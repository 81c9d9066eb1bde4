import { expect, test } from '@playwright/test'
import { keepScreenshot } from './artefact'
import { openSettingsScreen, ownerInNewContext } from './owner-flows'
import { signIn, type TestPhone } from './widget-flows'

/** Test numbers of playwright.config.ts kept for this spec. */
const CUSTOMER: TestPhone = { phone: '9877710070', code: '710070' }
const OWNER: TestPhone = { phone: '9999988843', code: '880043' }
const VIEWPORT = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }
/** A real 1×1 PNG: the offer's photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

test.use({ viewport: VIEWPORT, isMobile: true, hasTouch: true })

test('at 390 px a customer opts in to offers, gets the owner’s offer in the chat, and unsubscribes in one tap', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(150_000)
  const words = `Diwali: 10% off all sweets till Sunday ${Date.now() % 100000}`
  await page.goto('/')
  const widget = page.getByRole('region', { name: 'Kesar Kitchen' })
  await signIn(widget, CUSTOMER)
  await widget.getByRole('button', { name: /Shop spices & pickles/ }).click()
  const box = widget.getByRole('textbox', { name: 'Message' })
  await box.fill('Do you have Diwali sweets?')
  await box.press('Enter')
  // 'Get notified of replies' first; the offers' own opt-in after it, a separate question.
  await page.getByRole('dialog', { name: 'Get notified of replies' }).getByRole('button', { name: 'No thanks' }).click()
  const optIn = page.getByRole('dialog', { name: 'Get offers from Kesar Kitchen?' })
  await expect(optIn).toBeVisible()
  await expect(optIn).toContainText('at most one a week')
  await optIn.getByRole('button', { name: 'Yes, send me offers' }).click()
  await expect(optIn.getByText("Done: you will get Kesar Kitchen's offers here.")).toBeVisible()
  await optIn.getByRole('button', { name: 'Close' }).click()
  await expect(optIn).toBeHidden()

  const owner = await ownerInNewContext(browser, OWNER, VIEWPORT)
  await openSettingsScreen(owner, 'Offers')
  await expect(owner.getByText(/^\d+ customers? gets? your offers\.$/)).toBeVisible()
  await owner.getByRole('textbox', { name: 'Offer' }).fill(words)
  // The photo goes through the owner's upload call; the server takes only the site's own uploads.
  await owner.getByLabel('Add photo').setInputFiles({ name: 'offer.png', mimeType: 'image/png', buffer: PNG })
  await expect(owner.getByRole('img', { name: 'Photo of the offer' })).toBeVisible()
  const item = owner.getByRole('combobox', { name: 'Item (optional)' })
  await item.selectOption({ index: 1 })
  const itemName = (await item.locator('option:checked').textContent())!.trim()
  await owner.getByRole('button', { name: 'Send offer' }).click()
  const sent = owner.getByRole('listitem').filter({ hasText: words })
  await expect(sent.getByText(/^Received [1-9]\d* · Opened 0 · Ordered 0$/)).toBeVisible()
  await expect(
    owner.getByRole('status').filter({ hasText: /^One offer a week\. The next one can go on / }),
  ).toBeVisible()
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORT.width)
  await keepScreenshot(owner, testInfo, 'owner-offers-390')

  // The offer reaches the open chat as its card: the words, the item, and a one-tap unsubscribe.
  const card = widget.locator('.vw-offer').filter({ hasText: words })
  await expect(card).toBeVisible()
  await expect(card.getByRole('link', { name: `See ${itemName}` })).toBeVisible()
  await expect(card.getByRole('img', { name: 'Photo of the offer' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORT.width)
  await keepScreenshot(page, testInfo, 'widget-offer-390')
  await card.getByRole('button', { name: 'Unsubscribe from offers' }).click()
  await expect(card.getByText('You are unsubscribed: no more offers will come.')).toBeVisible()
  await expect(card.getByRole('button', { name: 'Turn offers back on' })).toBeVisible()

  // The owner's figures: the card on the customer's screen counts as opened.
  await owner.reload()
  await openSettingsScreen(owner, 'Offers')
  await expect(
    owner
      .getByRole('listitem')
      .filter({ hasText: words })
      .getByText(/^Received [1-9]\d* · Opened 1 · Ordered 0$/),
  ).toBeVisible()
  // And on a desktop screen: nothing spills sideways.
  for (const shown of [owner, page]) {
    await shown.setViewportSize(DESKTOP)
    expect(await shown.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width)
  }
  await keepScreenshot(owner, testInfo, 'owner-offers-1280')
  await keepScreenshot(page, testInfo, 'widget-offer-1280')
  await owner.context().close()
})
