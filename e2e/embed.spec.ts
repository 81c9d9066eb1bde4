import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator } from '@playwright/test'
import { SignJWT } from 'jose'
import { OWNER_MESSAGES_PATH } from '../contract/chat'
import { api } from './api'
import {
  call,
  clickLauncher,
  events,
  HOST_A,
  HOST_B,
  HOST_C,
  recordEvents,
  startHost,
  VITRINE,
  waitForEvent,
  widgetFrame,
} from './embed-host'
import { watchPolicy } from './policy-watch'
import { addAddress, signIn } from './widget-flows'

/** Must match OWNER_KEYS in playwright.config.ts. */
const OWNER = { authorization: 'Bearer e2e-owner-key-0123456789', host: 'demo.localhost' }
const ORDER_PHONE = { phone: '9877700141', code: '141141' }
const IDENTIFY_PHONE = '+919877700142'

let closers: (() => Promise<void>)[] = []
let secret = ''

test.beforeAll(async ({ request }) => {
  closers = await Promise.all([HOST_A, HOST_B, HOST_C].map(startHost))
  const saved = await request.post(`${api()}/business_website/owner/embed`, {
    headers: OWNER,
    data: { origins: [HOST_A, HOST_B] },
  })
  expect(saved.status()).toBe(200)
  secret = ((await saved.json()) as { secret: string }).secret
})

test.afterAll(async () => {
  await Promise.all(closers.map((close) => close()))
})

test.beforeEach(async ({ page }) => recordEvents(page))

test('strict host CSP: the snippet alone draws the launcher; a click opens the widget; Escape returns focus', async ({
  page,
}) => {
  const policy = await watchPolicy(page)
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await page.goto(`${HOST_A}/csp`)
  await expect(page.locator('vitrine-embed')).toHaveCount(1)
  await page.waitForTimeout(500)
  expect(requested.filter((url) => url.startsWith(VITRINE))).toEqual([`${VITRINE}/embed/v1.js`])
  expect(page.frames()).toHaveLength(1)

  await clickLauncher(page)
  await waitForEvent(page, 'ready')
  await waitForEvent(page, 'open')
  const frame = await widgetFrame(page)
  const panel = frame.getByRole('region', { name: 'Kesar Kitchen' })
  await expect(panel).toBeVisible()
  await expect.poll(() => frame.evaluate(() => document.activeElement?.closest('#vw-panel') !== null)).toBe(true)
  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations).toEqual([])

  await page.keyboard.press('Escape')
  await waitForEvent(page, 'close')
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('VITRINE-EMBED')
  await expect(page.getByRole('button', { name: 'Host button' })).toBeVisible()
  await page.getByRole('button', { name: 'Host button' }).click()
  expect(await policy.all()).toEqual([])
})

test('the methods and events through an order; signed in on host A is signed out on host B', async ({
  page,
  context,
}) => {
  // A whole order through the iframe: sign-in, cart, address, Create Order, then a second host.
  test.setTimeout(120_000)
  await page.goto(`${HOST_A}/`)
  expect(await call(page, 'openProduct', 'garam-masala')).toBe('ok')
  const frame = await widgetFrame(page)
  const widget = frame.getByRole('region', { name: 'Kesar Kitchen' })
  await expect(widget.getByRole('heading', { name: 'Ready to Purchase?' })).toBeVisible()
  await widget.getByRole('button', { name: 'Login to complete your purchase' }).click()
  await signIn(widget, ORDER_PHONE)
  const signedIn = await waitForEvent(page, 'signed-in')
  expect(Object.keys(signedIn.detail)).toEqual(['customerId'])
  await expect(widget.getByRole('heading', { name: 'Buy now' })).toBeVisible()
  await widget.getByRole('button', { name: 'Add to Cart' }).click()
  await waitForEvent(page, 'cart-changed', { count: 1, currency: 'INR' })
  await waitForEvent(page, 'message', { direction: 'in' })

  expect(await call(page, 'close')).toBe('ok')
  await waitForEvent(page, 'close')
  expect(await call(page, 'openCart')).toBe('ok')
  await expect(widget.getByRole('heading', { name: 'Your Cart (1)' })).toBeVisible()
  await widget.getByRole('button', { name: 'Proceed to Checkout' }).click()
  await addAddress(widget)
  await widget.getByRole('button', { name: 'Create Order' }).click()
  const order = await waitForEvent(page, 'order-created', { currency: 'INR' })
  expect(order.detail.id).toEqual(expect.any(String))
  expect(order.detail.total).toBeGreaterThan(0)

  expect(await call(page, 'openOrders')).toBe('ok')
  await expect(widget.getByRole('tab', { name: /History/ })).toHaveAttribute('aria-selected', 'true')
  // The sandbox gateway's window opens inside the frame (it is the site's own); its success is told to the host.
  await widget
    .getByRole('article')
    .getByRole('button', { name: /^Pay ₹/ })
    .click()
  await expect(widget.getByText('Pay securely with Sandbox.')).toBeVisible()
  await widget.getByRole('button', { name: /^Pay ₹/ }).click()
  await frame.getByRole('dialog', { name: 'Sandbox payment' }).getByRole('button', { name: 'Success' }).click()
  const paid = await waitForEvent(page, 'payment-completed')
  expect(paid.detail.orderId).toBe(order.detail.id)
  await widget.getByRole('tab', { name: 'History' }).click()
  expect(await call(page, 'toggle')).toBe('ok')
  await waitForEvent(page, 'close')
  expect(await call(page, 'hideLauncher')).toBe('ok')
  expect(await page.evaluate(() => document.elementFromPoint(innerWidth - 48, innerHeight - 48)?.tagName)).not.toBe(
    'VITRINE-EMBED',
  )
  expect(await call(page, 'showLauncher')).toBe('ok')
  expect(await page.evaluate(() => document.elementFromPoint(innerWidth - 48, innerHeight - 48)?.tagName)).toBe(
    'VITRINE-EMBED',
  )
  expect(await call(page, 'setLocale', 'hi')).toBe('ok')
  expect(JSON.stringify(await events(page))).not.toContain('9877700141')

  const other = await context.newPage()
  await recordEvents(other)
  await other.goto(`${HOST_B}/`)
  expect(await call(other, 'open')).toBe('ok')
  const otherFrame = await widgetFrame(other)
  await expect(otherFrame.getByRole('textbox', { name: 'Phone number' })).toBeVisible()
  expect((await events(other)).map((event) => event.name)).not.toContain('signed-in')

  expect(await call(page, 'logout')).toBe('ok')
  await waitForEvent(page, 'signed-out')
})

/** An element's computed background colour's alpha: 0 when transparent, 1 when opaque. */
const backgroundAlpha = (element: Locator) =>
  element.evaluate((node) => {
    const channels = /rgba?\(([^)]*)\)/.exec(getComputedStyle(node).backgroundColor)?.[1]?.split(/[\s,/]+/) ?? []
    return channels.length === 4 ? Number(channels[3]) : channels.length === 3 ? 1 : 0
  })

test('on a host page every surface of the widget is opaque, and its variant select is a 44 px tap target', async ({
  page,
}) => {
  await page.goto(`${HOST_A}/`)
  expect(await call(page, 'open')).toBe('ok')
  const frame = await widgetFrame(page)
  const widget = frame.getByRole('region', { name: 'Kesar Kitchen' })
  const phone = widget.getByRole('textbox', { name: 'Phone number' })
  await expect(phone).toBeVisible()
  // The panel, its tab bar ('Chat | History') and the sign-in under the chat paint the widget's palette: the host's
  // heading behind the frame does not show through.
  expect(await backgroundAlpha(widget)).toBe(1)
  expect(await backgroundAlpha(widget.getByRole('tablist'))).toBe(1)
  expect(await backgroundAlpha(phone.locator('xpath=ancestor::div[contains(@class, "vw-chat__bottom")]'))).toBe(1)

  await widget.getByRole('button', { name: 'Browse the catalogue' }).click()
  await widget.getByRole('button', { name: /Spice blends/ }).click()
  await widget.getByRole('searchbox', { name: 'Search products...' }).fill('garam')
  const size = widget.getByRole('article', { name: 'Jaipuri Garam Masala' }).getByRole('combobox', { name: 'Jar size' })
  await expect(size).toBeVisible()
  expect((await size.boundingBox())!.height).toBeGreaterThanOrEqual(44)
})

test('forged messages are ignored; snippet twice, pushState, body swaps: one widget; destroy removes it', async ({
  page,
}) => {
  await page.goto(`${HOST_A}/twice`)
  expect(await call(page, 'open')).toBe('ok')
  // The widget's frame is in a closed shadow root: the host page cannot even reach its window.
  expect(await page.evaluate(() => window.frames.length)).toBe(0)
  // A connect that does not come from the parent window (here: the frame itself) is ignored.
  const frame = await widgetFrame(page)
  const forged = await frame.evaluate(async () => {
    const channel = new MessageChannel()
    const replies: unknown[] = []
    channel.port1.onmessage = (event) => replies.push(event.data)
    window.postMessage({ ns: 'vitrine', v: 1, type: 'connect' }, '*', [channel.port2])
    channel.port1.postMessage({ v: 1, id: 1, call: 'close', args: [] })
    await new Promise((resolve) => setTimeout(resolve, 1000))
    return replies
  })
  // A hello that does not come from the widget's frame (here: the host page itself) is ignored.
  await page.evaluate(() => window.postMessage({ ns: 'vitrine', v: 1, type: 'hello' }, '*'))
  await page.waitForTimeout(300)
  expect(forged).toEqual([])
  expect((await events(page)).filter((event) => event.name === 'ready')).toHaveLength(1)
  expect((await events(page)).map((event) => event.name)).not.toContain('close')

  await page.evaluate(() => {
    history.pushState({}, '', '/next-page')
    document.body.innerHTML = '<main><h1>Next page</h1></main>'
    const body = document.createElement('body')
    body.innerHTML = '<main><h1>Swapped body</h1></main>'
    document.body.replaceWith(body)
  })
  await expect(page.getByRole('heading', { name: 'Swapped body' })).toBeVisible()
  await expect(page.locator('vitrine-embed')).toHaveCount(1)
  expect(page.frames().filter((frame) => frame.url().startsWith(`${VITRINE}/embed?`))).toHaveLength(1)
  expect(await call(page, 'close')).toBe('ok')

  expect(await call(page, 'destroy')).toBe('ok')
  await expect(page.locator('vitrine-embed')).toHaveCount(0)
  await expect.poll(() => page.frames().length).toBe(1)
  expect(await page.evaluate(() => 'vitrine' in window)).toBe(false)
})

test('a host that is not on the list gets error not-allowed and stays clickable', async ({ page }) => {
  await page.goto(`${HOST_C}/`)
  expect(await call(page, 'open')).toBe('not-allowed')
  await waitForEvent(page, 'error', { code: 'not-allowed' })
  expect((await events(page)).filter((event) => event.name === 'error')).toHaveLength(1)
  const { width, height } = page.viewportSize()!
  expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.tagName, [width - 200, height - 300])).toBe(
    'HTML',
  )
  await page.getByRole('button', { name: 'Host button' }).click()
})

test('identify signs in with a valid token and refuses an edited, an expired and another site’s token', async ({
  page,
}) => {
  const sign = (key: string, audience: string, issuedAt: number, expires: number) =>
    new SignJWT({ phone: IDENTIFY_PHONE })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(audience)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expires)
      .sign(new TextEncoder().encode(key))
  const now = Math.floor(Date.now() / 1000)
  const valid = await sign(secret, 'demo', now, now + 300)
  const [head, body, signature] = valid.split('.') as [string, string, string]
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>
  const edited = [
    head,
    Buffer.from(JSON.stringify({ ...claims, phone: '+919877700143' })).toString('base64url'),
    signature,
  ].join('.')
  const expired = await sign(secret, 'demo', now - 600, now - 60)
  const otherSite = await sign('another-sites-secret-0123456789abcdef', 'asha-tiffins', now, now + 300)

  await page.goto(`${HOST_B}/`)
  expect(await call(page, 'identify', { token: edited })).toBe('IDENTIFY_INVALID')
  expect(await call(page, 'identify', { token: expired })).toBe('IDENTIFY_EXPIRED')
  expect(await call(page, 'identify', { token: otherSite })).toBe('IDENTIFY_INVALID')
  await waitForEvent(page, 'error', { code: 'IDENTIFY_EXPIRED' })
  expect((await events(page)).map((event) => event.name)).not.toContain('signed-in')
  expect(await call(page, 'identify', { token: valid })).toBe('ok')
  const signedIn = await waitForEvent(page, 'signed-in')
  expect(await call(page, 'open')).toBe('ok')
  const frame = await widgetFrame(page)
  await expect(frame.getByRole('button', { name: 'Logout' })).toBeVisible()
  await expect(frame.getByRole('textbox', { name: 'Phone number' })).toBeHidden()

  // The business answers while the widget is closed: the host hears of it, the launcher counts it.
  expect(await call(page, 'close')).toBe('ok')
  const reply = await page.request.post(api() + OWNER_MESSAGES_PATH, {
    headers: { authorization: OWNER.authorization },
    data: { customerId: signedIn.detail.customerId, message: 'Your masala ships today.' },
  })
  expect(reply.status()).toBe(200)
  await waitForEvent(page, 'unread', { count: 1 })
  await waitForEvent(page, 'message', { direction: 'in' })
})

test('on a phone the open widget fills the screen over the launcher, and its Back closes it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`${HOST_A}/`)
  expect(await call(page, 'open')).toBe('ok')
  const frame = await widgetFrame(page)
  await expect
    .poll(async () => (await frame.frameElement()).boundingBox())
    .toEqual({ x: 0, y: 0, width: 390, height: 844 })
  const widget = frame.getByRole('region', { name: 'Kesar Kitchen' })
  await widget.getByRole('button', { name: 'Back' }).click()
  await waitForEvent(page, 'close')
  await expect.poll(async () => (await (await frame.frameElement()).boundingBox())?.width).toBe(0)
  expect(await page.evaluate(() => document.elementFromPoint(390 - 48, 844 - 48)?.tagName)).toBe('VITRINE-EMBED')
})
