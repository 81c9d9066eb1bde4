import * as t from 'io-ts'
import { answer, nullable } from './codec'
import { Text } from './text'

/**
 * The owner's custom domain (owner session cookie or owner key; the site is
 * the caller's). `GET OWNER_DOMAIN_PATH` reads it, `POST` there sets it
 * (pending until checked), `POST …/check` looks its CNAME up and verifies
 * it, `POST …/remove` removes it. Every call answers `CustomDomainResponse`.
 */
export const OWNER_DOMAIN_PATH = '/business_website/owner/domain'
export const OWNER_DOMAIN_CHECK_PATH = '/business_website/owner/domain/check'
export const OWNER_DOMAIN_REMOVE_PATH = '/business_website/owner/domain/remove'

/**
 * Caddy's on-demand TLS asks here before it gets a certificate for a host
 * (`?domain=shop.example.com`): 200 for a verified custom domain or an
 * existing site's subdomain, 404 otherwise (docs/operations.md).
 */
export const TLS_ASK_PATH = '/.well-known/vitrine/tls-ask'

/** Why a domain is refused by the codec: said once. */
export const HOSTNAME_MESSAGE = 'must be a domain name such as shop.example.com'

/**
 * A host name as a person types it, trimmed and lower-cased, without a
 * trailing dot: two labels or more of a–z, 0–9 and inner hyphens (1–63
 * each, 253 in all), the last a name of two characters or more (no IP addresses).
 *
 * @example
 * isHostname('shop.example.com') // true
 * isHostname('192.168.1.1')      // false
 */
export function isHostname(value: string): boolean {
  if (value.length > 253) return false
  const labels = value.split('.')
  if (labels.length < 2) return false
  if (!labels.every((label) => /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(label))) return false
  // A top-level domain is a name of two characters or more (none is a number, so an IP address is refused).
  return /^[a-z][a-z0-9-]*[a-z0-9]$/.test(labels[labels.length - 1]!)
}

/** The typed domain as it is kept: trimmed, lower-case, no trailing dot. */
export function tidyHostname(value: string): string {
  return value.trim().toLowerCase().replace(/\.$/, '')
}

/** A domain name, decoded tidied (`' Shop.Example.com. '` → `'shop.example.com'`); anything else fails. */
export const Hostname = new t.Type<string, string, unknown>(
  'Hostname',
  (value): value is string => typeof value === 'string' && isHostname(value),
  (input, context) => {
    if (typeof input !== 'string') return t.failure(input, context, HOSTNAME_MESSAGE)
    const tidy = tidyHostname(input)
    return isHostname(tidy) ? t.success(tidy) : t.failure(input, context, HOSTNAME_MESSAGE)
  },
  t.identity,
)

/** Body of setting the domain. @example { domain: 'shop.kesarkitchen.in' } */
export const CustomDomainBody = t.type({ domain: Hostname }, 'CustomDomainBody')
export type CustomDomainBody = t.TypeOf<typeof CustomDomainBody>

/** Query of the TLS ask. @example { domain: 'shop.kesarkitchen.in' } */
export const TlsAskQuery = t.type({ domain: Text }, 'TlsAskQuery')
export type TlsAskQuery = t.TypeOf<typeof TlsAskQuery>

/** The DNS record the owner adds at their domain's registrar. */
export const DnsRecord = t.type({ type: t.literal('CNAME'), name: Text, value: Text }, 'DnsRecord')
export type DnsRecord = t.TypeOf<typeof DnsRecord>

/**
 * The site's custom domain: what to add at the registrar, whether it is
 * verified, and what the last check found (`found`: the CNAME targets seen,
 * empty when there was none).
 */
export const CustomDomain = t.type(
  {
    domain: Text,
    status: t.keyof({ pending: null, verified: null }),
    record: DnsRecord,
    checkedAt: nullable(Text),
    found: t.array(Text),
  },
  'CustomDomain',
)
export type CustomDomain = t.TypeOf<typeof CustomDomain>

/**
 * Answer of every domain call; `domain` null when the site has none.
 *
 * @example
 * { message: 'success', domain: { domain: 'shop.kesarkitchen.in', status: 'pending',
 *   record: { type: 'CNAME', name: 'shop.kesarkitchen.in', value: 'vitrine.example' }, checkedAt: null, found: [] } }
 */
export const CustomDomainResponse = answer({ domain: nullable(CustomDomain) }, 'CustomDomainResponse')
export type CustomDomainResponse = t.TypeOf<typeof CustomDomainResponse>
