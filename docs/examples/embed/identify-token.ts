import { SignJWT } from 'jose'

/**
 * On the host website's server (never in the page): a short-lived identify token for a customer whose phone the
 * website already knows. `secret` is the identify secret from the owner app (Share › Put your chat and shop on
 * another website); `site` is the Vitrine subdomain.
 */
export function identifyToken(phone: string, { secret, site }: { secret: string; site: string }): Promise<string> {
  return new SignJWT({ phone }) // E.164, such as '+919876543210'
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(site)
    .setIssuedAt()
    .setExpirationTime('5m') // at most 10 minutes
    .sign(new TextEncoder().encode(secret))
}
