import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'
import { OTP_STATUS_PATH } from '../providers/otp/index.js'
import { startFakeOtpProviders, type FakeOtpProviders } from './fake-otp-providers.js'

/** The keys the fakes take, and the app's settings name. */
export const FAKE_OTP_CREDENTIALS = {
  whatsapp: { accessToken: 'EAAJ-fake-token', appSecret: 'meta-app-secret' },
  msg91: { authKey: 'msg91-auth-key', webhookToken: 'msg91-hook-token' },
  twilio: { accountSid: 'AC0123456789abcdef', authToken: 'twilio-auth-token' },
}

/** The fakes post their status callbacks after answering: on a loaded machine that can take seconds. */
export const CALLBACK_WAIT = { timeout: 15_000 }

async function freePort(): Promise<number> {
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/**
 * For a suite: the providers' fakes, a port for the app (the fakes post their callbacks to it), and the app's
 * settings pointing at both; `extra` adds the providers' own settings.
 *
 * @example
 * const setup = fakeOtpProviders((fake) => ({ OTP_SMS_PROVIDER: 'msg91', MSG91_API_URL: fake.url }))
 * const ctx = useTestApp(kind, () => ({ env: setup.env }))
 * beforeAll(() => ctx.app.listen({ port: setup.port, host: '127.0.0.1' }))
 */
export function fakeOtpProviders(extra: (fake: FakeOtpProviders, callbackUrl: string) => Record<string, string>) {
  const setup = {} as { fake: FakeOtpProviders; port: number; env: Record<string, string> }
  beforeAll(async () => {
    setup.fake = await startFakeOtpProviders(FAKE_OTP_CREDENTIALS)
    setup.port = await freePort()
    const callbackUrl = `http://127.0.0.1:${setup.port}${OTP_STATUS_PATH}`
    setup.fake.state.statusUrl = callbackUrl
    setup.env = { OTP_CALLBACK_URL: callbackUrl, OTP_IP_RATE_LIMIT: '500', ...extra(setup.fake, callbackUrl) }
  })
  afterAll(() => setup.fake?.close())
  return setup
}

/** The settings of WhatsApp first, then MSG91, against the fakes. */
export function whatsAppThenMsg91(fake: FakeOtpProviders): Record<string, string> {
  const { whatsapp, msg91 } = FAKE_OTP_CREDENTIALS
  return {
    WHATSAPP_API_URL: fake.url,
    WHATSAPP_PHONE_NUMBER_ID: '1055',
    WHATSAPP_ACCESS_TOKEN: whatsapp.accessToken,
    WHATSAPP_APP_SECRET: whatsapp.appSecret,
    WHATSAPP_VERIFY_TOKEN: 'verify-me',
    WHATSAPP_TEMPLATE: 'sign_in_code',
    WHATSAPP_TEMPLATE_LANGUAGES: 'en:en_US,hi:hi',
    OTP_SMS_PROVIDER: 'msg91',
    MSG91_API_URL: fake.url,
    MSG91_AUTH_KEY: msg91.authKey,
    MSG91_TEMPLATE_IDS: 'en:tpl-en,hi:tpl-hi',
    MSG91_WEBHOOK_TOKEN: msg91.webhookToken,
  }
}
