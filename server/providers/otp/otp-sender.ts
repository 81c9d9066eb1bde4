import type { Language } from '../../../contract/language.js'

/** Where a code is sent, split as the widget sends it (`+91`, `9876543210`). */
export interface OtpRecipient {
  countryCode: string
  phoneNumber: string
}

/** The site a code is for: its subdomain, and the name people know it by. */
export interface OtpSite {
  subdomain: string
  name: string
  /** The reader's language: the message goes in it (English when absent). */
  language?: Language
}

/** How a code reaches a phone; null: it did not (the log, a test number) or the relay does not say. */
export type OtpChannel = 'whatsapp' | 'sms'

/** What a provider accepted: who took it, on which channel, and its id for the delivery callbacks. */
export interface OtpSent {
  /** `whatsapp`, `msg91`, `twilio`, `twilio-verify`, `http`, `log`, `test`. */
  provider: string
  channel: OtpChannel | null
  /** The provider's message id (its status callbacks name it); null when it has none. */
  messageId: string | null
}

/**
 * Delivers a one-time code to a phone. Implementations: `TestNumbersOtp`
 * (fixed codes, sends nothing), `LogOtp` (local runs), `HttpOtp` (a relay
 * behind a URL), `WhatsAppCloudOtp`, `Msg91Otp`, `TwilioOtp`, `TwilioVerifyOtp`.
 *
 * @example
 * const site = { subdomain: 'demo', name: 'Kesar Kitchen' }
 * const sent = await sender.send({ countryCode: '+91', phoneNumber: '9876543210' }, '123456', site)
 */
export interface OtpSender {
  /** Resolves once the provider accepted the code; rejects with `OtpDeliveryError` otherwise. */
  send(to: OtpRecipient, code: string, site: OtpSite): Promise<OtpSent>
  /**
   * For a provider that makes and checks its own codes (Twilio Verify): whether `code` is the one it sent to the
   * number. Absent: the code sent is ours, checked against its stored hash.
   */
  check?(to: OtpRecipient, code: string): Promise<boolean>
}

/**
 * The provider did not take the code (network failure, timeout, an error answer). `unreachable`: the provider said
 * this number cannot get it on this channel (not on WhatsApp, unknown number), so another channel may.
 */
export class OtpDeliveryError extends Error {
  override name = 'OtpDeliveryError'
  readonly unreachable: boolean

  constructor(message: string, options: { cause?: unknown; unreachable?: boolean } = {}) {
    super(message, { cause: options.cause })
    this.unreachable = options.unreachable ?? false
  }
}

/** `+919876543210`: the key of `OTP_TEST_NUMBERS` and what gateways expect. */
export function fullNumber(to: OtpRecipient): string {
  return `${to.countryCode}${to.phoneNumber}`
}

/** `919876543210`: the number as WhatsApp and MSG91 take it (no plus). */
export function digitsOnly(to: OtpRecipient): string {
  return fullNumber(to).replace(/\D/g, '')
}
