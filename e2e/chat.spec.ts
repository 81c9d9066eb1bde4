import { expect, test, type Page } from '@playwright/test'
import { OWNER_MESSAGES_PATH } from '../contract/chat'
import { api } from './api'

/** The demo number of the README (a fixed code outside production). */
const DEMO_PHONE = '9999999999'
const DEMO_CODE = '123456'
const authorization = 'Bearer e2e-owner-key-0123456789'

async function signIn(page: Page) {
  const widget = page.getByRole('region', { name: 'Kesar Kitchen' })
  await widget.getByRole('textbox', { name: 'Phone number' }).fill(DEMO_PHONE)
  await widget.getByRole('button', { name: 'Send code' }).click()
  await widget.getByRole('textbox', { name: 'Verification code' }).fill(DEMO_CODE)
  await widget.getByRole('button', { name: 'Verify' }).click()
  return widget
}

/** The signed-in customer's id, read from the access token's subject. */
async function customerId(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('userAccessToken'))
  expect(token).toBeTruthy()
  return JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()).sub as string
}

test('first visit: the widget opens by itself; sign in, chat, a live owner reply, reload, logout', async ({ page }) => {
  await page.goto('/')
  const widget = page.getByRole('region', { name: 'Kesar Kitchen' })
  await expect(widget).toBeVisible()
  await expect(widget.getByText('Please enter your WhatsApp number to start chat')).toBeVisible()
  await expect(widget.getByRole('button', { name: 'Send code' })).toBeDisabled()
  await signIn(page)

  // The demo widget has topics: choosing one opens the chat.
  await widget.getByRole('button', { name: /Shop spices & pickles/ }).click()
  const box = widget.getByRole('textbox', { name: 'Message' })
  await box.fill('Is the 500 g Kashmiri mirch back in stock?')
  await box.press('Enter')
  await expect(widget.getByText('Is the 500 g Kashmiri mirch back in stock?')).toBeVisible()
  await expect(box).toHaveValue('')

  const reply = await page.request.post(api() + OWNER_MESSAGES_PATH, {
    headers: { authorization },
    data: { customerId: await customerId(page), message: 'Yes! Fresh batch ground this Tuesday.' },
  })
  expect(reply.status()).toBe(200)
  await expect(widget.getByText('Yes! Fresh batch ground this Tuesday.')).toBeVisible()

  // A reload keeps the chat open, with the conversation.
  await page.reload()
  await expect(widget.getByText('Yes! Fresh batch ground this Tuesday.')).toBeVisible()
  await expect(widget.getByRole('textbox', { name: 'Message' })).toBeVisible()

  await widget.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/logout$/)
  expect(
    await page.evaluate(() => [localStorage.getItem('chatSession'), localStorage.getItem('userAccessToken')]),
  ).toEqual([null, null])
  // The widget-opened flag was cleared too, so on /logout the widget opens by itself again, signed out.
  await expect(widget.getByRole('textbox', { name: 'Phone number' })).toBeVisible()
  await expect(widget.getByRole('button', { name: 'Logout' })).toHaveCount(0)
})

test('?chat=open opens the widget and is removed from the URL', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(() => localStorage.setItem('chatWidgetOpened', 'true'))
  await page.goto('/?chat=open&source=nothing&utm=x')
  await expect(page.getByRole('region', { name: 'Kesar Kitchen' })).toBeVisible()
  await expect(page).toHaveURL(/\/\?utm=x$/)
})

test('a returning visitor gets the toggle, not an open widget', async ({ page }) => {
  // Opened on an earlier visit (a new tab: no session state says the chat was left open).
  await page.addInitScript(() => localStorage.setItem('chatWidgetOpened', 'true'))
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Open chat' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Kesar Kitchen' })).toHaveCount(0)
})

test('a returning visitor without a chat session loads no widget chunk until the toggle opens the chat', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('chatWidgetOpened', 'true'))
  const chunks: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/mount-[\w-]+\.js$/.test(request.url())) chunks.push(request.url())
  })
  await page.goto('/')
  const toggle = page.getByRole('button', { name: 'Open chat' })
  await expect(toggle).toBeVisible()
  // Idle came and went (the widget used to load then), and then some.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1000))))
  expect(chunks).toEqual([])
  await toggle.click()
  await expect(page.getByRole('region', { name: 'Kesar Kitchen' })).toBeVisible()
  expect(chunks).toHaveLength(1)
  await expect(page.locator('.vw-toggle')).toBeFocused()
})

test('/chat on a desktop goes back to the page with chat=open', async ({ page }) => {
  await page.goto('/chat')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('region', { name: 'Kesar Kitchen' })).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('/chat is the full-screen chat page with a back button home', async ({ page }) => {
    await page.goto('/chat')
    const widget = page.getByRole('region', { name: 'Kesar Kitchen' })
    await expect(widget).toBeVisible()
    // Polled: the panel's loading frame (the same region) is replaced by the panel once the motion kit has loaded.
    await expect.poll(async () => (await widget.boundingBox())?.width).toBe(390)
    await expect(widget.getByRole('tab', { name: 'Chat' })).toBeVisible()
    await expect(widget.getByRole('tab', { name: 'History' })).toBeVisible()
    await widget.getByRole('button', { name: 'Back' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})
