import * as t from 'io-ts'
import { answer, nullable } from './codec'
import { CountryCode, PhoneNumber } from './auth'
import { OwnerSessionResponse } from './owner-auth'
import { Text } from './text'

/**
 * The owners of a site and the sites of an owner: an owner lists, invites
 * (by phone) and removes the site's owners (the last owner cannot remove
 * themselves); a phone that owns several sites switches between them
 * through a one-time hand-over link that signs it in at the other site's
 * `/owner` (a session cookie is never shared across subdomains).
 */
export const OWNER_TEAM_PATH = '/business_website/owner/team'
export const OWNER_TEAM_INVITE_PATH = `${OWNER_TEAM_PATH}/invite`
export const OWNER_TEAM_REMOVE_PATH = `${OWNER_TEAM_PATH}/remove`
/** GET: the sites the signed-in owner's phone owns. */
export const OWNER_SITES_PATH = '/business_website/owner/sites'
/** POST `{ subdomain }`: a hand-over link to that site's `/owner`. */
export const OWNER_SWITCH_SITE_PATH = '/business_website/owner/sites/switch'
/** POST `{ token }` on the new host: spends a hand-over token for a session cookie there. */
export const OWNER_HANDOVER_PATH = '/business_website/owner/auth/handover'
/** The `/owner` URL fragment parameter that carries a hand-over token (a fragment never reaches a server log). */
export const HANDOVER_FRAGMENT = 'handover'
/** A hand-over token works once, within this long of being made (60 s). */
export const HANDOVER_LIFETIME_MS = 60_000

export const TeamOwner = t.type(
  {
    id: Text,
    countryCode: Text,
    phoneNumber: Text,
    name: nullable(Text),
    /** The signed-in owner themselves. */
    you: t.boolean,
    addedAt: Text,
  },
  'TeamOwner',
)
export type TeamOwner = t.TypeOf<typeof TeamOwner>

export const TeamResponse = answer({ owners: t.array(TeamOwner) }, 'TeamResponse')
export type TeamResponse = t.TypeOf<typeof TeamResponse>

export const TeamInviteBody = t.intersection(
  [t.type({ countryCode: CountryCode, phoneNumber: PhoneNumber }), t.partial({ name: Text })],
  'TeamInviteBody',
)
export type TeamInviteBody = t.TypeOf<typeof TeamInviteBody>

export const TeamRemoveBody = t.type({ ownerId: Text }, 'TeamRemoveBody')
export type TeamRemoveBody = t.TypeOf<typeof TeamRemoveBody>

export const OwnedSite = t.type({ subdomain: Text, name: Text, current: t.boolean }, 'OwnedSite')
export type OwnedSite = t.TypeOf<typeof OwnedSite>

export const OwnedSitesResponse = answer({ sites: t.array(OwnedSite) }, 'OwnedSitesResponse')
export type OwnedSitesResponse = t.TypeOf<typeof OwnedSitesResponse>

export const SwitchSiteBody = t.type({ subdomain: Text }, 'SwitchSiteBody')
export type SwitchSiteBody = t.TypeOf<typeof SwitchSiteBody>

/** A one-time link to another site's `/owner` (`…/owner#handover=<token>`). */
export const HandoverLinkResponse = answer({ url: Text }, 'HandoverLinkResponse')
export type HandoverLinkResponse = t.TypeOf<typeof HandoverLinkResponse>

export const HandoverBody = t.type({ token: Text }, 'HandoverBody')
export type HandoverBody = t.TypeOf<typeof HandoverBody>

/** The hand-over's answer: the same as a sign-in's. */
export const HandoverResponse = OwnerSessionResponse
