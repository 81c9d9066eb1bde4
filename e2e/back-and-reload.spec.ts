import { expect, test, type Locator, type Page } from '@playwright/test'
import { keepScreenshot } from './artefact'
import { signIn, type TestPhone, widgetOf, openBuyNow } from './widget-flows'
import { ownerSignsIn } from './owner-flows'

/**
 * A phone's Back button, a reload and another page of the site keep the
 * visitor where they were in the chat; the owner's Back leaves a
 * conversation for the list; a first visit on a phone opens the chat only at
 * a calm moment, and leaving it returns to the page as it was.
 */

/** Test numbers of playwright.config.ts kept for this spec (the code limit is per phone). */
const BUYER: TestPhone = { phone: '9877700041', code: '414141' }
const WRITER: TestPhone = { phone: '9877700043', code: '434343' }
const OWNER: TestPhone = { phone: '9999988807', code: '880007' }

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

/** A returning visitor: the widget was opened before, so it does not open by itself. */
async function returning(page: Page) {
  await page.addInitScript(() => localStorage.setItem('chatWidgetOpened', 'true'))
}

/** The shop opens on the categories of every topic, each under its topic's heading. */
async function addFromCatalogue(widget: Locator, category: RegExp, item: string) {
  await widget.getByRole('button', { name: 'Browse the catalogue' }).click()
  await widget.getByRole('region', { name: 'Categories' }).getByRole('button', { name: category }).click()
  await widget.getByRole('article', { name: item }).getByRole('button', { name: 'Add to Cart' }).click()
  await expect(
    widget.getByRole('article', { name: item }).getByRole('group', { name: new RegExp(`Quantity of ${item}`) }),
  ).toBeVisible()
}

/** Scrolls the page in steps of `step` px every `every` ms, `times` times. */
async function scrollFor(page: Page, times: number, every = 700, step = 250) {
  for (let i = 0; i < times; i++) {
    await page.mouse.wheel(0, step)
    await page.waitForTimeout(every)
  }
}

test('Back inside the cart steps back within the widget, never off the site', async ({ page }) => {
  await returning(page)
  await page.goto('/')
  const widget = widgetOf(page)
  await page.getByRole('button', { name: /Open chat/ }).click()
  await addFromCatalogue(widget, /Spice blends/, 'Jaipuri Garam Masala')
  await widget.getByRole('button', { name: 'Your cart, 1 item' }).click()
  await expect(widget.getByRole('heading', { name: 'Your Cart (1)' })).toBeVisible()

  await page.goBack()
  // As the cart's own Back arrow: to the catalogue, inside the widget.
  await expect(widget.getByRole('heading', { name: 'Your Cart (1)' })).toBeHidden()
  await expect(widget).toBeVisible()
  await expect(page).toHaveURL(/demo\.localhost/)
  for (let presses = 0; presses < 6 && (await widget.isVisible()); presses++) {
    await page.goBack()
    await page.waitForTimeout(300)
  }
  await expect(widget).toBeHidden()
  await expect(page).toHaveURL(/demo\.localhost/)
  await expect(page.getByRole('button', { name: /Open chat/ })).toBeFocused()
})

test('reload during Buy now keeps the item and the typed address; Back steps back; a new page keeps the chat', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  await returning(page)
  const widget = await openBuyNow(page)
  await expect(widget.getByRole('heading', { name: 'Ready to Purchase?' })).toBeVisible()
  await widget.getByRole('button', { name: 'Login to complete your purchase' }).click()
  await signIn(widget, BUYER)
  await widget.getByRole('button', { name: 'Buy now' }).click()
  await expect(widget.getByRole('heading', { name: 'Checkout' })).toBeVisible()
  await widget.getByRole('button', { name: 'Add new address' }).click()
  await expect(widget.getByRole('heading', { name: 'Add address' })).toBeVisible()
  await widget.getByRole('textbox', { name: 'Full name' }).fill('Asha Verma')
  await widget.getByRole('textbox', { name: 'Address line 1' }).fill('14 Tilak Marg, C-Sch')

  await page.reload()
  await expect(widget.getByRole('heading', { name: 'Add address' })).toBeVisible()
  await expect(widget.getByRole('textbox', { name: 'Full name' })).toHaveValue('Asha Verma')
  await expect(widget.getByRole('textbox', { name: 'Address line 1' })).toHaveValue('14 Tilak Marg, C-Sch')

  // Back: from the form to the restored checkout, with its item.
  await page.goBack()
  await expect(widget.getByRole('heading', { name: 'Checkout' })).toBeVisible()
  await expect(widget.getByText('Jaipuri Garam Masala')).toBeVisible()
  await keepScreenshot(page, testInfo, '21-8-reload-buy-now')
  // Back from a Buy now checkout closes it; the chat stays open.
  await page.goBack()
  await expect(widget.getByRole('heading', { name: 'Checkout' })).toBeHidden()
  await expect(widget.getByRole('textbox', { name: 'Message' })).toBeVisible()
  await expect(page).toHaveURL(/demo\.localhost/)

  // A half-typed message, then another page of the site: the chat is still open, the message still there.
  await widget.getByRole('textbox', { name: 'Message' }).fill('Is it fresh this wee')
  await page.goto('/?from=menu')
  await expect(widget.getByRole('textbox', { name: 'Message' })).toHaveValue('Is it fresh this wee')
  // Back closes the chat, and once closed Back leaves for the page before.
  await page.goBack()
  await expect(widget).toBeHidden()
  await expect(page).toHaveURL(/from=menu/)
})

test('in /owner on a phone, Back from a conversation goes to the list, and a reload keeps the conversation', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000)
  // A customer writes, so the owner has a conversation to open.
  await returning(page)
  await page.goto('/?chat=open')
  const widget = widgetOf(page)
  await signIn(widget, WRITER)
  // A new customer picks a topic first.
  await widget.getByRole('button', { name: /Shop spices & pickles/ }).click()
  await widget.getByRole('textbox', { name: 'Message' }).fill('Do you deliver to Malviya Nagar?')
  await widget.getByRole('textbox', { name: 'Message' }).press('Enter')
  await expect(widget.getByText('Do you deliver to Malviya Nagar?')).toBeVisible()

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const owner = await context.newPage()
  await ownerSignsIn(owner, OWNER)
  const row = owner.getByRole('button', { name: /98777.?00043/ })
  const reply = owner.getByRole('textbox', { name: 'Reply' })
  await row.click()
  await expect(reply).toBeVisible()
  await expect(owner).toHaveURL(/\/owner\?conversation=/)

  // A reload opens the same conversation; Back goes to the list, still in /owner.
  await owner.reload()
  await expect(reply).toBeVisible()
  await owner.goBack()
  await expect(row).toBeVisible()
  await expect(reply).toBeHidden()
  await expect(owner).toHaveURL(/\/owner$/)
  await context.close()
})

test.describe('a first visit on a phone', () => {
  test('does not open while the visitor scrolls; opens after a calm pause; Back returns to the same place', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000)
    await page.goto('/')
    const widget = widgetOf(page)
    await expect(page.getByRole('button', { name: /Open chat/ })).toBeVisible()
    // Scrolling for longer than the idle delay: never opens meanwhile.
    await scrollFor(page, 14)
    await expect(widget).toHaveCount(0)
    const readingAt = await page.evaluate(() => scrollY)
    expect(readingAt).toBeGreaterThan(0)
    await expect(widget).toBeVisible({ timeout: 6000 })
    // The widget's continuity keeps the open widget in the history (Back below closes it).
    await expect.poll(() => page.evaluate(() => (history.state as { vw?: number } | null)?.vw ?? 0)).toBeGreaterThan(0)
    // At rest: the panel has risen and the sign-in prompt shows.
    await expect(widget.getByRole('textbox', { name: 'Phone number' })).toBeVisible()
    await expect.poll(() => widget.evaluate((panel) => getComputedStyle(panel).opacity)).toBe('1')
    await page.waitForTimeout(300)
    await keepScreenshot(page, testInfo, '21-9-first-open')

    await page.goBack()
    await expect(widget).toBeHidden()
    expect(await page.evaluate(() => scrollY)).toBe(readingAt)
    await expect(page.getByRole('button', { name: /Open chat/ })).toBeFocused()
    await expect(page).toHaveURL(/demo\.localhost/)
    // Remembered: it does not open by itself again.
    expect(await page.evaluate(() => localStorage.getItem('chatWidgetOpened'))).toBe('true')
    await page.reload()
    await page.waitForTimeout(4000)
    await expect(widget).toHaveCount(0)
  })

  test('does not open while a field of the page has the focus', async ({ page }) => {
    test.setTimeout(60_000)
    await page.goto('/')
    await page.getByRole('button', { name: 'Send us a message' }).click()
    const dialog = page.getByRole('dialog', { name: 'Get in touch' })
    await dialog.getByRole('textbox').first().click()
    await page.waitForTimeout(10_000)
    await expect(widgetOf(page)).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(widgetOf(page)).toBeVisible({ timeout: 8000 })
  })

  test('a swipe down and the close button return to the page where it was', async ({ page }) => {
    test.setTimeout(60_000)
    await page.goto('/')
    const widget = widgetOf(page)
    await scrollFor(page, 2)
    const readingAt = await page.evaluate(() => scrollY)
    await expect(widget).toBeVisible({ timeout: 6000 })
    // The widget's continuity is in place (it keeps the open widget in the history, and takes the swipe).
    await expect(widget.locator('.vw-header')).toBeVisible()
    await expect.poll(() => page.evaluate(() => (history.state as { vw?: number } | null)?.vw ?? 0)).toBeGreaterThan(0)

    // A finger pulls the header down 160 px.
    await page.evaluate(() => {
      const header = document.querySelector('.vw-header')!
      const touch = (y: number) => new Touch({ identifier: 1, target: header, clientX: 200, clientY: y })
      const fire = (type: string, y: number, ended = false) =>
        header.dispatchEvent(
          new TouchEvent(type, {
            bubbles: true,
            touches: ended ? [] : [touch(y)],
            changedTouches: [touch(y)],
          }),
        )
      fire('touchstart', 40)
      fire('touchmove', 120)
      fire('touchmove', 200)
      fire('touchend', 200, true)
    })
    await expect(widget).toBeHidden()
    expect(await page.evaluate(() => scrollY)).toBe(readingAt)
    await expect(page.getByRole('button', { name: /Open chat/ })).toBeFocused()

    // Opened again and closed by its own Back button: the page is where it was, and Back then leaves the page.
    await page.getByRole('button', { name: /Open chat/ }).click()
    await expect(widget).toBeVisible()
    await widget.locator('.vw-header').getByRole('button', { name: 'Back' }).click()
    await expect(widget).toBeHidden()
    expect(await page.evaluate(() => scrollY)).toBe(readingAt)
    await page.waitForTimeout(500)
    expect(await page.evaluate(() => (history.state as { vw?: number } | null)?.vw ?? 0)).toBe(0)
  })
})
