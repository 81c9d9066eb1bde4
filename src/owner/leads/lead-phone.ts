/**
 * The international digits of a lead's phone (the contact form keeps it as
 * typed, beside its dial code): a number typed with `+` or `00` carries its
 * own country code; otherwise the dial code goes first and a trunk `0` is
 * dropped. What `tel:+…` and `https://wa.me/…` take.
 *
 * @example
 * leadPhoneDigits('+91', '98290 12345')      // '919829012345'
 * leadPhoneDigits('+91', '098290-12345')     // '919829012345'
 * leadPhoneDigits('+91', '+44 20 7946 0958') // '442079460958'
 */
export function leadPhoneDigits(countryCode: string, contact: string): string {
  const typed = contact.trim()
  const digits = typed.replace(/\D/g, '')
  if (typed.startsWith('+')) return digits
  if (typed.startsWith('00')) return digits.slice(2)
  return countryCode.replace(/\D/g, '') + digits.replace(/^0+/, '')
}
