import type { Language } from '../../../contract/language.js'

/** Where a code goes, split as the widget sends it (`+91`, `9876543210`). */
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

/**
 * Delivers a one-time code to a phone. Implementations: `TestNumbersOtp`
 * (fixed codes, sends nothing), `LogOtp` (local runs), `HttpOtp` (an SMS or
 * WhatsApp gateway behind a URL).
 *
 * @example
 * const site = { subdomain: 'demo', name: 'Kesar Kitchen' }
 * await sender.send({ countryCode: '+91', phoneNumber: '9876543210' }, '123456', site)
 */
export interface OtpSender {
  /** Resolves once the provider accepted the code; rejects with `OtpDeliveryError` otherwise. */
  send(to: OtpRecipient, code: string, site: OtpSite): Promise<void>
}

/** The provider did not take the code (network failure, timeout, non-2xx answer). */
export class OtpDeliveryError extends Error {
  override name = 'OtpDeliveryError'
}

/** `+919876543210`: the key of `OTP_TEST_NUMBERS` and what gateways expect. */
export function fullNumber(to: OtpRecipient): string {
  return `${to.countryCode}${to.phoneNumber}`
}
