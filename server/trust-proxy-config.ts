import net from 'node:net'
import { ConfigError, readOptional, type Env } from './config-error.js'

/**
 * Which proxies in front of the server are believed (`TRUST_PROXY`): none,
 * the nearest `hops` of them, or those at the listed addresses and CIDR
 * ranges. The client's address is then the right-most `X-Forwarded-For`
 * entry that no trusted proxy wrote: the left part is whatever the client
 * sent, so it is never believed.
 */
export type TrustProxy = false | { hops: number } | { addresses: readonly string[] }

/** Words `proxy-addr` (Fastify's reader of `X-Forwarded-For`) accepts for its ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])
const MAX_HOPS = 10
const ADVICE =
  'the number of proxies in front of the server (1 behind nginx, 2 behind a CDN and nginx) ' +
  'or their addresses (127.0.0.1,10.0.0.0/8)'

/**
 * Reads `TRUST_PROXY`: unset, `false` or `0` trusts nobody; a number counts
 * the proxies in front; a comma-separated list names their addresses or
 * CIDR ranges (or `loopback`, `linklocal`, `uniquelocal`). `true` is
 * refused: it would believe the left-most `X-Forwarded-For` entry, which
 * the client writes, so per-IP limits could be dodged with one header.
 *
 * @example
 * readTrustProxy({ TRUST_PROXY: '1' }) // { hops: 1 }
 * readTrustProxy({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }) // { addresses: ['127.0.0.1', '10.0.0.0/8'] }
 */
export function readTrustProxy(env: Env): TrustProxy {
  const raw = readOptional(env, 'TRUST_PROXY')?.toLowerCase()
  if (raw === undefined || raw === 'false' || raw === '0') return false
  if (raw === 'true') {
    throw new ConfigError(
      `TRUST_PROXY=true would let any client choose its own address with X-Forwarded-For; set ${ADVICE}`,
    )
  }
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw)
    if (hops > MAX_HOPS)
      throw new ConfigError(
        `TRUST_PROXY must be a number of proxies from 0 to ${MAX_HOPS}, or their addresses (got "${raw}")`,
      )
    return { hops }
  }
  const addresses = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const bad = addresses.find((entry) => !isAddressOrRange(entry))
  if (bad !== undefined || addresses.length === 0) {
    throw new ConfigError(`TRUST_PROXY must be ${ADVICE} (bad entry "${bad ?? raw}")`)
  }
  return { addresses }
}

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const version = net.isIP(address)
  if (version === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128)
}

/**
 * Fastify's `trustProxy` for a setting. Fastify 5 ignores a bare hop count
 * when it reads the client's address (it cannot check the nearest peer), so
 * the count is given as a function of the hop: a hop count trusts whoever
 * connects, which is right only when the port is reachable from the proxy
 * alone (docs/operations.md "Behind a proxy").
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false
  if ('hops' in setting) {
    const { hops } = setting
    return (_address, hop) => hop < hops
  }
  return [...setting.addresses]
}
