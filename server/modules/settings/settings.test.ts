import { describe, expect, it } from 'vitest'
import { PAYMENT_INTEGRATION_PATH } from '../../../contract/payment.js'
import {
  OWNER_SETTINGS_PATH,
  OWNER_SETTINGS_PAYMENTS_PATH,
  OWNER_SETTINGS_PROFILE_PATH,
  OWNER_SETTINGS_TEST_KEYS_PATH,
  OwnerSettingsResponse,
} from '../../../contract/settings.js'
import { testDatabases } from '../../test/databases.js'
import { signIn } from '../auth/test-helpers.js'
import { answerOf } from '../../test/answers.js'
import { ownerSignIn } from '../owner-auth/test-helpers.js'
import { ACME_KEY, ENV_KEY_ID, KEY_ID, KEY_SECRET, WEBHOOK_SECRET, payments, settingsSuite } from './test-helpers.js'

describe.each(testDatabases)('owner settings on $name', (kind) => {
  const { ctx, calls, events, sites, razorpay, auth, read, post, paths, page } = settingsSuite(kind)

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
    const acme = { id: sites.acmeId, subdomain: 'other', paymentSettings: row.paymentSettings }
    expect(await ctx.app.gateways.forSite(acme, 'razorpay')).toBeNull()
  })

  it("'Test keys' asks the local Razorpay: stored keys pass, wrong ones are refused, no secret answered", async () => {
    const stored = await post(OWNER_SETTINGS_TEST_KEYS_PATH, {})
    expect(stored.json()).toMatchObject({ ok: true })
    const typed = await post(OWNER_SETTINGS_TEST_KEYS_PATH, { keyId: KEY_ID, keySecret: 'wrongSecret123' })
    expect(typed.json()).toMatchObject({ ok: false, detail: expect.stringMatching(/refused/) })
    expect(typed.body).not.toContain('wrongSecret123')
    const asked = razorpay().calls.at(-1)!
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
    const row = await ctx.app.db
      .selectFrom('sites')
      .selectAll()
      .where('id', '=', sites.acmeId)
      .executeTakeFirstOrThrow()
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
