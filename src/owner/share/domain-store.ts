import {
  CustomDomainResponse,
  OWNER_DOMAIN_CHECK_PATH,
  OWNER_DOMAIN_PATH,
  OWNER_DOMAIN_REMOVE_PATH,
} from '../../../contract/custom-domain'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { ShareSetting } from './share-setting'

export type DomainAction = 'save' | 'check' | 'remove'

/**
 * The site's custom domain: the owner types it and saves it, adds the DNS
 * record the answer names, and presses Check; the server verifies it.
 */
export type DomainStore = ShareSetting<CustomDomainResponse, DomainAction>

export function domainSetting(api: OwnerHttpClient): DomainStore {
  return new ShareSetting(api, {
    path: OWNER_DOMAIN_PATH,
    codec: CustomDomainResponse,
    inputOf: (answer) => answer.domain?.domain ?? '',
    field: 'body.domain',
    actions: {
      save: { path: OWNER_DOMAIN_PATH, body: (domain) => ({ domain }) },
      check: { path: OWNER_DOMAIN_CHECK_PATH, body: () => ({}) },
      remove: { path: OWNER_DOMAIN_REMOVE_PATH, body: () => ({}) },
    },
  })
}
