import dns from 'node:dns'
import net from 'node:net'

/**
 * Addresses a guarded post never reaches (SSRF; webhooks guard in
 * production, web push always): loopback, private, link-local, carrier-grade
 * NAT, 'this network', multicast and reserved ranges, for IPv4 and IPv6
 * (IPv4-mapped IPv6 included).
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

/** Whether a guarded post refuses `address` (an IP). */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address)
  if (family === 0) return true
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return PRIVATE.check(mapped[1]!, 'ipv4')
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/**
 * A `lookup` for `http.request` that refuses private addresses: the check
 * is made on the address actually connected to, so a name that resolves to
 * a private address (or changes to one after the URL was saved) is refused
 * too. Unguarded (`guard` false) every address is allowed.
 */
export function guardedLookup(guard: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0)
      const allowed = guard ? addresses.filter((entry) => !isPrivateAddress(entry.address)) : addresses
      if (allowed.length === 0) {
        const refused = Object.assign(new Error(`${hostname} resolves to a private address`), { code: 'EPRIVATE' })
        return callback(refused, '', 0)
      }
      if ((options as { all?: boolean }).all) return (callback as any)(null, allowed)
      callback(null, allowed[0]!.address, allowed[0]!.family)
    })
  }
}
