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

/** The WhatsApp Business Cloud API settings (`WHATSAPP_*`, docs/operations/one-time-codes.md). */
export interface WhatsAppCloudOptions {
  /** `WHATSAPP_API_URL`: Meta's Graph API (`https://graph.facebook.com`), or a local fake. */
  apiUrl: string
  /** `WHATSAPP_API_VERSION`, e.g. `v21.0`. */
  apiVersion: string
  /** `WHATSAPP_PHONE_NUMBER_ID`: the business number the codes come from. */
  phoneNumberId: string
  /** `WHATSAPP_ACCESS_TOKEN`: a system user's token with `whatsapp_business_messaging`. */
  accessToken: string
  /** `WHATSAPP_TEMPLATE`: the approved authentication template (copy-code button). */
  templateName: string
  /** `WHATSAPP_TEMPLATE_LANGUAGES`: the template's language code per reader language it is registered in. */
  languages: Partial<Record<Language, string>>
  timeoutMs?: number
}

/**
 * Graph API error codes that mean this number cannot get the message on WhatsApp (so SMS may): 131026 message
 * undeliverable (not on WhatsApp, old app), 131030 not in the test number's allowed list, 100 with an invalid `to`.
 */
const UNREACHABLE_CODES = new Set([131026, 131030])

/**
 * Sends the code as WhatsApp's authentication template with a copy-code button: `POST
 * /<version>/<phone number id>/messages`, `Authorization: Bearer <token>`, the code as the body parameter and as the
 * button's parameter (Meta requires both), in the reader's language when the operator registered the template in
 * it, else in English. Meta's answer names the message (`wamid...`) that its status webhook reports on.
 *
 * @example
 * const whatsapp = new WhatsAppCloudOtp({ apiUrl: 'https://graph.facebook.com', apiVersion: 'v21.0',
 *   phoneNumberId: '1055', accessToken: 'EAAJ...', templateName: 'sign_in_code', languages: { en: 'en' } })
 */
export class WhatsAppCloudOtp implements OtpSender {
  constructor(private readonly options: WhatsAppCloudOptions) {}

  async send(to: OtpRecipient, code: string, site: OtpSite): Promise<OtpSent> {
    const { apiUrl, apiVersion, phoneNumberId, accessToken, templateName, languages } = this.options
    const language = languages[site.language ?? 'en'] ?? languages.en ?? 'en'
    const parameters = [{ type: 'text', text: code }]
    const body = {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: digitsOnly(to),
      type: 'template',
      template: {
        name: templateName,
        language: { code: language },
        components: [
          { type: 'body', parameters },
          { type: 'button', sub_type: 'url', index: '0', parameters },
        ],
      },
    }
    const answer = await postToProvider(
      'WhatsApp',
      apiUrl,
      `/${apiVersion}/${phoneNumberId}/messages`,
      { headers: { authorization: `Bearer ${accessToken}` }, json: body },
      this.options.timeoutMs,
    )
    const messages = field(answer.body, 'messages')
    const id = Array.isArray(messages) ? field(messages[0], 'id') : undefined
    if (answer.ok && typeof id === 'string') return { provider: 'whatsapp', channel: 'whatsapp', messageId: id }
    const error = field(answer.body, 'error')
    const code_ = Number(field(error, 'code'))
    throw new OtpDeliveryError(`WhatsApp answered ${answer.status}: ${String(field(error, 'message') ?? '')}`, {
      unreachable: UNREACHABLE_CODES.has(code_),
    })
  }
}
