import { parsePhoneNumberFromString } from 'libphonenumber-js'
import type { OtpRecipient } from '../providers/otp/otp-sender.js'

/**
 * One phone, one identity: the canonical form of a phone however it was
 * split between country code and number (`+91`/`9876543210`,
 * `+9`/`19876543210` and `+9198`/`76543210` are one phone), read by
 * libphonenumber-js: the country calling code with `+`, and the national
 * number (no trunk prefix, no spaces). Null when it is not a possible phone.
 * Pure, so configuration, migrations and the sign-in share it.
 *
 * @example
 * canonicalPhone('+9', '19876543210') // { countryCode: '+91', phoneNumber: '9876543210' }
 */
export function canonicalPhone(countryCode: string, phoneNumber: string): OtpRecipient | null {
  const parsed = parsePhoneNumberFromString(`${countryCode.trim()}${phoneNumber.replace(/[\s-]/g, '')}`)
  if (!parsed?.isPossible()) return null
  return { countryCode: `+${parsed.countryCallingCode}`, phoneNumber: parsed.nationalNumber }
}
