import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.js'
import {
  createOtpSender,
  createWhatsAppSender,
  HttpOtp,
  LogOtp,
  Msg91Otp,
  TwilioOtp,
  TwilioVerifyOtp,
} from './providers/otp/index.js'
import type { FastifyBaseLogger } from 'fastify'

const log = { warn: () => {} } as unknown as FastifyBaseLogger
const MSG91 = { OTP_SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'key', MSG91_TEMPLATE_IDS: 'en:tpl-en, hi:tpl-hi' }
const TWILIO = {
  OTP_SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC1',
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_MESSAGING_SERVICE_SID: 'MG1',
}

const VERIFY = {
  OTP_SMS_PROVIDER: 'twilio-verify',
  TWILIO_ACCOUNT_SID: 'AC1',
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_VERIFY_SERVICE_SID: 'VA1',
}

describe('the one-time code providers settings', () => {
  it('reads none by default: the relay when OTP_HTTP_URL is set, else the log, and no WhatsApp', () => {
    const config = loadConfig({})
    expect(config.otpProviders).toEqual({
      whatsapp: null,
      sms: null,
      whatsAppWaitMs: 8000,
      whatsAppLateMs: 120_000,
      callbackUrl: null,
    })
    expect(createOtpSender(config, log)).toBeInstanceOf(LogOtp)
    expect(createOtpSender(loadConfig({ OTP_HTTP_URL: 'https://relay.example/send' }), log)).toBeInstanceOf(HttpOtp)
    expect(createWhatsAppSender(config)).toBeNull()
  })

  it('reads WhatsApp with its template languages, and MSG91 or Twilio for SMS', () => {
    const config = loadConfig({
      ...MSG91,
      WHATSAPP_PHONE_NUMBER_ID: '1055',
      WHATSAPP_ACCESS_TOKEN: 'EAAJ',
      WHATSAPP_TEMPLATE_LANGUAGES: 'en:en_US,mr:mr',
      OTP_CALLBACK_URL: 'https://vitrine.example/business_website/otp_status/',
    })
    expect(config.otpProviders.whatsapp).toMatchObject({
      apiUrl: 'https://graph.facebook.com',
      apiVersion: 'v21.0',
      templateName: 'sign_in_code',
      languages: { en: 'en_US', mr: 'mr' },
      appSecret: null,
    })
    expect(config.otpProviders.sms).toMatchObject({ kind: 'msg91', templateIds: { en: 'tpl-en', hi: 'tpl-hi' } })
    expect(config.otpProviders.callbackUrl).toBe('https://vitrine.example/business_website/otp_status')
    expect(createOtpSender(config, log)).toBeInstanceOf(Msg91Otp)
    expect(createOtpSender(loadConfig(TWILIO), log)).toBeInstanceOf(TwilioOtp)
  })

  it('reads Twilio Verify beside Twilio Messages: its service and its own API host', () => {
    const config = loadConfig({ ...VERIFY, OTP_WHATSAPP_LATE_SECONDS: '30' })
    expect(config.otpProviders.sms).toEqual({
      kind: 'twilio-verify',
      apiUrl: 'https://verify.twilio.com',
      accountSid: 'AC1',
      authToken: 'token',
      serviceSid: 'VA1',
    })
    expect(config.otpProviders.whatsAppLateMs).toBe(30_000)
    expect(createOtpSender(config, log)).toBeInstanceOf(TwilioVerifyOtp)
  })

  it.each([
    [{ WHATSAPP_PHONE_NUMBER_ID: '1' }, /^WHATSAPP_ACCESS_TOKEN must be set when WHATSAPP_PHONE_NUMBER_ID is set/],
    [{ OTP_SMS_PROVIDER: 'carrier-pigeon' }, /^OTP_SMS_PROVIDER must be msg91, twilio, twilio-verify or http/],
    [
      { ...VERIFY, TWILIO_VERIFY_SERVICE_SID: '' },
      /^TWILIO_VERIFY_SERVICE_SID must be set when OTP_SMS_PROVIDER=twilio-verify/,
    ],
    [{ ...MSG91, MSG91_TEMPLATE_IDS: 'hi:tpl' }, /^MSG91_TEMPLATE_IDS must name an English template/],
    [{ ...MSG91, MSG91_TEMPLATE_IDS: 'fr:tpl' }, /^MSG91_TEMPLATE_IDS must be a list like en:<value>/],
    [{ ...TWILIO, TWILIO_AUTH_TOKEN: '' }, /^TWILIO_AUTH_TOKEN must be set when OTP_SMS_PROVIDER=twilio is set/],
    [{ OTP_CALLBACK_URL: 'vitrine.example' }, /^OTP_CALLBACK_URL must start with https:\/\/ or http:\/\//],
    [{ OTP_WHATSAPP_WAIT_SECONDS: '0' }, /^OTP_WHATSAPP_WAIT_SECONDS must be a whole number/],
  ])('refuses %o, naming the setting', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message)
  })
})
