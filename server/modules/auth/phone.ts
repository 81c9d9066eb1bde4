import type { FieldError } from '../../../contract/decode.js'
import { DecodeError } from '../../http/errors.js'
import type { OtpRecipient } from '../../providers/otp/index.js'
import { serverText } from './server-text.js'

const COUNTRY_CODE = /^\+\d{1,4}$/
const NATIONAL_NUMBER = /^\d{6,15}$/

/**
 * The phone of a sign-in body in its stored form: country code `+` and 1–4
 * digits, national number of 6–15 digits with the spaces and hyphens people
 * type removed. Throws a 400 naming `body.phoneNumber` / `body.countryCode`.
 *
 * @example
 * normalisePhone({ countryCode: '+91', phoneNumber: '98765 43210' }) // { countryCode: '+91', phoneNumber: '9876543210' }
 */
export function normalisePhone(input: { countryCode: string; phoneNumber: string }, root = 'body'): OtpRecipient {
  const countryCode = input.countryCode.trim()
  const phoneNumber = input.phoneNumber.replace(/[\s-]/g, '')
  const errors: FieldError[] = []
  if (!NATIONAL_NUMBER.test(phoneNumber)) errors.push({ path: `${root}.phoneNumber`, message: serverText('auth.phoneNumberInvalid') })
  if (!COUNTRY_CODE.test(countryCode)) errors.push({ path: `${root}.countryCode`, message: serverText('auth.countryCodeInvalid') })
  if (errors.length > 0) throw new DecodeError(errors)
  return { countryCode, phoneNumber }
}
