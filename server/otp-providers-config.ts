import { LANGUAGES, type Language } from '../contract/language.js'
import { ConfigError, readCount, readOptional, type Env } from './config-error.js'
import type { WhatsAppCloudOptions } from './providers/otp/whatsapp-cloud-otp.js'

/** The WhatsApp Business Cloud API, when `WHATSAPP_PHONE_NUMBER_ID` is set (docs/operations/one-time-codes.md). */
export interface WhatsAppConfig extends Omit<WhatsAppCloudOptions, 'timeoutMs'> {
  /** `WHATSAPP_APP_SECRET`: checks `X-Hub-Signature-256` of the status webhook; null: the webhook is refused. */
  appSecret: string | null
  /** `WHATSAPP_VERIFY_TOKEN`: answers Meta's subscription check (`hub.verify_token`). */
  verifyToken: string | null
}

/**
 * The SMS provider (`OTP_SMS_PROVIDER`): MSG91, Twilio Messages (`twilio`) or Twilio Verify (`twilio-verify`); null:
 * `OTP_HTTP_URL` or the log.
 */
export type SmsConfig =
  | {
      kind: 'msg91'
      apiUrl: string
      authKey: string
      templateIds: Partial<Record<Language, string>>
      webhookToken: string | null
    }
  | { kind: 'twilio'; apiUrl: string; accountSid: string; authToken: string; messagingServiceSid: string }
  | { kind: 'twilio-verify'; apiUrl: string; accountSid: string; authToken: string; serviceSid: string }

export interface OtpProvidersConfig {
  whatsapp: WhatsAppConfig | null
  sms: SmsConfig | null
  /** `OTP_WHATSAPP_WAIT_SECONDS`: how long WhatsApp may take to confirm before the code goes by SMS. */
  whatsAppWaitMs: number
  /**
   * `OTP_WHATSAPP_LATE_SECONDS`: how long after the form said 'Code sent' a WhatsApp failure still sends the same
   * code by SMS.
   */
  whatsAppLateMs: number
  /** `OTP_CALLBACK_URL`: the public URL of `/business_website/otp_status` (Twilio signs the URL it calls). */
  callbackUrl: string | null
}

/**
 * Reads the one-time code providers' settings. Throws a `ConfigError` naming the first missing or bad one.
 *
 * @example
 * readOtpProviders({ OTP_SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_IDS: 'en:65f0,hi:65f1' })
 */
export function readOtpProviders(env: Env): OtpProvidersConfig {
  return {
    whatsapp: readWhatsApp(env),
    sms: readSms(env),
    whatsAppWaitMs: readCount(env, 'OTP_WHATSAPP_WAIT_SECONDS', 8) * 1000,
    whatsAppLateMs: readCount(env, 'OTP_WHATSAPP_LATE_SECONDS', 120) * 1000,
    callbackUrl: readHttpUrl(env, 'OTP_CALLBACK_URL')?.replace(/\/+$/, '') ?? null,
  }
}

function readWhatsApp(env: Env): WhatsAppConfig | null {
  const phoneNumberId = readOptional(env, 'WHATSAPP_PHONE_NUMBER_ID')
  if (phoneNumberId === undefined) return null
  return {
    apiUrl: readHttpUrl(env, 'WHATSAPP_API_URL') ?? 'https://graph.facebook.com',
    apiVersion: readOptional(env, 'WHATSAPP_API_VERSION') ?? 'v21.0',
    phoneNumberId,
    accessToken: required(env, 'WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID'),
    templateName: readOptional(env, 'WHATSAPP_TEMPLATE') ?? 'sign_in_code',
    languages: readLanguageMap(env, 'WHATSAPP_TEMPLATE_LANGUAGES') ?? { en: 'en' },
    appSecret: readOptional(env, 'WHATSAPP_APP_SECRET') ?? null,
    verifyToken: readOptional(env, 'WHATSAPP_VERIFY_TOKEN') ?? null,
  }
}

function readSms(env: Env): SmsConfig | null {
  const kind = readOptional(env, 'OTP_SMS_PROVIDER')?.toLowerCase()
  if (kind === undefined || kind === 'http') return null
  if (kind === 'msg91') {
    const templateIds = readLanguageMap(env, 'MSG91_TEMPLATE_IDS')
    if (!templateIds?.en) throw new ConfigError('MSG91_TEMPLATE_IDS must name an English template, like en:65f0a1')
    return {
      kind,
      apiUrl: readHttpUrl(env, 'MSG91_API_URL') ?? 'https://control.msg91.com',
      authKey: required(env, 'MSG91_AUTH_KEY', 'OTP_SMS_PROVIDER=msg91'),
      templateIds,
      webhookToken: readOptional(env, 'MSG91_WEBHOOK_TOKEN') ?? null,
    }
  }
  if (kind === 'twilio' || kind === 'twilio-verify') {
    // One Twilio account, two APIs: Messages (`twilio`) or Verify (`twilio-verify`).
    const because = `OTP_SMS_PROVIDER=${kind}`
    const account = {
      accountSid: required(env, 'TWILIO_ACCOUNT_SID', because),
      authToken: required(env, 'TWILIO_AUTH_TOKEN', because),
    }
    if (kind === 'twilio')
      return {
        kind,
        apiUrl: readHttpUrl(env, 'TWILIO_API_URL') ?? 'https://api.twilio.com',
        ...account,
        messagingServiceSid: required(env, 'TWILIO_MESSAGING_SERVICE_SID', because),
      }
    return {
      kind,
      apiUrl: readHttpUrl(env, 'TWILIO_VERIFY_API_URL') ?? 'https://verify.twilio.com',
      ...account,
      serviceSid: required(env, 'TWILIO_VERIFY_SERVICE_SID', because),
    }
  }
  throw new ConfigError(`OTP_SMS_PROVIDER must be msg91, twilio, twilio-verify or http (got "${kind}")`)
}

function required(env: Env, name: string, because: string): string {
  const value = readOptional(env, name)
  if (value === undefined) throw new ConfigError(`${name} must be set when ${because} is set`)
  return value
}

/** `en:en_US,hi:hi`: a value per reader language; an unknown language is an error. */
function readLanguageMap(env: Env, name: string): Partial<Record<Language, string>> | undefined {
  const raw = readOptional(env, name)
  if (raw === undefined) return undefined
  const map: Partial<Record<Language, string>> = {}
  for (const entry of raw.split(',').map((part) => part.trim())) {
    const [language, value] = entry.split(':').map((part) => part.trim())
    if (!LANGUAGES.includes(language as Language) || !value)
      throw new ConfigError(`${name} must be a list like en:<value>,hi:<value> (bad entry "${entry}")`)
    map[language as Language] = value
  }
  return map
}

function readHttpUrl(env: Env, name: string): string | undefined {
  const raw = readOptional(env, name)
  if (raw !== undefined && !/^https?:\/\/[^/]/.test(raw))
    throw new ConfigError(`${name} must start with https:// or http:// (got "${raw}")`)
  return raw?.replace(/\/+$/, '')
}
