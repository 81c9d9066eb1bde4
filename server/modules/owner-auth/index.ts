/**
 * The owner-auth module's public face: the owner sign-in calls.
 * Other modules import this folder only through this file.
 */
export { default as ownerAuthRoutes } from './routes.js'
export { HandoverTokens } from './handover-tokens.js'
export { addSiteOwner, type SiteOwner } from './site-owners.js'
export { isNotCrossOrigin, isSameOrigin } from './same-origin.js'
export { default as ownerTeamRoutes } from './team-routes.js'
