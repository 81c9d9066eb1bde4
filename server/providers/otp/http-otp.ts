import { fullNumber, OtpDeliveryError, type OtpRecipient, type OtpSender, type OtpSite } from './otp-sender.js'

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
}

/**
 * Sends codes through any HTTP gateway (SMS, WhatsApp) that takes a JSON POST:
 * `{ to: '+919876543210', countryCode, phoneNumber, message: 'Your Kesar Kitchen code is 123456', site: 'demo' }`.
 * A non-2xx answer, a network failure or no answer within 5 s is an `OtpDeliveryError`.
 */
export class HttpOtp implements OtpSender {
  constructor(private readonly options: HttpOtpOptions) {}

  async send(to: OtpRecipient, code: string, site: OtpSite): Promise<void> {
    const payload: HttpOtpPayload = {
      to: fullNumber(to),
      countryCode: to.countryCode,
      phoneNumber: to.phoneNumber,
      message: this.options.template.replaceAll('{{site}}', site.name).replaceAll('{{code}}', code),
      site: site.subdomain,
    }
    let response: Response
    try {
      response = await fetch(this.options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.options.token ? { authorization: `Bearer ${this.options.token}` } : {}),
        },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      })
    } catch (error) {
      throw new OtpDeliveryError(`OTP gateway did not answer: ${(error as Error).message}`, { cause: error })
    }
    // The body is not needed; drop it so the connection is released.
    await response.body?.cancel()
    if (!response.ok) throw new OtpDeliveryError(`OTP gateway answered ${response.status}`)
  }
}
