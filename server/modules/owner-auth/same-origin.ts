import type { IncomingHttpHeaders } from 'node:http'

/**
 * Whether a request comes from a page of its own host, for calls that a
 * cookie authenticates (CSRF): the `Origin` header's host must be the
 * request's `Host`; a browser that sends no Origin (a same-origin GET, such
 * as socket.io's first polling request) must say `Sec-Fetch-Site:
 * same-origin`. SameSite=Strict keeps other sites' pages out already; this
 * also keeps out other origins of the same site (`shop.<domain>` posting to
 * `demo.<domain>`). Only hosts are compared: a proxy may end TLS.
 *
 * @example
 * isSameOrigin({ host: 'demo.localhost:8080', origin: 'http://demo.localhost:8080' }) // true
 * isSameOrigin({ host: 'demo.localhost:8080', origin: 'http://shop.localhost:8080' }) // false
 */
export function isSameOrigin(headers: IncomingHttpHeaders): boolean {
  const host = headers.host?.trim().toLowerCase()
  if (!host) return false
  const origin = headers.origin
  if (origin === undefined) return headers['sec-fetch-site'] === 'same-origin'
  return originHost(origin) === host
}

/**
 * Whether a request that needs no cookie (sign-in) is not plainly from
 * another origin: a foreign `Origin`, or `Sec-Fetch-Site` of another site
 * or origin, is refused; a client that sends neither (curl, automation) is let through.
 */
export function isNotCrossOrigin(headers: IncomingHttpHeaders): boolean {
  if (headers.origin !== undefined) return isSameOrigin(headers)
  const fetchSite = headers['sec-fetch-site']
  return fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none'
}

function originHost(origin: string): string | null {
  try {
    const url = new URL(origin)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : null
  } catch {
    return null
  }
}
