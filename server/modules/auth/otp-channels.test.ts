import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { OTP_STATUS_PATH, SEND_OTP_PATH, VERIFY_OTP_PATH } from '../../../contract/auth.js'
import { OWNER_OTP_STATUS_PATH, OWNER_SEND_OTP_PATH } from '../../../contract/owner-auth.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { addSite } from '../../test/sites.js'
import {
  CALLBACK_WAIT,
  FAKE_OTP_CREDENTIALS,
  fakeOtpProviders,
  whatsAppThenMsg91,
} from '../../test/otp-provider-setup.js'
import { randomIp } from './test-helpers.js'

let next = 0
const newPhone = () => ({ countryCode: '+91', phoneNumber: `98778${String(++next).padStart(5, '0')}` })
const digits = (phone: { phoneNumber: string }) => `91${phone.phoneNumber}`

describe.each(testDatabases)('choosing the channel, and a late WhatsApp failure, on $name', (kind) => {
  // No wait for WhatsApp's 'sent': the form says 'Code sent' once Meta accepted; failures come late.
  const setup = fakeOtpProviders((fake) => ({
    ...whatsAppThenMsg91(fake),
    OTP_WHATSAPP_WAIT_SECONDS: '1',
    OTP_WHATSAPP_LATE_SECONDS: '20',
    OWNER_PHONES: 'demo:+919877819998',
  }))
  const ctx = useTestApp(kind, () => ({ env: setup.env }))
  beforeAll(() => ctx.app.listen({ port: setup.port, host: '127.0.0.1' }))

  const send = (phone: object, extra: object = {}, subdomain = 'demo') =>
    ctx.app.inject({
      method: 'POST',
      url: SEND_OTP_PATH,
      payload: { ...phone, subdomain, ...extra },
      remoteAddress: randomIp(),
    })
  const status = (deliveryId: string, subdomain = 'demo') =>
    ctx.app.inject({
      method: 'POST',
      url: OTP_STATUS_PATH,
      payload: { deliveryId, subdomain },
    })
  const pastCooldown = (phone: { phoneNumber: string }) =>
    sql`update otp_challenges set created_at = now() - interval '31 seconds'
      where phone_number = ${phone.phoneNumber}`.execute(ctx.database.db)

  it("offers the other channel, sends by the one 'Resend code' names, and keeps the phone's limits", async () => {
    const phone = newPhone()
    const first = (await send(phone)).json()
    expect(first).toEqual({
      message: 'success',
      channel: 'whatsapp',
      otherChannel: 'sms',
      deliveryId: expect.any(String),
    })
    // Within the 30 s between two codes: refused, whatever the channel.
    const tooSoon = await send(phone, { channel: 'sms' })
    expect(tooSoon.statusCode).toBe(429)
    await pastCooldown(phone)
    expect((await send(phone, { channel: 'sms' })).json()).toMatchObject({ channel: 'sms', otherChannel: 'whatsapp' })
    await pastCooldown(phone)
    expect((await send(phone, { channel: 'whatsapp' })).json()).toMatchObject({ channel: 'whatsapp' })
    const sent = setup.fake.messages.filter((message) => message.to === digits(phone))
    expect(sent.map((message) => message.provider)).toEqual(['whatsapp', 'msg91', 'whatsapp'])
  })

  it('offers no WhatsApp for the next code when WhatsApp could not carry this one', async () => {
    const phone = newPhone()
    setup.fake.state.notOnWhatsApp.add(digits(phone))
    const answer = (await send(phone)).json()
    expect(answer).toEqual({ message: 'success', channel: 'sms', deliveryId: expect.any(String) })
  })

  it('answers 400 naming body.channel for a channel it does not know', async () => {
    const response = await send(newPhone(), { channel: 'pigeon' })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([expect.objectContaining({ path: 'body.channel' })])
    const noId = await ctx.app.inject({ method: 'POST', url: OTP_STATUS_PATH, payload: {} })
    expect(noId.json().errors).toEqual([expect.objectContaining({ path: 'body.deliveryId' })])
  })

  it('sends the same code by SMS when WhatsApp fails after the form said sent, and the status says so', async () => {
    const phone = newPhone()
    setup.fake.state.failLate.add(digits(phone))
    const answer = (await send(phone)).json()
    expect(answer.channel).toBe('whatsapp')
    expect((await status(answer.deliveryId)).json()).toMatchObject({ channel: 'whatsapp' })
    await expect.poll(async () => (await status(answer.deliveryId)).json().channel, CALLBACK_WAIT).toBe('sms')
    const [whatsapp, sms] = setup.fake.messages.filter((message) => message.to === digits(phone))
    expect([whatsapp!.provider, sms!.provider, sms!.code]).toEqual(['whatsapp', 'msg91', whatsapp!.code])
    const verify = await ctx.app.inject({
      method: 'POST',
      url: VERIFY_OTP_PATH,
      payload: { ...phone, otp: sms!.code, subdomain: 'demo' },
    })
    expect(verify.statusCode).toBe(200)
  })

  it('says failed when WhatsApp fails late and SMS refuses the number too', async () => {
    const phone = newPhone()
    setup.fake.state.failLate.add(digits(phone))
    setup.fake.state.smsRefused.add(digits(phone))
    const answer = (await send(phone)).json()
    await expect
      .poll(async () => (await status(answer.deliveryId)).json(), CALLBACK_WAIT)
      .toEqual({ channel: 'whatsapp', status: 'failed' })
  })

  it('lets the owner sign-in choose SMS too, and answers a phone that is no owner like a send', async () => {
    const headers = { host: 'demo.localhost', origin: 'http://demo.localhost' }
    const ownerSend = (phoneNumber: string, channel?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: OWNER_SEND_OTP_PATH,
        headers,
        payload: { countryCode: '+91', phoneNumber, ...(channel ? { channel } : {}) },
        remoteAddress: randomIp(),
      })
    const owner = (await ownerSend('9877819998', 'sms')).json()
    expect(owner).toMatchObject({ message: 'success', channel: 'sms', otherChannel: 'whatsapp' })
    expect(setup.fake.messages.at(-1)).toMatchObject({ provider: 'msg91', to: '919877819998' })
    const stranger = (await ownerSend('9877819997')).json()
    expect(stranger).toEqual({
      message: 'success',
      channel: 'whatsapp',
      otherChannel: 'sms',
      deliveryId: expect.any(String),
    })
    expect(setup.fake.messages.some((message) => message.to === '919877819997')).toBe(false)
    const status = (deliveryId: string) =>
      ctx.app.inject({ method: 'POST', url: OWNER_OTP_STATUS_PATH, headers, payload: { deliveryId } })
    expect((await status(stranger.deliveryId)).json()).toEqual({ channel: 'whatsapp', status: 'accepted' })
    expect((await status(owner.deliveryId)).json()).toMatchObject({ channel: 'sms' })
    expect((await ownerSend('9877819996', 'email')).json().errors).toEqual([
      expect.objectContaining({ path: 'body.channel' }),
    ])
  })

  it("tells a code's status only on its own site", async () => {
    await addSite(ctx.database.db, 'otpother')
    const answer = (await send(newPhone())).json()
    expect((await status(answer.deliveryId, 'otpother')).statusCode).toBe(404)
    expect((await status('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
  })
})

describe.each(testDatabases)('codes by Twilio Verify on $name', (kind) => {
  const { accountSid, authToken } = FAKE_OTP_CREDENTIALS.twilio
  const setup = fakeOtpProviders((fake) => ({
    OTP_SMS_PROVIDER: 'twilio-verify',
    TWILIO_VERIFY_API_URL: fake.url,
    TWILIO_ACCOUNT_SID: accountSid,
    TWILIO_AUTH_TOKEN: authToken,
    TWILIO_VERIFY_SERVICE_SID: 'VA0123',
  }))
  const ctx = useTestApp(kind, () => ({ env: setup.env }))
  const verify = (phone: object, otp: string) =>
    ctx.app.inject({ method: 'POST', url: VERIFY_OTP_PATH, payload: { ...phone, otp, subdomain: 'demo' } })

  it("starts a verification at Twilio and checks the code Twilio made at Twilio's check endpoint", async () => {
    const phone = newPhone()
    const sent = await ctx.app.inject({
      method: 'POST',
      url: SEND_OTP_PATH,
      payload: { ...phone, subdomain: 'demo' },
      headers: { 'accept-language': 'hi' },
      remoteAddress: randomIp(),
    })
    expect(sent.json()).toMatchObject({ message: 'success', channel: 'sms' })
    const message = setup.fake.messages.at(-1)!
    expect(message).toMatchObject({
      provider: 'twilio-verify',
      to: digits(phone),
      path: '/v2/Services/VA0123/Verifications',
    })
    expect(message.authorization).toBe(`Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`)
    expect(message.body).toEqual({ To: `+91${phone.phoneNumber}`, Channel: 'sms', Locale: 'hi' })
    const wrong = message.code === '000000' ? '111111' : '000000'
    expect((await verify(phone, wrong)).statusCode).toBe(400)
    expect((await verify(phone, message.code)).statusCode).toBe(200)
    // Approved once: the same code does not sign in again.
    expect((await verify(phone, message.code)).statusCode).toBe(400)
  })
})
