/**
 * The custom-domain module's public face: the owner's calls and the TLS
 * ask (routes), the resolver the check uses, and a site's verified domain
 * (the share kit's link).
 * Other modules import this folder only through this file.
 */
export { default } from './routes.js'
export { SystemCnameResolver, type CnameResolver } from './cname-resolver.js'
export { verifiedDomain } from './domain-service.js'
