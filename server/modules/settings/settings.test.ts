import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { SEND_MESSAGE_PATH } from '../../../contract/chat.js'
import type { DomainEvent } from '../../../contract/events.js'
import { PAGE_PATH } from '../../../contract/page.js'
import { PAYMENT_INTEGRATION_PATH } from '../../../contract/payment.js'
import {
  OWNER_SETTINGS_HOURS_PATH,
  OWNER_SETTINGS_PATH,
  OWNER_SETTINGS_PAYMENTS_PATH,
  OWNER_SETTINGS_PROFILE_PATH,
  OWNER_SETTINGS_TEST_KEYS_PATH,
  OwnerSettingsResponse,
  type HoursBody,
  type PaymentSettingsBody,
} from '../../../contract/settings.js'
import { json } from '../../db/schema.js'
import { DEMO_OWNER } from '../../db/seed/demo-owner.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { startFakeRazorpay } from '../../test/fake-razorpay.js'
import { signIn, TEST_NUMBERS_ENV } from '../auth/test-helpers.js'
import { answerOf } from '../order/test-helpers.js'
import { DEMO_OWNER_TEST_NUMBER, ownerSignIn } from '../owner-auth/test-helpers.js'
import { paymentCalls } from '../payment/payment-test-helpers.js'

const DEMO_KEY = 'demo-owner-key-settings-0123456789'
const ACME_KEY = 'acme-owner-key-settings-0123456789'
const KEY_ID = 'rzp_test_Settings123'
const KEY_SECRET = 'keySecretSettings9876'
const WEBHOOK_SECRET = 'webhookSecretSettings5432'
const ENV_KEY_ID = 'rzp_test_FromEnv1'

const payments = (overrides: Partial<PaymentSettingsBody> = {}): PaymentSettingsBody => ({
  upiId: 'kesarkitchen@okhdfc',
  payeeName: 'Kesar Kitchen',
  qrCode: null,
  phone: '+91 98290 00000',
  gateway: 'sandbox',
  ...overrides,
})

describe.each(testDatabases)('owner settings on $name', (kind) => {
  const options = {
    env: {
      ...TEST_NUMBERS_ENV,
      OTP_TEST_NUMBERS: `${TEST_NUMBERS_ENV.OTP_TEST_NUMBERS},${DEMO_OWNER_TEST_NUMBER}`,
      OWNER_KEYS: `demo:${DEMO_KEY},acme:${ACME_KEY}`,
      SECRETS_KEY: 'a'.repeat(64),
      RAZORPAY_CREDENTIALS: `acme:${ENV_KEY_ID}:envSecret1:envHook1`,
    } as Record<string, string>,
  }
  let razorpay: Awaited<ReturnType<typeof startFakeRazorpay>>
  beforeAll(async () => {
    razorpay = await startFakeRazorpay({ keyId: KEY_ID, keySecret: KEY_SECRET })
    options.env.RAZORPAY_API_URL = razorpay.url
  })
  afterAll(() => razorpay?.close())
  const ctx = useTestApp(kind, options)
  const calls = paymentCalls(() => ctx.app)
  const events: DomainEvent[] = []
  let acmeId = ''

  beforeAll(async () => {
    ctx.app.events.subscribe({ name: 'recorder', handle: (event) => void events.push(event) })
    const { id } = await ctx.database.db
      .insertInto('sites')
      .values({
        subdomain: 'acme',
        templateSlug: 'product-v1',
        colorPalette: json({ primary: '#000000' }),
        widgetSettings: null,
        paymentSettings: json({}),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    acmeId = id
  })

  const auth = (key = DEMO_KEY) => ({ authorization: `Bearer ${key}` })
  const read = async (key = DEMO_KEY) =>
    answerOf(OwnerSettingsResponse, await ctx.app.inject({ url: OWNER_SETTINGS_PATH, headers: auth(key) }))
  const post = (url: string, payload: unknown, headers: Record<string, string> = auth()) =>
    ctx.app.inject({ method: 'POST', url, headers, payload: payload as object })
  const paths = (response: { json(): unknown }) =>
    (response.json() as { errors: { path: string }[] }).errors.map((error) => error.path).sort()
  const hoursOf = async () => (await read()).hours
  const page = async () => (await ctx.app.inject({ url: `${PAGE_PATH}?subdomain=demo` })).json()

  it('refuses each bad payment field at its path, and changes nothing', async () => {
    const before = await read()
    const response = await post(OWNER_SETTINGS_PAYMENTS_PATH, {
      upiId: 'kesar kitchen',
      payeeName: 'x'.repeat(101),
      qrCode: 'javascript:alert(1)',
      phone: '12',
      gateway: 'razorpay',
      razorpay: { keyId: 'key_123', keySecret: 'short', webhookSecret: 'has space in it' },
    })
    expect(response.statusCode).toBe(400)
    expect(paths(response)).toEqual([
      'body.payeeName',
      'body.phone',
      'body.qrCode',
      'body.razorpay.keyId',
      'body.razorpay.keySecret',
      'body.razorpay.webhookSecret',
      'body.upiId',
    ])
    expect((await post(OWNER_SETTINGS_PAYMENTS_PATH, { ...payments(), gateway: 'paypal' })).statusCode).toBe(400)
    expect(paths(await post(OWNER_SETTINGS_PAYMENTS_PATH, payments({ payeeName: ' ' })))).toEqual(['body.payeeName'])
    expect(paths(await post(OWNER_SETTINGS_PAYMENTS_PATH, payments({ gateway: 'razorpay' })))).toEqual([
      'body.razorpay.keyId',
      'body.razorpay.keySecret',
      'body.razorpay.webhookSecret',
    ])
    expect(await read()).toEqual(before)
  })

  it("the customer's next manual payment shows the new UPI id at once", async () => {
    const who = await signIn(ctx.app, 30)
    const shown = async () =>
      (await calls.get(who, PAYMENT_INTEGRATION_PATH, { gatewayId: 'manual' })).json().data.manualDetails
    expect((await shown()).upiId).toBe('kesarkitchen@upi')
    const saved = await post(OWNER_SETTINGS_PAYMENTS_PATH, payments({ upiId: 'kesar.new@okicici' }))
    expect(saved.statusCode, saved.body).toBe(200)
    expect(await shown()).toMatchObject({ upiId: 'kesar.new@okicici', upiAccountName: 'Kesar Kitchen' })
    expect(answerOf(OwnerSettingsResponse, saved).payments).toMatchObject({ upiId: 'kesar.new@okicici' })
  })

  it('keeps the Razorpay secrets sealed, answers their last four only, and uses them for the gateway', async () => {
    const saved = await post(
      OWNER_SETTINGS_PAYMENTS_PATH,
      payments({
        gateway: 'razorpay',
        razorpay: { keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET },
      }),
    )
    expect(saved.statusCode, saved.body).toBe(200)
    const answers = [saved.body, (await ctx.app.inject({ url: OWNER_SETTINGS_PATH, headers: auth() })).body]
    for (const body of answers) {
      expect(body).not.toContain(KEY_SECRET)
      expect(body).not.toContain(WEBHOOK_SECRET)
    }
    expect((await read()).payments.razorpay).toEqual({
      keyId: KEY_ID,
      keySecretLast4: '9876',
      webhookSecretLast4: '5432',
      fromEnvironment: false,
    })
    const row = await ctx.app.db
      .selectFrom('sites')
      .selectAll()
      .where('subdomain', '=', 'demo')
      .executeTakeFirstOrThrow()
    expect(JSON.stringify(row)).not.toContain(KEY_SECRET)
    expect(JSON.stringify(row)).not.toContain(WEBHOOK_SECRET)
    const gateway = await ctx.app.gateways.forSite(row, 'razorpay')
    expect(gateway?.keyId).toBe(KEY_ID)
    expect(gateway?.verifyWebhookSignature('{}', 'bad')).toBe(false)

    // Saving again without the secrets keeps them; the page's widget now selects Razorpay.
    const again = await post(
      OWNER_SETTINGS_PAYMENTS_PATH,
      payments({ gateway: 'razorpay', razorpay: { keyId: KEY_ID } }),
    )
    expect(again.statusCode, again.body).toBe(200)
    expect(answerOf(OwnerSettingsResponse, again).payments.razorpay.keySecretLast4).toBe('9876')
    expect((await page()).installedWidgets.chatWidget.payment).toEqual({
      isEnabled: true,
      selectedGatewayId: 'razorpay',
    })

    // A sealed secret copied into another site's row does not open there.
    const acme = { id: acmeId, subdomain: 'other', paymentSettings: row.paymentSettings }
    expect(await ctx.app.gateways.forSite(acme, 'razorpay')).toBeNull()
  })

  it("'Test keys' asks the local Razorpay: stored keys pass, wrong ones are refused, no secret answered", async () => {
    const stored = await post(OWNER_SETTINGS_TEST_KEYS_PATH, {})
    expect(stored.json()).toMatchObject({ ok: true })
    const typed = await post(OWNER_SETTINGS_TEST_KEYS_PATH, { keyId: KEY_ID, keySecret: 'wrongSecret123' })
    expect(typed.json()).toMatchObject({ ok: false, detail: expect.stringMatching(/refused/) })
    expect(typed.body).not.toContain('wrongSecret123')
    const asked = razorpay.calls.at(-1)!
    expect(asked).toMatchObject({ method: 'GET', path: '/v1/payments' })
    expect(asked.authorization).toBe(`Basic ${Buffer.from(`${KEY_ID}:wrongSecret123`).toString('base64')}`)
  })

  it('RAZORPAY_CREDENTIALS wins over the keys an owner entered', async () => {
    const saved = await post(
      OWNER_SETTINGS_PAYMENTS_PATH,
      payments({ gateway: 'none', razorpay: { keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET } }),
      auth(ACME_KEY),
    )
    expect(saved.statusCode, saved.body).toBe(200)
    expect(answerOf(OwnerSettingsResponse, saved).payments.razorpay.fromEnvironment).toBe(true)
    const row = await ctx.app.db.selectFrom('sites').selectAll().where('id', '=', acmeId).executeTakeFirstOrThrow()
    expect((await ctx.app.gateways.forSite(row, 'razorpay'))?.keyId).toBe(ENV_KEY_ID)
  })

  it("keeps each site's settings its own", async () => {
    const acme = await read(ACME_KEY)
    expect(acme.payments.upiId).toBe('kesarkitchen@okhdfc')
    expect(acme.profile.colorPalette).toEqual({ primary: '#000000' })
    expect((await read()).profile.name).toBe('Kesar Kitchen')
    expect(acme.activity.every((change) => change.section === 'payments')).toBe(true)
    expect((await read()).activity.length).toBeGreaterThan(acme.activity.length)
    expect((await ctx.app.inject({ url: OWNER_SETTINGS_PATH })).statusCode).toBe(401)
  })

  it('refuses each bad profile field at its path; a good one reaches the cached page at once', async () => {
    const bad = await post(OWNER_SETTINGS_PROFILE_PATH, {
      name: ' ',
      logo: 'data:image/png;base64,AAAA',
      colorPalette: { primary: 'red', 'bad role!': '#000' },
      phone: 'call me',
      whatsapp: '+91 123',
      email: 'not-an-email',
      address: 'x'.repeat(501),
    })
    expect(paths(bad)).toEqual([
      'body.address',
      'body.colorPalette.bad role!',
      'body.colorPalette.primary',
      'body.email',
      'body.logo',
      'body.name',
      'body.phone',
      'body.whatsapp',
    ])
    expect((await page()).installedWidgets.chatWidget.headerTitle).toBe('Kesar Kitchen')
    const profile = {
      ...(await read()).profile,
      name: 'Kesar Kitchen & Sweets',
      colorPalette: { primary: '#123456' },
      whatsapp: '+91 98290 11111',
      email: 'hello@kesar.example',
    }
    const saved = await post(OWNER_SETTINGS_PROFILE_PATH, profile)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(answerOf(OwnerSettingsResponse, saved).profile).toEqual(profile)
    const after = await page()
    expect(after.installedWidgets.chatWidget.headerTitle).toBe('Kesar Kitchen & Sweets')
    expect(after.websitePage.colorPalette).toEqual({ primary: '#123456' })
    expect(events.filter((event) => event.type === 'settings.changed').at(-1)?.payload).toEqual({
      siteId: expect.any(String),
      section: 'profile',
      fields: ['colorPalette', 'email', 'name', 'whatsapp'],
    })
  })

  it('refuses bad hours at their paths', async () => {
    const hours: HoursBody = {
      ...(await hoursOf()),
      timeZone: 'Mars/Olympus',
      week: { mon: [{ opens: '9:00', closes: '18:00' }], tue: [{ opens: '18:00', closes: '09:00' }] },
      holidays: ['2026-02-30', '2026-01-26'],
      awayMessage: 'x'.repeat(501),
    }
    expect(paths(await post(OWNER_SETTINGS_HOURS_PATH, hours))).toEqual([
      'body.awayMessage',
      'body.holidays.0',
      'body.timeZone',
      'body.week.mon.0.opens',
      'body.week.tue.0.closes',
    ])
  })

  it('outside the hours the widget says when replies come; a customer who writes gets the away message', async () => {
    // Closed every day but a one-minute opening at 23:59 (Asia/Kolkata): away now, whenever the test runs.
    const week = Object.fromEntries(
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, [{ opens: '23:58', closes: '23:59' }]]),
    )
    const hours = { ...(await hoursOf()), hoursEnabled: true, week, awayMessage: 'Back soon' }
    const saved = await post(OWNER_SETTINGS_HOURS_PATH, hours)
    expect(saved.statusCode, saved.body).toBe(200)
    const { status } = answerOf(OwnerSettingsResponse, saved)
    expect(status.open).toBe(false)
    expect((await page()).installedWidgets.chatWidget.away).toBe(status.reopens)
    expect(status.reopens).toMatch(/^(\w{3} )?23:58$/)

    // A customer who writes now gets the away message once (a second message within hours does not repeat it).
    const who = await signIn(ctx.app, 32)
    const send = (message: string) =>
      ctx.app.inject({
        method: 'POST',
        url: SEND_MESSAGE_PATH,
        headers: { authorization: who.authorization, host: 'demo.localhost' },
        payload: { message, senderId: who.customerId, customerId: who.customerId },
      })
    const awayReplies = () =>
      ctx.app.db
        .selectFrom('messages')
        .select('id')
        .where('customerId', '=', who.customerId)
        .where('sender', '=', 'system')
        .where('message', '=', 'Back soon')
        .execute()
    expect((await send('Is the chai masala in stock?')).statusCode).toBe(200)
    await vi.waitFor(async () => expect(await awayReplies()).toHaveLength(1))
    expect((await send('Hello?')).statusCode).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await awayReplies()).toHaveLength(1)

    const open = await post(OWNER_SETTINGS_HOURS_PATH, { ...hours, hoursEnabled: false })
    expect(answerOf(OwnerSettingsResponse, open).status).toEqual({ open: true, reopens: null })
    expect((await page()).installedWidgets.chatWidget).not.toHaveProperty('away')
  })

  it("'Online only while an owner is signed in': away without a time until an owner signs in", async () => {
    const hours = { ...(await hoursOf()), hoursEnabled: false, onlyWhileOwnerSignedIn: true }
    const saved = await post(OWNER_SETTINGS_HOURS_PATH, hours)
    expect(answerOf(OwnerSettingsResponse, saved).status).toEqual({ open: false, reopens: null })
    expect((await page()).installedWidgets.chatWidget.away).toBe('')
    const site = (await ctx.app.tenancy.siteBySubdomain('demo'))!
    const demoOwner = (await ctx.app.ownerAuth.owners.byPhone(site.id, DEMO_OWNER))!
    const { token } = await ctx.app.ownerAuth.sessions.start(demoOwner, site)
    // A sign-in does not drop the cached page (it lives seconds): drop it as its time running out would.
    ctx.app.pages.invalidate(null, 'here')
    expect((await page()).installedWidgets.chatWidget).not.toHaveProperty('away')
    expect((await read()).status).toEqual({ open: true, reopens: null })
    expect(token).toBeTruthy()
    await ctx.app.db.updateTable('ownerSessions').set({ revokedAt: new Date() }).where('siteId', '=', site.id).execute()
    expect((await read()).status.open).toBe(false)
    await post(OWNER_SETTINGS_HOURS_PATH, { ...hours, onlyWhileOwnerSignedIn: false })
  })

  it("pausing orders stops checkout with the owner's message; resuming takes orders again", async () => {
    const who = await signIn(ctx.app, 31)
    const pause = { ...(await hoursOf()), pauseOrders: true, pauseMessage: 'Closed for Diwali, back on the 5th' }
    expect((await post(OWNER_SETTINGS_HOURS_PATH, pause)).statusCode).toBe(200)
    const refused = await calls.create(who, [{ _id: 'any', quantity: 1 }])
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ message: 'Closed for Diwali, back on the 5th', code: 'ORDERS_PAUSED' })
    expect((await post(OWNER_SETTINGS_HOURS_PATH, { ...pause, pauseOrders: false })).statusCode).toBe(200)
    const order = await calls.order(who)
    expect(order.orderId).toBeTruthy()
  })

  it('records who changed which fields, and when, never a value', async () => {
    const owner = await ownerSignIn(ctx.app)
    const changed = await post(OWNER_SETTINGS_PAYMENTS_PATH, payments({ upiId: 'meera@oksbi' }), owner.headers)
    expect(changed.statusCode, changed.body).toBe(200)
    const [latest] = answerOf(OwnerSettingsResponse, changed).activity
    // The keys were left out: they stay, and only what changed is listed.
    expect(latest).toMatchObject({ section: 'payments', fields: ['gateway', 'upiId'] })
    expect(latest!.by).not.toBe('Owner key')
    expect(Date.now() - Date.parse(latest!.at)).toBeLessThan(60_000)
    const byKey = (await read()).activity.find((change) => change.section === 'profile')
    expect(byKey?.by).toBe('Owner key')
    // Saving the same again changes nothing and records nothing.
    const count = (await read()).activity.length
    await post(OWNER_SETTINGS_PAYMENTS_PATH, payments({ upiId: 'meera@oksbi' }), owner.headers)
    expect((await read()).activity.length).toBe(count)
    const raw = await ctx.app.inject({ url: OWNER_SETTINGS_PATH, headers: auth() })
    expect(raw.body).not.toContain('meera@oksbi"]')
  })
})
