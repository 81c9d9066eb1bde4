import { expect, test, type Locator, type Page } from '@playwright/test'

/**
 * What a visitor tripped over on the demo at 390 px and 1280 px,
 * asserted without screenshots: a control is usable when it is the element
 * at its own centre point.
 */

/** A returning visitor: the widget was opened before, so it does not open by itself. */
async function returning(page: Page) {
  await page.addInitScript(() => localStorage.setItem('chatWidgetOpened', 'true'))
}

async function isOnTop(locator: Locator): Promise<boolean> {
  await locator.scrollIntoViewIfNeeded()
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return top !== null && (top === element || element.contains(top))
  })
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('a first visit sees the page first; the chat opens once scrolling has stopped a moment', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The launcher is there (drawn by the page's boot script); the chat waits.
    await expect(page.getByRole('button', { name: /Open chat/ })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Kesar Kitchen' })).toHaveCount(0)
    expect(await isOnTop(page.getByRole('heading', { level: 1 }))).toBe(true)
    await page.mouse.wheel(0, 400)
    // Not while reading: the scroll does not open it at once...
    await page.waitForTimeout(1000)
    await expect(page.getByRole('region', { name: 'Kesar Kitchen' })).toHaveCount(0)
    // ...a calm pause does.
    await expect(page.getByRole('region', { name: 'Kesar Kitchen' })).toBeVisible({ timeout: 6000 })
  })

  test("the chat button never covers the contact form's Submit", async ({ page }) => {
    await returning(page)
    await page.goto('/')
    await expect(page.getByRole('button', { name: /Open chat/ })).toBeVisible()
    await page.getByRole('button', { name: 'Send us a message' }).click()
    const dialog = page.getByRole('dialog', { name: 'Get in touch' })
    await expect(dialog).toBeVisible()
    expect(await isOnTop(dialog.getByRole('button', { name: 'Submit' }))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: /Open chat/ })).toBeVisible()
  })

  test("'Start a chat' opens the chat, not the contact form", async ({ page }) => {
    await returning(page)
    await page.goto('/')
    await page.getByRole('button', { name: 'Show details for Order from the chat in 2 taps' }).click()
    await page.getByRole('link', { name: 'Start a chat' }).click()
    await expect(page.getByRole('region', { name: 'Kesar Kitchen' })).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Get in touch' })).toHaveCount(0)
    await expect(page).not.toHaveURL(/chat=open/)
  })
})

test.describe('on a desktop', () => {
  test('the topic list in the side panel shows every topic, none cut off', async ({ page }) => {
    await page.goto('/')
    const widget = page.getByRole('region', { name: 'Kesar Kitchen' })
    await expect(widget).toBeVisible()
    // The shop icon opens 'Categories'; its Back leads to the topic list.
    await widget.getByRole('button', { name: 'Browse the catalogue' }).click()
    await widget.getByRole('region', { name: 'Categories' }).getByRole('button', { name: 'Back' }).click()
    const topics = widget.getByRole('listitem').getByRole('button')
    await expect(topics).toHaveCount(3)
    for (const topic of await topics.all()) expect(await isOnTop(topic)).toBe(true)
    const panel = await widget.boundingBox()
    const last = await topics.last().boundingBox()
    expect(last!.y + last!.height).toBeLessThanOrEqual(panel!.y + panel!.height)
  })
})
