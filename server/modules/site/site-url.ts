import type { FastifyRequest } from 'fastify'

/**
 * The address of a site's subdomain as seen from this request: its protocol
 * and port, `<subdomain>.<siteDomain>` for the host. Behind a proxy on 443
 * the Host has no port, so neither has the address.
 *
 * @example
 * subdomainUrl(request, 'localhost', 'kesar') // 'http://kesar.localhost:8080' for a request to localhost:8080
 */
export function subdomainUrl(request: FastifyRequest, siteDomain: string, subdomain: string): string {
  const port = /:(\d+)$/.exec(request.headers.host ?? '')?.[1]
  return `${request.protocol}://${subdomain}.${siteDomain}${port ? `:${port}` : ''}`
}
