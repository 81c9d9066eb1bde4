import type { OwnerApi, OwnerLive } from '../owner-api'

/**
 * PLACEHOLDER so the owner-ui branch typechecks: the Leads view is another
 * engineer's (issue 14 point 4) and replaces this file on merge.
 */
export function LeadsView(_props: { api: OwnerApi; live: OwnerLive }) {
  return null
}
