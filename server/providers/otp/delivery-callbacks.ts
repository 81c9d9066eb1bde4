import { createHmac, timingSafeEqual } from 'node:crypto'
import { field } from './provider-http.js'

/** What a provider's callback says of one message: delivered, or failed (with its reason), or only sent on. */
export interface DeliveryReport {
  messageId: string
  status: 'sent' | 'delivered' | 'failed'
  /** The provider's words or error code for a failure. */
  error: string | null
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * Meta's webhook signature: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body, keyed by the app secret>`.
 *
 * @example
 * metaSignature('{"object":"whatsapp_business_account"}', 'app-secret') // 'sha256=…'
 */
export function metaSignature(rawBody: string | Buffer, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`
}

export function isMetaSignatureValid(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  return header !== undefined && sameText(header, metaSignature(rawBody, appSecret))
}

/**
 * Twilio's request signature: `X-Twilio-Signature`, the base64 HMAC-SHA1 (keyed by the auth token) of the URL Twilio
 * called followed by every POST parameter, sorted by name, as name and value with no separators.
 *
 * @example
 * twilioSignature('https://vitrine.example/business_website/otp_status/twilio', { MessageSid: 'SM1' }, 'token')
 */
export function twilioSignature(url: string, params: Record<string, string>, authToken: string): string {
  const signed = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url)
  return createHmac('sha1', authToken).update(signed).digest('base64')
}

export function isTwilioSignatureValid(
  url: string,
  params: Record<string, string>,
  header: string | undefined,
  authToken: string,
): boolean {
  return header !== undefined && sameText(header, twilioSignature(url, params, authToken))
}

/** MSG91 signs nothing: its webhook URL carries a secret token the operator chose, compared in constant time. */
export function isMsg91TokenValid(given: string | undefined, token: string): boolean {
  return given !== undefined && sameText(given, token)
}

/**
 * The statuses in a WhatsApp webhook (`entry[].changes[].value.statuses[]`); `read` counts as delivered, a failure
 * keeps its first error's code and title (131026: not on WhatsApp).
 */
export function whatsAppReports(body: unknown): DeliveryReport[] {
  const reports: DeliveryReport[] = []
  for (const entry of asArray(field(body, 'entry')))
    for (const change of asArray(field(entry, 'changes')))
      for (const status of asArray(field(field(change, 'value'), 'statuses'))) {
        const id = field(status, 'id')
        const state = String(field(status, 'status'))
        if (typeof id !== 'string') continue
        const error = asArray(field(status, 'errors'))[0]
        if (state === 'failed')
          reports.push({ messageId: id, status: 'failed', error: `${field(error, 'code')} ${field(error, 'title')}` })
        else if (state === 'delivered' || state === 'read')
          reports.push({ messageId: id, status: 'delivered', error: null })
        else if (state === 'sent') reports.push({ messageId: id, status: 'sent', error: null })
      }
  return reports
}

/** Twilio's status callback: `MessageSid`, `MessageStatus` (`delivered`; `failed`/`undelivered` with `ErrorCode`). */
export function twilioReports(params: Record<string, string>): DeliveryReport[] {
  const { MessageSid: messageId, MessageStatus: state, ErrorCode: error } = params
  if (!messageId) return []
  if (state === 'delivered') return [{ messageId, status: 'delivered', error: null }]
  if (state === 'failed' || state === 'undelivered') return [{ messageId, status: 'failed', error: error ?? state }]
  if (state === 'sent') return [{ messageId, status: 'sent', error: null }]
  return []
}

/** MSG91's delivery webhook (v3, JSON): `requestId`, `status` (`1` delivered; `2`, `16`, `17`, `25` failed), `desc`. */
export function msg91Reports(body: unknown): DeliveryReport[] {
  return asArray(Array.isArray(body) ? body : [body]).flatMap((report): DeliveryReport[] => {
    const messageId = field(report, 'requestId')
    const status = String(field(report, 'status'))
    if (typeof messageId !== 'string') return []
    if (status === '1') return [{ messageId, status: 'delivered', error: null }]
    if (['2', '9', '16', '17', '25'].includes(status))
      return [{ messageId, status: 'failed', error: String(field(report, 'desc') ?? status) }]
    return []
  })
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}
