import { afterAll, beforeAll } from 'vitest'
import type { DomainEvent } from '../../../contract/events.js'
import { PAGE_PATH } from '../../../contract/page.js'
import { OWNER_SETTINGS_PATH, OwnerSettingsResponse, type PaymentSettingsBody } from '../../../contract/settings.js'
import { json } from '../../db/schema.js'
import { useTestApp } from '../../test/app.js'
import type { TestDatabase } from '../../test/databases.js'
import { startFakeRazorpay } from '../../test/fake-razorpay.js'
import { addSite } from '../../test/sites.js'
import { TEST_NUMBERS_ENV } from '../auth/test-helpers.js'
import { answerOf } from '../../test/answers.js'
import { DEMO_OWNER_TEST_NUMBER } from '../owner-auth/test-helpers.js'
import { paymentCalls } from '../payment/payment-test-helpers.js'

export const DEMO_KEY = 'demo-owner-key-settings-0123456789'
export const ACME_KEY = 'acme-owner-key-settings-0123456789'
export const KEY_ID = 'rzp_test_Settings123'
export const KEY_SECRET = 'keySecretSettings9876'
export const WEBHOOK_SECRET = 'webhookSecretSettings5432'
export const ENV_KEY_ID = 'rzp_test_FromEnv1'

/** Payment settings as the owner form sends them: UPI, the sandbox gateway, no Razorpay keys. */
export const payments = (overrides: Partial<PaymentSettingsBody> = {}): PaymentSettingsBody => ({
  upiId: 'kesarkitchen@okhdfc',
  payeeName: 'Kesar Kitchen',
  qrCode: null,
  phone: '+91 98290 00000',
  gateway: 'sandbox',
  ...overrides,
})

/**
 * The owner settings suites' app: the demo and 'acme' (a black palette, its Razorpay keys from the environment) with
 * owner keys, a local Razorpay that knows `KEY_ID`, the domain events recorded, and the settings calls.
 *
 * @example
 * const { read, post, auth } = settingsSuite(kind)
 * it('reads', async () => expect((await read(ACME_KEY)).profile.colorPalette).toEqual({ primary: '#000000' }))
 */
export function settingsSuite(kind: TestDatabase) {
  const local = {} as { razorpay: Awaited<ReturnType<typeof startFakeRazorpay>> }
  afterAll(() => local.razorpay?.close())
  const ctx = useTestApp(kind, async () => {
    local.razorpay = await startFakeRazorpay({ keyId: KEY_ID, keySecret: KEY_SECRET })
    return {
      env: {
        ...TEST_NUMBERS_ENV,
        OTP_TEST_NUMBERS: `${TEST_NUMBERS_ENV.OTP_TEST_NUMBERS},${DEMO_OWNER_TEST_NUMBER}`,
        OWNER_KEYS: `demo:${DEMO_KEY},acme:${ACME_KEY}`,
        SECRETS_KEY: 'a'.repeat(64),
        RAZORPAY_CREDENTIALS: `acme:${ENV_KEY_ID}:envSecret1:envHook1`,
        RAZORPAY_API_URL: local.razorpay.url,
      },
    }
  })
  const calls = paymentCalls(() => ctx.app)
  const events: DomainEvent[] = []
  const sites = { acmeId: '' }

  beforeAll(async () => {
    ctx.app.events.subscribe({ name: 'recorder', handle: (event) => void events.push(event) })
    sites.acmeId = await addSite(ctx.database.db, 'acme', { colorPalette: json({ primary: '#000000' }) })
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
  return { ctx, calls, events, sites, razorpay: () => local.razorpay, auth, read, post, paths, hoursOf, page }
}
