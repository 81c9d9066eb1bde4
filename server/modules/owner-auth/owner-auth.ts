import type { RequestOwner } from '../../identity/owner.js'
import type { Site } from '../site/index.js'
import type { HandoverTokens } from './handover-tokens.js'
import type { OwnerSessions } from './owner-sessions.js'
import type { SiteOwnerRepository } from './site-owners.js'

/**
 * `app.ownerAuth`, decorated by the `owner-auth` plugin: the owners of each
 * site and their sessions. Declared here so modules (the sign-in routes)
 * depend on this interface, not on the plugin.
 *
 * @example
 * const { site, owner } = await app.ownerAuth.authenticate(ownerCookieOf(request.cookies), request.headers.host)
 */
export interface OwnerAuth {
  owners: SiteOwnerRepository
  sessions: OwnerSessions
  /** One-time links into a site's `/owner` from another host (after sign-up, switching sites). */
  handovers: HandoverTokens
  /**
   * The owner a session token signs in for the Host's site: 404 NOT_FOUND for
   * an unknown host; 401 NO_TOKEN / TOKEN_INVALID / TOKEN_EXPIRED otherwise
   * (a session of another site is TOKEN_INVALID).
   */
  authenticate(token: string | undefined, host: string | undefined): Promise<{ site: Site; owner: RequestOwner }>
}
