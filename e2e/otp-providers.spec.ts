import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { startFakeOtpProviders, type FakeOtpProviders } from '../server/test/fake-otp-providers'

/**
 * Sign-in codes through the providers' local fakes, on a server of this spec's own (the shared e2e servers sign in
 * with test numbers, which no provider sees): WhatsApp first, and by SMS (MSG91) when the number is not on WhatsApp,
 * asked for ('Send by SMS instead'), or WhatsApp failed after the form said the code was sent; the owner sign-in's
 * form (the same kernel form) says so too.
 */
const port = Number(process.env.E2E_PORT ?? 4310) + 7
const credentials = {
  whatsapp: { accessToken: 'e2e-whatsapp-token', appSecret: 'e2e-meta-secret' },
  msg91: { authKey: 'e2e-msg91-key', webhookToken: 'e2e-msg91-hook' },
  twilio: { accountSid: 'ACe2e', authToken: 'e2e-twilio' },
}
let fake: FakeOtpProviders
let server: ChildProcess

test.beforeAll(async () => {
  fake = await startFakeOtpProviders(credentials)
  const callbackUrl = `http://127.0.0.1:${port}/business_website/otp_status`
  fake.state.statusUrl = callbackUrl
  server = spawn('node', ['dist/server/main.js'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-e2e-otp-')),
      LOG_LEVEL: 'warn',
      OTP_CALLBACK_URL: callbackUrl,
      WHATSAPP_API_URL: fake.url,
      WHATSAPP_PHONE_NUMBER_ID: '1055',
      WHATSAPP_ACCESS_TOKEN: credentials.whatsapp.accessToken,
      WHATSAPP_APP_SECRET: credentials.whatsapp.appSecret,
      OTP_WHATSAPP_WAIT_SECONDS: '3',
      OTP_SMS_PROVIDER: 'msg91',
      MSG91_API_URL: fake.url,
      MSG91_AUTH_KEY: credentials.msg91.authKey,
      MSG91_TEMPLATE_IDS: 'en:e2e-template',
      MSG91_WEBHOOK_TOKEN: credentials.msg91.webhookToken,
      // Owners of the demo site whose codes go through the providers (not test numbers).
      OWNER_PHONES: 'demo:+919999988845,demo:+919999988846',
    },
  })
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${port}/healthz`).then(
          (answer) => answer.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200)
})

test.afterAll(async () => {
  server?.kill()
  await fake?.close()
})

async function askForCode(page: Page, phone: string) {
  await page.goto(`http://demo.localhost:${port}/`)
  const widget = page.getByRole('region', { name: 'Kesar Kitchen' })
  await widget.getByRole('textbox', { name: 'Phone number' }).fill(phone)
  await widget.getByRole('button', { name: 'Send code' }).click()
  await expect(widget.getByText(`We sent a code to +91 ${phone}`)).toBeVisible()
  return widget
}

async function enterCode(widget: ReturnType<Page['getByRole']>, code: string) {
  await widget.getByRole('textbox', { name: 'Verification code' }).fill(code)
  await widget.getByRole('button', { name: 'Verify' }).click()
  await expect(widget.getByRole('button', { name: /Shop spices & pickles/ })).toBeVisible()
}

test('a code on WhatsApp signs in, with no word of SMS', async ({ page }) => {
  const widget = await askForCode(page, '9877710041')
  const message = fake.messages.findLast((one) => one.to === '919877710041')!
  expect(message.provider).toBe('whatsapp')
  await expect(widget.getByText('Sent by SMS')).toHaveCount(0)
  await enterCode(widget, message.code)
})

test("a number not on WhatsApp gets the same code by SMS, and the form says 'Sent by SMS'", async ({ page }) => {
  fake.state.notOnWhatsApp.add('919877710042')
  const widget = await askForCode(page, '9877710042')
  await expect(widget.getByText('Sent by SMS')).toBeVisible()
  const sent = fake.messages.filter((one) => one.to === '919877710042')
  expect(sent.map((one) => one.provider)).toEqual(['whatsapp', 'msg91'])
  expect(sent[1]!.code).toBe(sent[0]!.code)
  await enterCode(widget, sent[1]!.code)
})

test("'Send by SMS instead' after a code on WhatsApp sends a new code by SMS", async ({ page }) => {
  // The phone's 30 s between two codes holds whatever the channel.
  test.setTimeout(90_000)
  const widget = await askForCode(page, '9877710080')
  const bySms = widget.getByRole('button', { name: 'Send by SMS instead' })
  await expect(bySms).toBeDisabled()
  await expect(bySms).toBeEnabled({ timeout: 40_000 })
  await bySms.click()
  await expect(widget.getByText('Sent by SMS')).toBeVisible()
  const sent = fake.messages.filter((one) => one.to === '919877710080')
  expect(sent.map((one) => one.provider)).toEqual(['whatsapp', 'msg91'])
  await expect(widget.getByRole('button', { name: 'Send on WhatsApp instead' })).toBeVisible()
  await enterCode(widget, sent[1]!.code)
})

test("WhatsApp failing after 'Code sent' reaches the open form: the same code by SMS", async ({ page }) => {
  fake.state.failLate.add('919877710081')
  const widget = await askForCode(page, '9877710081')
  await expect(widget.getByText('Sent by SMS')).toHaveCount(0)
  await expect(widget.getByText('Sent by SMS')).toBeVisible({ timeout: 20_000 })
  const sent = fake.messages.filter((one) => one.to === '919877710081')
  expect(sent.map((one) => one.provider)).toEqual(['whatsapp', 'msg91'])
  expect(sent[1]!.code).toBe(sent[0]!.code)
  await enterCode(widget, sent[0]!.code)
})

test('a code that neither WhatsApp nor SMS could deliver is said plainly, with the other channel offered', async ({
  page,
}) => {
  fake.state.failLate.add('919877710082')
  fake.state.smsRefused.add('919877710082')
  const widget = await askForCode(page, '9877710082')
  await expect(widget.getByRole('alert')).toHaveText(
    'The code could not be delivered. Ask for a new one, or check the number.',
    { timeout: 20_000 },
  )
  await expect(widget.getByRole('button', { name: 'Send by SMS instead' })).toBeVisible()
})

test("the owner sign-in says 'Sent by SMS' when the owner's number is not on WhatsApp", async ({ page }) => {
  fake.state.notOnWhatsApp.add('919999988845')
  await page.goto(`http://demo.localhost:${port}/owner`)
  await page.getByRole('textbox', { name: 'Phone number' }).fill('9999988845')
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByText('Sent by SMS')).toBeVisible()
  const sent = fake.messages.filter((one) => one.to === '919999988845')
  expect(sent.map((one) => one.provider)).toEqual(['whatsapp', 'msg91'])
  // WhatsApp could not carry it: not offered again.
  await expect(page.getByRole('button', { name: 'Send on WhatsApp instead' })).toHaveCount(0)
  await page.getByRole('textbox', { name: '6-digit code' }).fill(sent[1]!.code)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('button', { name: 'Send code' })).toHaveCount(0)
})
