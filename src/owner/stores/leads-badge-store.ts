import { makeAutoObservable, runInAction } from 'mobx'
import { OWNER_LEADS_PATH, LeadsResponse } from '../../../contract/owner-inbox'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'

/**
 * The Leads tab's badge: how many contact-form leads are not handled yet
 * (`LeadsResponse.open`), asked again whenever a lead arrives or changes.
 * The leads themselves are the Leads view's (src/owner/leads).
 */
export class LeadsBadgeStore {
  open = 0
  private generation = 0

  constructor(private readonly api: OwnerHttpClient) {
    makeAutoObservable<LeadsBadgeStore, 'api' | 'generation'>(this, { api: false, generation: false })
  }

  async load(): Promise<void> {
    const generation = ++this.generation
    try {
      const answer = await this.api.get(OWNER_LEADS_PATH, LeadsResponse, { status: 'open' })
      if (generation === this.generation) runInAction(() => (this.open = answer.open))
    } catch {
      // The badge keeps its last count; the next lead event asks again.
    }
  }

  reset(): void {
    this.generation += 1
    this.open = 0
  }
}
