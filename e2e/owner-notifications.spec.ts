import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, expect, test, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'
import { keepScreenshot } from './artefact'
import { signIn as widgetSignIn } from './widget-flows'
import { ownerSignsIn } from './owner-flows'

/** The demo owner kept for this spec (OWNER_PHONES / OTP_TEST_NUMBERS in playwright.config.ts). */
const OWNER = { phone: '9999988818', code: '880018' }
/** The customer test number kept for this spec. */
const CUSTOMER = { phone: '9877700113', code: '113113' }

/** Counts the page's calls of `Notification.requestPermission` (the browser's prompt), before any script runs. */
const COUNT_PERMISSION_ASKS = () => {
  const asks = { count: 0 }
  ;(window as unknown as { permissionAsks: typeof asks }).permissionAsks = asks
  const original = Notification.requestPermission.bind(Notification)
  Notification.requestPermission = (...args: Parameters<typeof Notification.requestPermission>) => {
    asks.count++
    return original(...args)
  }
}

const permissionAsks = (page: Page) =>
  page.evaluate(() => (window as unknown as { permissionAsks: { count: number } }).permissionAsks.count)

// The owner opens the conversation the customer's test starts: these run in order, as one story.
test.describe.configure({ mode: 'serial' })
let customerId = ''

test("a customer is offered 'Get notified of replies' once, after their first message", async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  await context.addInitScript(COUNT_PERMISSION_ASKS)
  const page = await context.newPage()
  await page.goto('/?chat=open')
  const widget = page.getByRole('region', { name: 'Kesar Kitchen' })
  await widgetSignIn(widget, CUSTOMER)
  await widget.getByRole('button', { name: /Shop spices & pickles/ }).click()
  const offer = page.getByRole('dialog', { name: 'Get notified of replies' })
  const box = widget.getByRole('textbox', { name: 'Message' })
  await box.fill('Do you deliver to Pune?')
  await box.press('Enter')
  await expect(offer).toBeVisible()
  await expect(offer.getByText(/replies or your order moves on/)).toBeVisible()
  await keepScreenshot(page, testInfo, 'customer-push-offer-390')
  expect(await permissionAsks(page)).toBe(0)
  await offer.getByRole('button', { name: 'No thanks' }).click()
  await expect(offer).toBeHidden()
  const token = await page.evaluate(() => localStorage.getItem('userAccessToken'))
  customerId = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()).sub as string
  // Answered once: not offered again after a reload.
  await page.reload()
  await expect(widget.getByText('Do you deliver to Pune?')).toBeVisible()
  await page.waitForTimeout(1000)
  await expect(offer).toBeHidden()
  expect(await permissionAsks(page)).toBe(0)
  await context.close()
})

test('the owner app installs, asks for notifications after explaining them; a click opens the chat', async ({
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000)
  // A profile of its own: Chromium never finds an app installable in an incognito context (playwright's default).
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-owner-pwa-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL,
    viewport: { width: 390, height: 844 },
  })
  await context.grantPermissions(['notifications'], { origin: baseURL! })
  await context.addInitScript(COUNT_PERMISSION_ASKS)
  const page = await context.newPage()
  await ownerSignsIn(page, OWNER)

  // The service worker controls /owner, and Chromium finds the app installable (manifest, icons, worker).
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)
  expect(new URL(scope).pathname).toBe('/owner')
  const manifest = await page.evaluate(async () => (await fetch('/owner/manifest.webmanifest')).json())
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/owner', scope: '/owner', name: /Owner/ })
  const cdp = await context.newCDPSession(page)
  await expect
    .poll(
      async () =>
        ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }).installabilityErrors,
      {
        timeout: 15_000,
      },
    )
    .toEqual([])

  // The explanation first; the browser's permission prompt only on the click.
  const offer = page.getByRole('region', { name: 'Get notified on this device' })
  await expect(offer.getByText(/even with this page closed/)).toBeVisible()
  await keepScreenshot(page, testInfo, 'owner-notifications-offer-390')
  expect(await permissionAsks(page)).toBe(0)
  await offer.getByRole('button', { name: 'Turn on notifications' }).click()
  await expect.poll(() => permissionAsks(page)).toBe(1)

  // A notification the worker shows opens its conversation when clicked.
  const [worker] = context.serviceWorkers()
  expect(worker).toBeDefined()
  await worker!.evaluate(async (url) => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration
      dispatchEvent(event: Event): boolean
    }
    await scope.registration.showNotification('Asha', { body: 'Is the thali on today?', tag: 'e2e', data: { url } })
    const [notification] = await scope.registration.getNotifications({ tag: 'e2e' })
    const click = new Event('notificationclick') as Event & { notification?: Notification; waitUntil?: unknown }
    click.notification = notification
    click.waitUntil = () => undefined
    scope.dispatchEvent(click)
  }, `/owner?conversation=${customerId}`)
  await expect(page).toHaveURL(new RegExp(`/owner\\?conversation=${customerId}`))
  await expect(page.getByRole('textbox', { name: /Reply|Message/ })).toBeVisible()
  await keepScreenshot(page, testInfo, 'owner-notifications-opened-390')
  await context.close()
  fs.rmSync(profile, { recursive: true, force: true })
})
