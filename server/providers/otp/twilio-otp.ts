import { serverText } from '../../text/server-text.js'
import {
  fullNumber,
  OtpDeliveryError,
  type OtpRecipient,
  type OtpSender,
  type OtpSent,
  type OtpSite,
} from './otp-sender.js'
import { basicAuth, field, postToProvider } from './provider-http.js'

/** Twilio's settings (`TWILIO_*`, docs/operations/one-time-codes.md). */
export interface TwilioOptions {
  /** `TWILIO_API_URL`: `https://api.twilio.com`, or a local fake. */
  apiUrl: string
  /** `TWILIO_ACCOUNT_SID` and `TWILIO_AUTH_TOKEN`: HTTP Basic auth, and the key of Twilio's callback signatures. */
  accountSid: string
  authToken: string
  /** `TWILIO_MESSAGING_SERVICE_SID`: the Messaging Service holding the DLT-registered sender. */
  messagingServiceSid: string
  /** Where Twilio posts the message's status (`<OTP_CALLBACK_URL>/twilio`); null: no callbacks. */
  statusCallbackUrl: string | null
  timeoutMs?: number
}

/** Twilio error codes for a number that cannot get an SMS: 21211 invalid, 21612 unreachable, 21614 not mobile. */
const UNREACHABLE_CODES = new Set([21211, 21612, 21614])

/**
 * Sends the code by SMS through Twilio's Messages API: `POST /2010-04-01/Accounts/<sid>/Messages.json`, Basic
 * auth, form-encoded `To`, `MessagingServiceSid`, `Body`, `StatusCallback`. The body is `auth.otpSms` of the
 * reader's language, word for word the DLT-registered template (Twilio matches it for India). The answer's `sid`
 * is what the status callbacks name.
 *
 * @example
 * new TwilioOtp({ apiUrl: 'https://api.twilio.com', accountSid: 'AC...', authToken: '...',
 *   messagingServiceSid: 'MG...', statusCallbackUrl: 'https://vitrine.example/business_website/otp_status/twilio' })
 */
export class TwilioOtp implements OtpSender {
  constructor(private readonly options: TwilioOptions) {}

  async send(to: OtpRecipient, code: string, site: OtpSite): Promise<OtpSent> {
    const { apiUrl, accountSid, authToken, messagingServiceSid, statusCallbackUrl } = this.options
    const form = {
      To: fullNumber(to),
      MessagingServiceSid: messagingServiceSid,
      Body: serverText('auth.otpSms', { code, site: site.name }, site.language),
      ...(statusCallbackUrl ? { StatusCallback: statusCallbackUrl } : {}),
    }
    const answer = await postToProvider(
      'Twilio',
      apiUrl,
      `/2010-04-01/Accounts/${accountSid}/Messages.json`,
      { headers: { authorization: basicAuth(accountSid, authToken) }, form },
      this.options.timeoutMs,
    )
    const sid = field(answer.body, 'sid')
    if (answer.ok && typeof sid === 'string') return { provider: 'twilio', channel: 'sms', messageId: sid }
    throw new OtpDeliveryError(`Twilio answered ${answer.status}: ${String(field(answer.body, 'message') ?? '')}`, {
      unreachable: UNREACHABLE_CODES.has(Number(field(answer.body, 'code'))),
    })
  }
}
