import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { SEND_OTP_PATH, VERIFY_OTP_PATH } from '../../../contract/auth.js'
import { metaSignature, OTP_STATUS_PATH, twilioSignature } from '../../providers/otp/index.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import {
  CALLBACK_WAIT,
  FAKE_OTP_CREDENTIALS,
  fakeOtpProviders,
  whatsAppThenMsg91,
} from '../../test/otp-provider-setup.js'
import { randomIp } from './test-helpers.js'

const credentials = FAKE_OTP_CREDENTIALS
const providers = fakeOtpProviders

let next = 0
const newPhone = () => ({ countryCode: '+91', phoneNumber: `98777${String(++next).padStart(5, '0')}` })
const digits = (phone: { phoneNumber: string }) => `91${phone.phoneNumber}`

describe.each(testDatabases)('one-time codes on WhatsApp, then MSG91, on $name', (kind) => {
  const setup = providers((fake) => ({ ...whatsAppThenMsg91(fake), OTP_WHATSAPP_WAIT_SECONDS: '4' }))
  const ctx = useTestApp(kind, () => ({ env: setup.env }))
  beforeAll(() => ctx.app.listen({ port: setup.port, host: '127.0.0.1' }))

  const send = (phone: object, extra: object = {}, language = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: SEND_OTP_PATH,
      payload: { ...phone, subdomain: 'demo', ...extra },
      headers: { 'accept-language': language },
      remoteAddress: randomIp(),
    })
  const statuses = () => ctx.database.db.selectFrom('otpDeliveries').selectAll().orderBy('createdAt').execute()

  it('sends the authentication template with its copy-code button, in the reader language, and signs in', async () => {
    const phone = newPhone()
    const response = await send(phone, {}, 'hi')
    expect(response.json()).toMatchObject({ message: 'success', channel: 'whatsapp' })
    const message = setup.fake.messages.at(-1)!
    expect(message).toMatchObject({ provider: 'whatsapp', to: digits(phone), path: '/v21.0/1055/messages' })
    expect(message.authorization).toBe(`Bearer ${credentials.whatsapp.accessToken}`)
    const parameters = [{ type: 'text', text: message.code }]
    expect(message.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: digits(phone),
      type: 'template',
      template: {
        name: 'sign_in_code',
        language: { code: 'hi' },
        components: [
          { type: 'body', parameters },
          { type: 'button', sub_type: 'url', index: '0', parameters },
        ],
      },
    })
    const verify = await ctx.app.inject({
      method: 'POST',
      url: VERIFY_OTP_PATH,
      payload: { ...phone, otp: message.code, subdomain: 'demo' },
    })
    expect(verify.statusCode).toBe(200)
  })

  it('sends the same code by SMS when WhatsApp reports the number is not on WhatsApp', async () => {
    const phone = newPhone()
    setup.fake.state.notOnWhatsApp.add(digits(phone))
    expect((await send(phone, {}, 'hi')).json()).toMatchObject({ message: 'success', channel: 'sms' })
    const [whatsapp, sms] = setup.fake.messages.slice(-2)
    expect(whatsapp).toMatchObject({ provider: 'whatsapp', to: digits(phone) })
    expect(sms).toMatchObject({ provider: 'msg91', to: digits(phone), code: whatsapp!.code, path: '/api/v5/flow' })
    expect(sms!.body).toEqual({
      template_id: 'tpl-hi',
      short_url: '0',
      recipients: [{ mobiles: digits(phone), code: whatsapp!.code, site: expect.any(String) }],
    })
    await expect
      .poll(
        async () => (await statuses()).filter((row) => row.messageId === sms!.id).map((row) => row.status),
        CALLBACK_WAIT,
      )
      .toEqual(['delivered'])
    await expect
      .poll(async () => (await statuses()).find((row) => row.messageId === whatsapp!.id), CALLBACK_WAIT)
      .toMatchObject({ status: 'failed', error: '131026 Message undeliverable' })
  })

  it('falls back to SMS when WhatsApp does not confirm in time', async () => {
    const phone = newPhone()
    setup.fake.state.silent.add(digits(phone))
    const started = Date.now()
    expect((await send(phone)).json()).toMatchObject({ message: 'success', channel: 'sms' })
    expect(Date.now() - started).toBeGreaterThanOrEqual(4000)
    expect(setup.fake.messages.slice(-2).map((message) => message.provider)).toEqual(['whatsapp', 'msg91'])
  })

  it("sends 'Resend code' after a WhatsApp code by SMS, the channel the customer did not try", async () => {
    const phone = newPhone()
    expect((await send(phone)).json()).toMatchObject({ message: 'success', channel: 'whatsapp' })
    // Past the phone's 30 s between two codes.
    await sql`update otp_challenges set created_at = now() - interval '31 seconds'
      where phone_number = ${phone.phoneNumber}`.execute(ctx.database.db)
    expect((await send(phone)).json()).toMatchObject({ message: 'success', channel: 'sms' })
    const sent = setup.fake.messages.filter((message) => message.to === digits(phone))
    expect(sent.map((message) => message.provider)).toEqual(['whatsapp', 'msg91'])
    expect(sent[1]!.code).not.toBe(sent[0]!.code)
  })

  it("goes straight to SMS when 'Resend code' asks for it", async () => {
    const phone = newPhone()
    expect((await send(phone, { channel: 'sms' })).json()).toMatchObject({ message: 'success', channel: 'sms' })
    expect(setup.fake.messages.at(-1)).toMatchObject({ provider: 'msg91', to: digits(phone) })
    expect(setup.fake.messages.filter((message) => message.to === digits(phone))).toHaveLength(1)
    expect((await send(phone, { channel: 'fax' })).statusCode).toBe(400)
  })

  it('believes a WhatsApp callback only signed with the app secret; a stranger message changes nothing', async () => {
    const payload = (id: string) =>
      JSON.stringify({ entry: [{ changes: [{ value: { statuses: [{ id, status: 'delivered' }] } }] }] })
    const post = (body: string, signature: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `${OTP_STATUS_PATH}/whatsapp`,
        payload: body,
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      })
    const row = (await statuses()).find((one) => one.provider === 'whatsapp' && one.status === 'failed')!
    const forged = await post(payload(row.messageId!), metaSignature(payload(row.messageId!), 'wrong-secret'))
    expect(forged.statusCode).toBe(403)
    const unknown = await post(
      payload('wamid.nobody'),
      metaSignature(payload('wamid.nobody'), credentials.whatsapp.appSecret),
    )
    expect(unknown.json()).toEqual({ status: 'ok', known: 0 })
    expect((await statuses()).find((one) => one.id === row.id)!.status).toBe('failed')
    const garbled = await post('{not json', metaSignature('{not json', credentials.whatsapp.appSecret))
    expect([garbled.statusCode, garbled.json().code]).toEqual([400, 'BAD_REQUEST'])
    const check = await ctx.app.inject({
      url: `${OTP_STATUS_PATH}/whatsapp?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=4711`,
    })
    expect(check.body).toBe('4711')
    expect(
      (await ctx.app.inject({ url: `${OTP_STATUS_PATH}/whatsapp?hub.mode=subscribe&hub.verify_token=x` })).statusCode,
    ).toBe(403)
  })

  it('believes an MSG91 report only with its token', async () => {
    const body = { requestId: 'nobody', status: '2', desc: 'FAILED' }
    const post = (token: string) =>
      ctx.app.inject({ method: 'POST', url: `${OTP_STATUS_PATH}/msg91?token=${token}`, payload: body })
    expect((await post('wrong')).statusCode).toBe(403)
    expect((await post(credentials.msg91.webhookToken)).json()).toEqual({ status: 'ok', known: 0 })
  })

  it('shows each provider sends, deliveries and failures of the last hour in /healthz', async () => {
    const health = async () => (await ctx.app.inject({ url: '/healthz' })).json().otpDelivery
    // The number WhatsApp kept silent about is silent on MSG91 too: 3 of its 4 SMS reported delivered.
    await expect
      .poll(async () => (await health()).msg91, CALLBACK_WAIT)
      .toEqual({ sent: 4, delivered: 3, failed: 0, deliveryRate: 1 })
    // The fake reports WhatsApp messages sent, never delivered: of those settled, none delivered.
    expect((await health()).whatsapp).toEqual({ sent: 4, delivered: 0, failed: 1, deliveryRate: 0 })
  })
})

describe.each(testDatabases)('one-time codes by Twilio on $name', (kind) => {
  const setup = providers((fake) => ({
    OTP_SMS_PROVIDER: 'twilio',
    TWILIO_API_URL: fake.url,
    TWILIO_ACCOUNT_SID: credentials.twilio.accountSid,
    TWILIO_AUTH_TOKEN: credentials.twilio.authToken,
    TWILIO_MESSAGING_SERVICE_SID: 'MG0123',
  }))
  const ctx = useTestApp(kind, () => ({ env: setup.env }))
  beforeAll(() => ctx.app.listen({ port: setup.port, host: '127.0.0.1' }))

  it('posts the DLT-registered text with Basic auth and a status callback it then believes', async () => {
    const phone = newPhone()
    const response = await ctx.app.inject({
      method: 'POST',
      url: SEND_OTP_PATH,
      payload: { ...phone, subdomain: 'demo' },
      remoteAddress: randomIp(),
    })
    expect(response.json()).toMatchObject({ message: 'success', channel: 'sms' })
    const message = setup.fake.messages.at(-1)!
    const basic = Buffer.from(`${credentials.twilio.accountSid}:${credentials.twilio.authToken}`).toString('base64')
    expect(message.authorization).toBe(`Basic ${basic}`)
    expect(message.path).toBe(`/2010-04-01/Accounts/${credentials.twilio.accountSid}/Messages.json`)
    expect(message.body).toEqual({
      To: `+91${phone.phoneNumber}`,
      MessagingServiceSid: 'MG0123',
      Body: expect.stringMatching(/^\d{6} is your .+ sign-in code\. It is valid for 10 minutes\. Do not share it/),
      StatusCallback: `${setup.env.OTP_CALLBACK_URL}/twilio`,
    })
    const rows = () => ctx.database.db.selectFrom('otpDeliveries').select('status').where('messageId', '=', message.id)
    await expect
      .poll(async () => (await rows().execute()).map((row) => row.status), CALLBACK_WAIT)
      .toEqual(['delivered'])
  })

  it('refuses a Twilio callback whose signature is not over its URL and form', async () => {
    const params = { MessageSid: 'SMnobody', MessageStatus: 'failed', ErrorCode: '30008' }
    const url = `${setup.env.OTP_CALLBACK_URL}/twilio`
    const post = (signature: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `${OTP_STATUS_PATH}/twilio`,
        payload: new URLSearchParams(params).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
      })
    expect((await post(twilioSignature(`${url}?x`, params, credentials.twilio.authToken))).statusCode).toBe(403)
    expect((await post(twilioSignature(url, params, credentials.twilio.authToken))).json()).toEqual({
      status: 'ok',
      known: 0,
    })
  })
})
