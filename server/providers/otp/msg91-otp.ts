import type { Language } from '../../../contract/language.js'
import {
  digitsOnly,
  OtpDeliveryError,
  type OtpRecipient,
  type OtpSender,
  type OtpSent,
  type OtpSite,
} from './otp-sender.js'
import { field, postToProvider } from './provider-http.js'

/** MSG91's settings (`MSG91_*`, docs/operations/one-time-codes.md). */
export interface Msg91Options {
  /** `MSG91_API_URL`: `https://control.msg91.com`, or a local fake. */
  apiUrl: string
  /** `MSG91_AUTH_KEY`: sent as the `authkey` header. */
  authKey: string
  /**
   * `MSG91_TEMPLATE_IDS`: MSG91's template id per reader language; each template carries its DLT template id and
   * the exact DLT-registered text (`auth.otpSms` of `locales/<language>/server.json`).
   */
  templateIds: Partial<Record<Language, string>>
  timeoutMs?: number
}

/**
 * Sends the code by SMS through MSG91's Flow API: `POST /api/v5/flow` with the `authkey` header and
 * `{ template_id, short_url: '0', recipients: [{ mobiles: '919876543210', code, site }] }`; `code` and `site` fill
 * the template's `##code##` and `##site##`. The template of the reader's language when one is set, else English.
 * MSG91 answers `{ type: 'success', message: <request id> }`; the request id is what its delivery webhook names.
 *
 * @example
 * new Msg91Otp({ apiUrl: 'https://control.msg91.com', authKey: '3791...', templateIds: { en: '65f0...' } })
 */
export class Msg91Otp implements OtpSender {
  constructor(private readonly options: Msg91Options) {}

  async send(to: OtpRecipient, code: string, site: OtpSite): Promise<OtpSent> {
    const { apiUrl, authKey, templateIds } = this.options
    const templateId = templateIds[site.language ?? 'en'] ?? templateIds.en
    const body = {
      template_id: templateId,
      short_url: '0',
      recipients: [{ mobiles: digitsOnly(to), code, site: site.name }],
    }
    const answer = await postToProvider(
      'MSG91',
      apiUrl,
      '/api/v5/flow',
      { headers: { authkey: authKey }, json: body },
      this.options.timeoutMs,
    )
    const requestId = field(answer.body, 'message')
    if (answer.ok && field(answer.body, 'type') === 'success' && typeof requestId === 'string')
      return { provider: 'msg91', channel: 'sms', messageId: requestId }
    throw new OtpDeliveryError(`MSG91 answered ${answer.status}: ${String(requestId ?? '')}`)
  }
}
