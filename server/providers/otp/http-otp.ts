import type { Language } from '../../../contract/language.js'
import { serverText } from '../../text/server-text.js'
import {
  fullNumber,
  OtpDeliveryError,
  type OtpRecipient,
  type OtpSender,
  type OtpSent,
  type OtpSite,
} from './otp-sender.js'
import { callProvider } from './provider-http.js'

export interface HttpOtpOptions {
  /** `OTP_HTTP_URL`: receives a JSON POST per code. */
  url: string
  /** `OTP_HTTP_TOKEN`: sent as `Authorization: Bearer <token>` when set. */
  token: string | null
  /** `OTP_HTTP_TEMPLATE`: the text, with `{{site}}` and `{{code}}`. */
  template: string
  timeoutMs?: number
}

/** What the gateway receives. */
export interface HttpOtpPayload {
  to: string
  countryCode: string
  phoneNumber: string
  message: string
  site: string
  /** The language of `message` (`en`, `hi`). */
  language: Language
}

/**
 * Sends codes through any HTTP gateway (SMS, WhatsApp) that takes a JSON POST:
 * `{ to: '+919876543210', countryCode, phoneNumber, message: 'Your Kesar Kitchen code is 123456', site: 'demo' }`.
 * A non-2xx answer, a network failure or no answer within 5 s is an `OtpDeliveryError`.
 */
export class HttpOtp implements OtpSender {
  constructor(private readonly options: HttpOtpOptions) {}

  async send(to: OtpRecipient, code: string, site: OtpSite): Promise<OtpSent> {
    const payload: HttpOtpPayload = {
      to: fullNumber(to),
      countryCode: to.countryCode,
      phoneNumber: to.phoneNumber,
      message: messageOf(this.options.template, code, site),
      site: site.subdomain,
      language: site.language ?? 'en',
    }
    const headers = {
      'content-type': 'application/json',
      ...(this.options.token ? { authorization: `Bearer ${this.options.token}` } : {}),
    }
    const init = { method: 'POST', headers, body: JSON.stringify(payload) }
    const answer = await callProvider('OTP gateway', this.options.url, init, this.options.timeoutMs ?? 5000)
    if (!answer.ok) throw new OtpDeliveryError(`OTP gateway answered ${answer.status}`)
    return { provider: 'http', channel: null, messageId: null }
  }
}

/**
 * The code message: `OTP_HTTP_TEMPLATE` (English) for English readers; a reader of another language gets
 * `auth.otpMessage` of `locales/<language>/server.json`.
 */
function messageOf(template: string, code: string, site: OtpSite): string {
  if (site.language !== undefined && site.language !== 'en') {
    return serverText('auth.otpMessage', { site: site.name, code }, site.language)
  }
  return template.replaceAll('{{site}}', site.name).replaceAll('{{code}}', code)
}
