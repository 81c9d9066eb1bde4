import type { OwnerApi } from '../owner-api'

/**
 * PLACEHOLDER so the owner-ui branch typechecks: the Website view is another
 * engineer's (issue 14 point 5) and replaces this file on merge.
 */
export function WebsiteView(_props: { api: OwnerApi }) {
  return null
}
