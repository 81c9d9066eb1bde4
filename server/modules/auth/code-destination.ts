// The full metadata ('max'): only it knows a number's type (mobile, premium rate, ...). Server-side only; the widget
// keeps the small default metadata.
import type { NumberType } from 'libphonenumber-js/max'
import { requiredOnFirstUse } from '../../lib/on-first-use.js'
import { fullNumber, type OtpRecipient } from '../../providers/otp/index.js'

/** Loaded by the first code sent (its metadata is several times the default's). */
const metadata = requiredOnFirstUse<typeof import('libphonenumber-js/max')>('libphonenumber-js/max')

/**
 * Why a one-time code may not go to a number: a premium-rate or shared-cost number (it costs whoever sends to it,
 * whatever the country), a country the deployment does not serve, or a number that cannot receive a text message
 * (a landline, toll-free, voicemail, pager, personal or VoIP forwarding number, or no number at all in the full
 * metadata).
 */
export type CodeDestinationRefusal = 'premiumNumber' | 'countryNotAllowed' | 'notMobile'

/** Types that receive a text message; US and Canadian numbers do not say which of the two they are. */
const TEXTABLE: ReadonlySet<NumberType> = new Set<NumberType>(['MOBILE', 'FIXED_LINE_OR_MOBILE'])
const PREMIUM: ReadonlySet<NumberType> = new Set<NumberType>(['PREMIUM_RATE', 'SHARED_COST'])

/**
 * The refusal of a code to `to`, or null when a code may go there. The premium check comes first, so its reason is
 * given in every country.
 *
 * @example
 * codeDestinationRefusal({ countryCode: '+44', phoneNumber: '9091234567' }, new Set(['IN'])) // 'premiumNumber'
 * codeDestinationRefusal({ countryCode: '+960', phoneNumber: '7771234' }, new Set(['IN'])) // 'countryNotAllowed'
 * codeDestinationRefusal({ countryCode: '+91', phoneNumber: '9876543210' }, new Set(['IN'])) // null
 */
export function codeDestinationRefusal(
  to: OtpRecipient,
  allowedCountries: ReadonlySet<string>,
): CodeDestinationRefusal | null {
  const phone = metadata().parsePhoneNumberFromString(fullNumber(to))
  const type = phone?.getType()
  if (type && PREMIUM.has(type)) return 'premiumNumber'
  // A number the metadata cannot place (+882, +881: no country; an invalid one) counts as every country of its
  // calling code, which for non-geographic codes is none.
  const countries = phone?.country ? [phone.country] : countriesOf(to.countryCode)
  if (!countries.some((country) => allowedCountries.has(country))) return 'countryNotAllowed'
  if (!type || !TEXTABLE.has(type)) return 'notMobile'
  return null
}

function countriesOf(countryCode: string): string[] {
  const callingCode = countryCode.replace('+', '')
  const { getCountries, getCountryCallingCode } = metadata()
  return getCountries().filter((country) => getCountryCallingCode(country) === callingCode)
}
