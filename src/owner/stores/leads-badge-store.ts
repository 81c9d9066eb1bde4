import { makeAutoObservable } from 'mobx'
import { OWNER_LEADS_PATH, LeadsResponse } from '../../../contract/owner-inbox'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { Loadable } from '../../client/store/loadable'

/**
 * The Leads tab's badge: how many contact-form leads are not handled yet
 * (`LeadsResponse.open`), asked again whenever a lead arrives or changes.
 * A failed ask keeps the last count; the next lead event asks again. The
 * leads themselves are the Leads view's (src/owner/leads).
 */
export class LeadsBadgeStore {
  open = 0
  private readonly request = new Loadable()

  constructor(private readonly api: OwnerHttpClient) {
    makeAutoObservable<LeadsBadgeStore, 'api' | 'request'>(this, { api: false, request: false })
  }

  async load(): Promise<void> {
    await this.request.run(
      () => this.api.get(OWNER_LEADS_PATH, LeadsResponse, { status: 'open' }),
      (answer) => (this.open = answer.open),
    )
  }

  reset(): void {
    this.request.reset()
    this.open = 0
  }
}
