import type { FastifyInstance } from 'fastify'
import {
  HANDOVER_FRAGMENT,
  OWNER_SITES_PATH,
  OWNER_SWITCH_SITE_PATH,
  OWNER_TEAM_INVITE_PATH,
  OWNER_TEAM_PATH,
  OWNER_TEAM_REMOVE_PATH,
  SwitchSiteBody,
  TeamInviteBody,
  TeamRemoveBody,
  type HandoverLinkResponse,
  type OwnedSitesResponse,
  type TeamResponse,
} from '../../../contract/owner-team.js'
import { HttpError } from '../../http/errors.js'
import { ownerPost, route } from '../../http/route.js'
import type { RequestOwner } from '../../identity/owner.js'
import { serverText } from '../../text/server-text.js'
import { normalisePhone, siteName } from '../auth/index.js'
import { subdomainUrl } from '../site/index.js'
import { OwnerTeam } from './owner-team.js'

/**
 * The site's owners and the owner's sites (contract/owner-team.ts). Listing,
 * inviting and removing take the owner session or the owner key (automation
 * keeps working); the site switcher needs a person, so the session only.
 */
export default async function ownerTeamRoutes(app: FastifyInstance) {
  const team = new OwnerTeam(app.db)
  const person = (owner: RequestOwner | null): RequestOwner => {
    if (!owner) throw new HttpError(401, serverText('team.signInRequired'), 'NO_TOKEN')
    return owner
  }

  const list = async (siteId: string, owner: RequestOwner | null): Promise<TeamResponse> => ({
    message: 'success',
    owners: (await team.owners(siteId)).map((row) => ({
      id: row.id,
      countryCode: row.countryCode,
      phoneNumber: row.phoneNumber,
      name: row.name,
      you: row.id === owner?.id,
      addedAt: row.createdAt.toISOString(),
    })),
  })

  route(app, { method: 'GET', url: OWNER_TEAM_PATH, auth: 'owner' }, ({ ownerSite, owner }) =>
    list(ownerSite.id, owner),
  )

  ownerPost(app, OWNER_TEAM_INVITE_PATH, TeamInviteBody, async ({ body, ownerSite, owner }) => {
    const added = await team.invite(ownerSite.id, normalisePhone(body), body.name?.trim() || null)
    if (!added) throw new HttpError(409, serverText('team.alreadyOwner'), 'ALREADY_OWNER')
    return list(ownerSite.id, owner)
  })

  ownerPost(app, OWNER_TEAM_REMOVE_PATH, TeamRemoveBody, async ({ body, ownerSite, owner }) => {
    const removed = await team.remove(ownerSite.id, body.ownerId)
    if (removed === 'notFound') throw new HttpError(404, serverText('team.notFound'), 'NOT_FOUND')
    if (removed === 'lastOwner') throw new HttpError(409, serverText('team.lastOwner'), 'LAST_OWNER')
    for (const sessionId of removed.sessionIds) app.realtime.endOwnerSession(sessionId)
    return list(ownerSite.id, owner)
  })

  route(
    app,
    { method: 'GET', url: OWNER_SITES_PATH, auth: 'owner' },
    async ({ ownerSite, owner }): Promise<OwnedSitesResponse> => {
      const sites = await team.sitesOf(person(owner))
      return {
        message: 'success',
        sites: sites.map((site) => ({
          subdomain: site.subdomain,
          name: siteName(site),
          current: site.id === ownerSite.id,
        })),
      }
    },
  )

  ownerPost(
    app,
    OWNER_SWITCH_SITE_PATH,
    SwitchSiteBody,
    async ({ body, owner, request }): Promise<HandoverLinkResponse> => {
      const target = await app.tenancy.sites.bySubdomain(body.subdomain)
      const there = target && (await app.ownerAuth.owners.byPhone(target.id, person(owner)))
      if (!target || !there) throw new HttpError(403, serverText('team.notASite'), 'FORBIDDEN')
      const token = await app.ownerAuth.handovers.issue(there, target)
      const siteUrl = subdomainUrl(request, app.config.siteDomain, target.subdomain)
      return { message: 'success', url: `${siteUrl}/owner#${HANDOVER_FRAGMENT}=${token}` }
    },
  )
}
