/**
 * The public link of a site: its verified custom domain, else its
 * subdomain of `SITE_DOMAIN`, with the protocol the owner's request came in
 * with (behind a trusted proxy, the one it forwarded) and the port of the
 * host it named, so the link works in development (`http://demo.localhost:8080`)
 * and in production (`https://demo.vitrine.example`) alike.
 *
 * @example
 * siteLink({ protocol: 'https', requestHost: 'demo.vitrine.example', subdomain: 'demo',
 *   siteDomain: 'vitrine.example', customDomain: null }) // 'https://demo.vitrine.example'
 */
export function siteLink(options: {
  protocol: string
  requestHost: string | undefined
  subdomain: string
  siteDomain: string
  customDomain: string | null
}): string {
  const host = options.customDomain ?? `${options.subdomain}.${options.siteDomain}`
  const port = /:(\d+)$/.exec(options.requestHost ?? '')?.[1]
  const defaultPort = options.protocol === 'https' ? '443' : '80'
  return `${options.protocol}://${host}${port && port !== defaultPort && !options.customDomain ? `:${port}` : ''}`
}
