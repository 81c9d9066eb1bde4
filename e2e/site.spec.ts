import { expect, test } from '@playwright/test'

test('the demo site is served at demo.localhost', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.locator('[data-section="Main Header"]')).toContainText('Kesar Kitchen')
  expect(errors).toEqual([])
})

test('an unknown site gets the 404 screen with status 404', async ({ page, baseURL }) => {
  const response = await page.goto(baseURL!.replace('demo.localhost', 'nobody.localhost'))
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
})
