import type { FieldError } from '../../../contract/decode.js'
import { DecodeError } from '../../http/errors.js'
import { canonicalPhone } from '../../identity/phone.js'
import type { OtpRecipient } from '../../providers/otp/index.js'
import { serverText } from '../../text/server-text.js'

const COUNTRY_CODE = /^\+\d{1,4}$/
const TYPED_NUMBER = /^\d{6,15}$/

/**
 * The phone of a sign-in body in its canonical stored form (`canonicalPhone`),
 * which decides identity and rate limits everywhere. Throws a 400 naming
 * `body.phoneNumber` / `body.countryCode`.
 *
 * @example
 * normalisePhone({ countryCode: '+91', phoneNumber: '98765 43210' })
 * // { countryCode: '+91', phoneNumber: '9876543210' }
 */
export function normalisePhone(input: { countryCode: string; phoneNumber: string }, root = 'body'): OtpRecipient {
  const countryCode = input.countryCode.trim()
  const typed = input.phoneNumber.replace(/[\s-]/g, '')
  const errors: FieldError[] = []
  const countryValid = COUNTRY_CODE.test(countryCode)
  const canonical = countryValid && TYPED_NUMBER.test(typed) ? canonicalPhone(countryCode, typed) : null
  // The number is wrong on its own (digits, length), or as a phone of that country code.
  if (!TYPED_NUMBER.test(typed) || (countryValid && !canonical))
    errors.push({ path: `${root}.phoneNumber`, message: serverText('auth.phoneNumberInvalid') })
  if (!countryValid) errors.push({ path: `${root}.countryCode`, message: serverText('auth.countryCodeInvalid') })
  if (errors.length > 0 || !canonical) throw new DecodeError(errors)
  return canonical
}
