import { ConfigError } from './config-error.js'
import { canonicalPhone } from './identity/phone.js'
import type { OtpRecipient } from './providers/otp/otp-sender.js'

/** One owner named by `OWNER_PHONES`: a phone (canonical form) that may sign in at `/owner` of that site. */
export interface ConfiguredOwner {
  subdomain: string
  phone: OtpRecipient
}

const SUBDOMAIN = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/
const PHONE = /^\+\d{6,18}$/

/**
 * Reads `OWNER_PHONES` (`demo:+919999988888,shop:+919812345678`): who an
 * operator makes an owner of each site, added to `site_owners` at start (a
 * site may have several: repeat it). Phones are read like customers' into
 * their canonical form. Throws a `ConfigError` naming the bad entry.
 *
 * @example
 * readOwnerPhones('demo:+91 99999 88888')
 * // [{ subdomain: 'demo', phone: { countryCode: '+91', phoneNumber: '9999988888' } }]
 */
export function readOwnerPhones(raw: string | undefined): ConfiguredOwner[] {
  const owners: ConfiguredOwner[] = []
  for (const entry of (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const colon = entry.indexOf(':')
    const subdomain = entry.slice(0, colon).trim().toLowerCase()
    const typed = entry.slice(colon + 1).replace(/[\s-]/g, '')
    const phone = colon > 0 && SUBDOMAIN.test(subdomain) && PHONE.test(typed) ? canonicalPhone('', typed) : null
    if (!phone) {
      throw new ConfigError(
        'OWNER_PHONES must be a list like demo:+919999988888,shop:+919812345678 ' +
          `(a subdomain, a colon and a phone with its country code; bad entry "${entry}")`,
      )
    }
    owners.push({ subdomain, phone })
  }
  return owners
}
