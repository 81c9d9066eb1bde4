/** What a request's host name points at: a site by subdomain, or a custom domain to look up. */
export type HostTarget = { subdomain: string } | { customDomain: string }

const LOOPBACK = new Set(['127.0.0.1', '[::1]', '::1'])

/**
 * Maps a Host header to a site (page loader, tenancy):
 * `<sub>.<siteDomain>` is that subdomain; the bare `siteDomain` (with or
 * without `www.`, and loopback addresses outside production) is `defaultSite`;
 * any other host is a custom domain.
 *
 * @example
 * hostTarget('demo.localhost:8080', { siteDomain: 'localhost', defaultSite: 'demo' }) // { subdomain: 'demo' }
 */
export function hostTarget(
  host: string,
  options: { siteDomain: string; defaultSite: string; production?: boolean },
): HostTarget | null {
  const name = normaliseHost(host)
  if (name === '') return null
  if (name === options.siteDomain || (!options.production && LOOPBACK.has(name))) {
    return { subdomain: options.defaultSite }
  }
  const suffix = `.${options.siteDomain}`
  if (name.endsWith(suffix)) {
    const sub = name.slice(0, -suffix.length)
    if (/^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/.test(sub)) return { subdomain: sub }
    return null
  }
  return { customDomain: name }
}

/** Lower-cases a host, drops the port, a trailing dot and a leading `www.`. */
export function normaliseHost(host: string): string {
  let name = host.trim().toLowerCase()
  if (name.startsWith('[')) {
    const end = name.indexOf(']')
    name = end === -1 ? name : name.slice(0, end + 1)
  } else {
    name = name.replace(/:\d+$/, '')
  }
  return name.replace(/\.$/, '').replace(/^www\./, '')
}
