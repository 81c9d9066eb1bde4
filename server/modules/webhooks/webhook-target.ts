import dns from 'node:dns'
import net from 'node:net'
import type { FieldError } from '../../../contract/decode.js'
import { serverText } from '../../text/server-text.js'

/**
 * Addresses a production server never posts to (SSRF): loopback, private,
 * link-local, carrier-grade NAT, 'this network', multicast and reserved
 * ranges, for IPv4 and IPv6 (IPv4-mapped IPv6 included).
 */
const PRIVATE = new net.BlockList()
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(address, prefix, 'ipv4')
for (const [address, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  PRIVATE.addSubnet(address, prefix, 'ipv6')

/** Whether a production server refuses to post to `address` (an IP). */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address)
  if (family === 0) return true
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return PRIVATE.check(mapped[1]!, 'ipv4')
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/**
 * What is wrong with an endpoint URL, as field errors at `path`: an http(s)
 * URL without credentials, of at most 2000 characters; in production https
 * only, and not an IP address of a private range nor `localhost`.
 */
export function webhookUrlErrors(raw: string, path: string, production: boolean): FieldError[] {
  const fail = (key: Parameters<typeof serverText>[0]) => [{ path, message: serverText(key) }]
  if (raw.length > 2000) return fail('webhooks.urlTooLong')
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return fail('webhooks.urlInvalid')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return fail('webhooks.urlInvalid')
  if (url.username || url.password) return fail('webhooks.urlCredentials')
  if (!production) return []
  if (url.protocol !== 'https:') return fail('webhooks.urlHttps')
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (host === 'localhost' || host.endsWith('.localhost') || (net.isIP(host) && isPrivateAddress(host)))
    return fail('webhooks.urlPrivate')
  return []
}

/**
 * A `lookup` for `http.request` that refuses private addresses: the check
 * is made on the address actually connected to, so a name that resolves to
 * a private address (or changes to one after the URL was saved) is refused
 * too. Outside production every address is allowed.
 */
export function guardedLookup(production: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0)
      const allowed = production ? addresses.filter((entry) => !isPrivateAddress(entry.address)) : addresses
      if (allowed.length === 0) {
        const refused = Object.assign(new Error(`${hostname} resolves to a private address`), { code: 'EPRIVATE' })
        return callback(refused, '', 0)
      }
      if ((options as { all?: boolean }).all) return (callback as any)(null, allowed)
      callback(null, allowed[0]!.address, allowed[0]!.family)
    })
  }
}
