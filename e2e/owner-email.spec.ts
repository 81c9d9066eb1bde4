import { expect, test } from '@playwright/test'
import { keepScreenshot } from './artefact'
import { openSettingsScreen, ownerSignsIn } from './owner-flows'

/** The owner test number kept for this spec in playwright.config.ts. */
const OWNER_PHONE = { phone: '9999988821', code: '880021' }

// The e2e server has no SMTP_URL: the section keeps the choices and says that nothing is sent.
test('the owner keeps their e-mail choices; the section says the server sends no e-mail', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 390, height: 844 })
  await ownerSignsIn(page, OWNER_PHONE)
  await openSettingsScreen(page, 'E-mail')
  const section = page.getByRole('region', { name: 'E-mail' })
  await expect(section.getByRole('note')).toContainText('E-mail is not set up on this server')
  const address = section.getByRole('textbox', { name: 'Your e-mail address' })
  await address.fill('owner@example.com')
  const orders = section.getByRole('checkbox', { name: 'An e-mail for each new order' })
  if (!(await orders.isChecked())) await orders.check()
  await section.getByRole('button', { name: 'Save e-mail choices' }).click()
  await expect(section.getByRole('status')).toHaveText('Saved.')
  await section.scrollIntoViewIfNeeded()
  await keepScreenshot(page, testInfo, 'owner-email-390')
  await page.reload()
  await openSettingsScreen(page, 'E-mail')
  await expect(page.getByRole('region', { name: 'E-mail' }).getByRole('textbox')).toHaveValue('owner@example.com')
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.getByRole('region', { name: 'E-mail' }).scrollIntoViewIfNeeded()
  await keepScreenshot(page, testInfo, 'owner-email-1280')
})
