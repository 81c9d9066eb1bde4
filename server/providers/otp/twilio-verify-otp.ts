import {
  fullNumber,
  OtpDeliveryError,
  type OtpRecipient,
  type OtpSender,
  type OtpSent,
  type OtpSite,
} from './otp-sender.js'
import { basicAuth, field, postToProvider, type ProviderAnswer } from './provider-http.js'

/** Twilio Verify's settings (`OTP_SMS_PROVIDER=twilio-verify`, docs/operations/one-time-codes.md). */
export interface TwilioVerifyOptions {
  /** `TWILIO_VERIFY_API_URL`: `https://verify.twilio.com`, or a local fake. */
  apiUrl: string
  /** `TWILIO_ACCOUNT_SID` and `TWILIO_AUTH_TOKEN`: HTTP Basic auth. */
  accountSid: string
  authToken: string
  /** `TWILIO_VERIFY_SERVICE_SID`: the Verify Service (`VA...`), with Fraud Guard on. */
  serviceSid: string
  timeoutMs?: number
}

/** The provider name of Verify sends in `otp_deliveries`: the check of their codes goes to Twilio. */
export const TWILIO_VERIFY = 'twilio-verify'

/**
 * Twilio errors for a number Verify will not text: 60200 invalid number, 60205 not a mobile, 60410 blocked by Fraud
 * Guard (a prefix under attack), 21614 not mobile.
 */
const UNREACHABLE_CODES = new Set([60200, 60205, 60410, 21614])
/** Languages Verify writes its own message in (its `Locale`); others get its English. */
const VERIFY_LOCALES = new Set(['en', 'hi'])

/**
 * Codes by SMS through Twilio Verify: Twilio makes the code, writes the message (its own DLT-registered template in
 * India) and checks it, so `send` ignores the code it is given and `check` asks Twilio. Send: `POST
 * /v2/Services/<VA>/Verifications`, form `To`, `Channel=sms`, `Locale`; check: `POST
 * /v2/Services/<VA>/VerificationCheck`, form `To`, `Code`, which answers `status: 'approved'` for the right code.
 *
 * @example
 * const verify = new TwilioVerifyOtp({ apiUrl: 'https://verify.twilio.com', accountSid: 'AC...',
 *   authToken: '...', serviceSid: 'VA...' })
 * await verify.send(to, '', site)
 * await verify.check(to, '482913') // true once
 */
export class TwilioVerifyOtp implements OtpSender {
  constructor(private readonly options: TwilioVerifyOptions) {}

  async send(to: OtpRecipient, _code: string, site: OtpSite): Promise<OtpSent> {
    const language = site.language ?? 'en'
    const form = {
      To: fullNumber(to),
      Channel: 'sms',
      ...(VERIFY_LOCALES.has(language) ? { Locale: language } : {}),
    }
    const answer = await this.post('Verifications', form)
    const sid = field(answer.body, 'sid')
    if (answer.ok && typeof sid === 'string') return { provider: TWILIO_VERIFY, channel: 'sms', messageId: sid }
    throw refusal(answer)
  }

  /** True when Twilio approves `code` for the number's pending verification; false for a wrong or expired one. */
  async check(to: OtpRecipient, code: string): Promise<boolean> {
    const answer = await this.post('VerificationCheck', { To: fullNumber(to), Code: code })
    if (answer.ok) return field(answer.body, 'status') === 'approved'
    // 404 (20404): no pending verification (expired, already approved, too many checks).
    if (answer.status === 404) return false
    throw refusal(answer)
  }

  private post(endpoint: string, form: Record<string, string>): Promise<ProviderAnswer> {
    const { apiUrl, accountSid, authToken, serviceSid, timeoutMs } = this.options
    const headers = { authorization: basicAuth(accountSid, authToken) }
    return postToProvider(
      'Twilio Verify',
      apiUrl,
      `/v2/Services/${serviceSid}/${endpoint}`,
      { headers, form },
      timeoutMs,
    )
  }
}

function refusal(answer: ProviderAnswer): OtpDeliveryError {
  const words = String(field(answer.body, 'message') ?? '')
  return new OtpDeliveryError(`Twilio Verify answered ${answer.status}: ${words}`, {
    unreachable: UNREACHABLE_CODES.has(Number(field(answer.body, 'code'))),
  })
}
