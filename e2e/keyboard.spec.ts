import { expect, test, type Page } from '@playwright/test'

/** Whether the focused element is inside the widget. */
const focusInWidget = (page: Page) =>
  page.evaluate(() => document.getElementById('vitrine-widget')?.contains(document.activeElement) ?? false)

test('at 390 px the keyboard opens the widget, the page is inert, Escape returns to the launcher', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  // A returning visitor: the widget does not open by itself.
  await page.evaluate(() => localStorage.setItem('chatWidgetOpened', 'true'))
  await page.reload()
  const launcher = page.getByRole('button', { name: 'Open chat' })
  await launcher.focus()
  await page.keyboard.press('Enter')
  const widget = page.getByRole('region', { name: 'Kesar Kitchen' })
  await expect(widget).toBeFocused()

  // Everything on the page but the widget is inert while it fills the screen; Tab stays in the widget.
  const notInert = await page.evaluate(() =>
    [...document.body.children]
      .filter(
        (child) =>
          child.id !== 'vitrine-widget' &&
          !['SCRIPT', 'STYLE', 'TEMPLATE'].includes(child.tagName) &&
          !child.hasAttribute('inert'),
      )
      .map((child) => child.outerHTML.slice(0, 80)),
  )
  expect(notInert).toEqual([])
  for (let step = 0; step < 6; step++) {
    await page.keyboard.press('Tab')
    expect(await focusInWidget(page)).toBe(true)
  }

  await page.keyboard.press('Escape')
  await expect(widget).toBeHidden()
  await expect(page.getByRole('button', { name: 'Open chat' })).toBeFocused()
  expect(await page.evaluate(() => document.querySelectorAll('body > [inert]').length)).toBe(0)
})
