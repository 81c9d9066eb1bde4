import { makeAutoObservable, runInAction } from 'mobx'
import { OWNER_PREVIEW_LINK_PATH, PreviewLinkResponse } from '../../../contract/owner'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { failureOf, type Failure } from '../panel-kit/errors'

/** A browser tab opened at the click (so no popup blocker stops it), sent to the preview once its link is here. */
export interface PendingTab {
  location: { href: string }
  close(): void
}

/**
 * The draft's preview: a signed link for the preview beside the form (`url`), and 'Preview' in a tab of its own.
 */
export class PreviewLink {
  /** A signed link to the draft's preview, for the preview beside the form. */
  url: string | null = null
  /** A preview link whose tab the browser did not open (a blocked popup): offered as a link to click. */
  blocked: string | null = null
  failure: Failure | null = null

  constructor(private readonly api: OwnerHttpClient) {
    makeAutoObservable<PreviewLink, 'api'>(this, { api: false })
  }

  async load(): Promise<void> {
    try {
      const url = await this.link()
      runInAction(() => (this.url = url))
    } catch (error) {
      runInAction(() => (this.failure = failureOf(error)))
    }
  }

  /**
   * Sends `tab` (opened blank at the click) to a fresh preview link, or
   * closes it and says why. Without a tab (a blocked popup) the link is
   * offered to click instead (`blocked`).
   */
  async open(tab: PendingTab | null): Promise<void> {
    this.failure = null
    this.blocked = null
    try {
      const url = await this.link()
      if (tab) tab.location.href = url
      else runInAction(() => (this.blocked = url))
    } catch (error) {
      tab?.close()
      runInAction(() => (this.failure = failureOf(error)))
    }
  }

  private async link(): Promise<string> {
    return (await this.api.post(OWNER_PREVIEW_LINK_PATH, { customRoute: '/' }, PreviewLinkResponse)).url
  }
}
