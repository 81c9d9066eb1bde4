import { parsePhoneNumberFromString } from 'libphonenumber-js'
import type { OtpRecipient } from '../providers/otp/otp-sender.js'

/**
 * One phone, one identity: the canonical form of a phone however it was
 * split between country code and number (`+91`/`9876543210`,
 * `+9`/`19876543210` and `+9198`/`76543210` are one phone), read by
 * libphonenumber-js: the country calling code with `+`, and the national
 * number (no trunk prefix, no spaces). A number typed with its country code
 * again after the code was chosen (`+91`/`919876543210`) is not a valid
 * phone as it stands; it is then read as libphonenumber reads a national
 * number, which drops the repeated code when what is left is valid. Null
 * when it is not a possible phone. Pure, so configuration, migrations and
 * the sign-in share it.
 *
 * @example
 * canonicalPhone('+9', '19876543210') // { countryCode: '+91', phoneNumber: '9876543210' }
 * canonicalPhone('+91', '91 98765 43210') // { countryCode: '+91', phoneNumber: '9876543210' }
 */
export function canonicalPhone(countryCode: string, phoneNumber: string): OtpRecipient | null {
  const typed = phoneNumber.replace(/[\s-]/g, '')
  const parsed = parsePhoneNumberFromString(`${countryCode.trim()}${typed}`)
  if (!parsed?.isPossible()) return null
  const national = parsed.isValid()
    ? undefined
    : parsePhoneNumberFromString(typed, { defaultCallingCode: parsed.countryCallingCode })
  const phone = national?.isValid() ? national : parsed
  return { countryCode: `+${phone.countryCallingCode}`, phoneNumber: phone.nationalNumber }
}
