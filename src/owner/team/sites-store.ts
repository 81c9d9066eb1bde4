import { makeAutoObservable, runInAction } from 'mobx'
import {
  HandoverLinkResponse,
  OWNER_SITES_PATH,
  OWNER_SWITCH_SITE_PATH,
  OwnedSitesResponse,
  type OwnedSite,
} from '../../../contract/owner-team'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { Submission } from '../../client/store/submission'

/**
 * The sites of the signed-in owner's phone, and the switch to one: the
 * server answers a one-time link to its `/owner`, which `navigate` opens.
 * A failed list leaves the switcher out; a failed switch lets the owner pick again.
 */
export class SitesStore {
  sites: OwnedSite[] = []
  /** The switch to another site (a one-time link, then the browser goes there). */
  readonly switching = new Submission()
  private target: string | null = null

  constructor(private readonly deps: { api: OwnerHttpClient; navigate(url: string): void }) {
    makeAutoObservable<SitesStore, 'deps'>(this, { deps: false, switching: false })
  }

  /** The site being switched to (until a failed switch lets the owner pick again). */
  get switchingTo(): string | null {
    return this.switching.failed ? null : this.target
  }

  async load(): Promise<void> {
    try {
      const { sites } = await this.deps.api.get(OWNER_SITES_PATH, OwnedSitesResponse)
      runInAction(() => (this.sites = sites))
    } catch {
      // No list, no switcher: the rest of the app works the same.
    }
  }

  async switchTo(subdomain: string): Promise<void> {
    if (this.sites.find((site) => site.subdomain === subdomain)?.current) return
    this.target = subdomain
    await this.switching.submit(
      () => this.deps.api.post(OWNER_SWITCH_SITE_PATH, { subdomain }, HandoverLinkResponse),
      ({ url }) => this.deps.navigate(url),
    )
  }
}
