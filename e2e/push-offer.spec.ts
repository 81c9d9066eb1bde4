import { expect, test, type Locator } from '@playwright/test'
import { signIn, type TestPhone } from './widget-flows'

/** Test number of playwright.config.ts kept for this spec (the OTP rate limit is per phone). */
const OFFER_PHONE: TestPhone = { phone: '9877700144', code: '144144' }

const background = (element: Locator) => element.evaluate((node) => getComputedStyle(node).backgroundColor)

test("the offer to be notified of replies paints with the widget's palette and the site's colour", async ({ page }) => {
  await page.goto('/')
  const widget = page.getByRole('region', { name: 'Kesar Kitchen' })
  await signIn(widget, OFFER_PHONE)
  await widget.getByRole('button', { name: /Shop spices & pickles/ }).click()
  const box = widget.getByRole('textbox', { name: 'Message' })
  await box.fill('Do you deliver on Sundays?')
  await box.press('Enter')
  // The customer's first message brings the offer, beside the widget but outside its root.
  const offer = page.getByRole('dialog', { name: 'Get notified of replies' })
  await expect(offer).toBeVisible()
  // Its surface is the widget's; its button the site's colour, as the widget's send button (enabled) is.
  expect(await background(offer)).toBe(await background(widget))
  await box.fill('And on holidays?')
  const accept = offer.getByRole('button', { name: 'Get notified of replies' })
  const send = widget.getByRole('button', { name: 'Send message' })
  expect(await background(accept)).toBe(await background(send))
  // Not the offer's own teal of before.
  expect(await background(accept)).not.toBe('rgb(15, 118, 110)')
  await offer.getByRole('button', { name: 'No thanks' }).click()
  await expect(offer).toBeHidden()
})
