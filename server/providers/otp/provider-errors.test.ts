import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOtpProviders, type FakeOtpProviders } from '../../test/fake-otp-providers.js'
import { Msg91Otp, OtpDeliveryError, TwilioOtp, WhatsAppCloudOtp } from './index.js'

const to = { countryCode: '+91', phoneNumber: '9877710049' }
const site = { subdomain: 'demo', name: 'Kesar Kitchen' }
const credentials = {
  whatsapp: { accessToken: 'good-token', appSecret: 's' },
  msg91: { authKey: 'good-key', webhookToken: 't' },
  twilio: { accountSid: 'AC1', authToken: 'good' },
}

describe('the providers against their fakes: error answers and timeouts', () => {
  let fake: FakeOtpProviders
  beforeAll(async () => (fake = await startFakeOtpProviders(credentials)))
  afterAll(() => fake.close())

  const whatsapp = (accessToken: string, timeoutMs?: number) =>
    new WhatsAppCloudOtp({
      apiUrl: fake.url,
      apiVersion: 'v21.0',
      phoneNumberId: '1',
      accessToken,
      templateName: 'sign_in_code',
      languages: { en: 'en' },
      timeoutMs,
    })
  const msg91 = (authKey: string) => new Msg91Otp({ apiUrl: fake.url, authKey, templateIds: { en: 'tpl' } })
  const twilio = (authToken: string) =>
    new TwilioOtp({
      apiUrl: fake.url,
      accountSid: 'AC1',
      authToken,
      messagingServiceSid: 'MG1',
      statusCallbackUrl: null,
    })

  it('takes each provider answer id as the message id', async () => {
    expect(await whatsapp('good-token').send(to, '123456', site)).toMatchObject({ channel: 'whatsapp' })
    expect(await msg91('good-key').send(to, '123456', site)).toMatchObject({ provider: 'msg91', channel: 'sms' })
    const sent = await twilio('good').send(to, '123456', site)
    expect(sent.messageId).toMatch(/^SM/)
  })

  it('rejects with the provider words on a refused key', async () => {
    await expect(whatsapp('bad').send(to, '1', site)).rejects.toThrow(/WhatsApp answered 401: Invalid OAuth/)
    await expect(msg91('bad').send(to, '1', site)).rejects.toThrow(/MSG91 answered 401/)
    await expect(twilio('bad').send(to, '1', site)).rejects.toThrow(/Twilio answered 401: Authenticate/)
  })

  it('gives up on a provider that does not answer in time', async () => {
    fake.state.delayMs = 400
    const error = await whatsapp('good-token', 100)
      .send(to, '1', site)
      .catch((caught: unknown) => caught)
    fake.state.delayMs = 0
    expect(error).toBeInstanceOf(OtpDeliveryError)
    expect((error as Error).message).toMatch(/WhatsApp did not answer/)
  })
})
