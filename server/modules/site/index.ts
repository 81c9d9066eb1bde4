/**
 * The site module's public face: sites and their hosts.
 * Other modules import this folder only through this file.
 */
export { normaliseHost } from './host.js'
export { SiteRepository, type Site } from './site-repository.js'
export type { SiteDomainTables } from './site-domains.js'
export { subdomainUrl } from './site-url.js'
