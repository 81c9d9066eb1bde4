import { runInAction } from 'mobx'
import {
  OWNER_CHECKLIST_DISMISS_PATH,
  OWNER_SHARE_PATH,
  OWNER_SHARE_USED_PATH,
  OwnerShareResponse,
  type ChecklistStep,
  type ShareChannel,
} from '../../../contract/owner-share'
import { productFeedUrl } from '../../../contract/storefront-files'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { Loadable } from '../../client/store/loadable'
import { Submission } from '../../client/store/submission'
import { failureIn, type Failure } from '../panel-kit/errors'
import { browserClipboard, LinkCopy, type WriteClipboard } from '../panel-kit/link-copy'
import { makeObservableExcept } from '../../client/store/observable-store'

export type { WriteClipboard }

/**
 * The share kit and the onboarding checklist: the site's link and its
 * steps as the server computes them from the site's data. Copying the
 * link, taking the QR code or opening WhatsApp records that the owner
 * shared the site (the checklist's last step); the answer refreshes the
 * checklist.
 */
export class ShareStore {
  /** The share kit's request (the kernel's `Loadable`; a reload keeps what is shown, even when it fails). */
  readonly request = new Loadable()
  /** 'Hide the checklist'. */
  readonly dismissal = new Submission()
  share: OwnerShareResponse | null = null
  /** 'Copy link' (the panel kit's `LinkCopy`). */
  readonly linkCopy: LinkCopy
  /** 'Copy feed address'. */
  readonly feedCopy: LinkCopy
  /** The checklist had a step open since the app started: it stays, all ticked, when the last one is done. */
  checklistWasOpen = false

  constructor(
    private readonly api: OwnerHttpClient,
    writeClipboard: WriteClipboard = browserClipboard,
  ) {
    this.linkCopy = new LinkCopy(writeClipboard)
    this.feedCopy = new LinkCopy(writeClipboard)
    makeObservableExcept<ShareStore, 'api'>(this, ['api', 'linkCopy', 'feedCopy', 'request', 'dismissal'])
  }

  load(): Promise<boolean> {
    return this.request.run(
      () => this.api.get(OWNER_SHARE_PATH, OwnerShareResponse),
      (share) => {
        this.share = share
        if (this.openSteps.length > 0) this.checklistWasOpen = true
      },
      { quiet: true },
    )
  }

  /** What failed last: hiding the checklist, else the read. */
  get failure(): Failure | null {
    return failureIn(this.dismissal) ?? failureIn(this.request)
  }

  /** The steps still to do, in order. */
  get openSteps(): ChecklistStep[] {
    return this.share?.checklist.steps.filter((step) => !step.done).map((step) => step.step) ?? []
  }

  /**
   * The checklist is worth showing: loaded, not dismissed, and a step still open, or one was open earlier in this
   * visit (the owner who has just done the last step sees it ticked, not the list vanishing).
   */
  get showsChecklist(): boolean {
    return (
      this.share !== null && !this.share.checklist.dismissed && (this.openSteps.length > 0 || this.checklistWasOpen)
    )
  }

  /** The product feed's address, on the site's link (its custom domain when one is connected). */
  get feedUrl(): string | null {
    return this.share ? productFeedUrl(this.share.link) : null
  }

  /** Copies the product feed's address, for the owner to paste into Merchant Center or Commerce Manager. */
  async copyFeed(): Promise<void> {
    const url = this.feedUrl
    if (url) await this.feedCopy.copy(url)
  }

  /** The outcome of the last 'Copy link'. */
  get copy(): LinkCopy['outcome'] {
    return this.linkCopy.outcome
  }

  async copyLink(): Promise<void> {
    const link = this.share?.link
    if (link && (await this.linkCopy.copy(link))) await this.shared('link')
  }

  /** Records a share (QR code taken, WhatsApp opened, link copied); a failure here changes nothing the owner sees. */
  async shared(via: ShareChannel): Promise<void> {
    try {
      const share = await this.api.post(OWNER_SHARE_USED_PATH, { via }, OwnerShareResponse)
      runInAction(() => (this.share = share))
    } catch {
      // The share itself happened; the checklist ticks on the next one or the next load.
    }
  }

  dismiss(): Promise<boolean> {
    return this.dismissal.submit(
      () => this.api.post(OWNER_CHECKLIST_DISMISS_PATH, {}, OwnerShareResponse),
      (share) => (this.share = share),
    )
  }
}
