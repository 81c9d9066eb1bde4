import { makeAutoObservable, runInAction } from 'mobx'
import {
  LeadHandledResponse,
  LeadsResponse,
  OWNER_LEAD_HANDLED_PATH,
  OWNER_LEADS_PATH,
  type Lead,
  type LeadsFilter,
} from '../../../contract/owner-inbox'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { PagedList } from '../../client/store/paged-list'
import type { OwnerLive } from '../owner-live'
import { failureIn, failureOf, type Failure } from '../panel-kit/errors'
import { shownStatus } from '../panel-kit/shown-status'

const isHandled = (lead: Lead) => lead.handledAt !== null

/**
 * Contact-form leads in the owner app: the list of one filter (open,
 * handled, all) newest first, a page at a time; 'Mark handled' / 'Reopen';
 * `owner-lead` events add new leads and update known ones live. `open` is
 * the number of open leads (the Leads tab's badge): the server's count,
 * kept up to date by every change this panel sees.
 */
export class LeadsStore {
  filter: LeadsFilter = 'open'
  /** Open leads of the site, or null before the first answer. */
  open: number | null = null
  /** Leads being marked handled or reopened. */
  readonly work = new Set<string>()
  /** Lead `_id` → why marking it failed. */
  readonly failures = new Map<string, Failure>()
  /** The last change this panel made, for the status line ('Marked handled: Asha'). */
  lastChange: { name: string; handled: boolean } | null = null
  /** The leads of the current filter, a page at a time (the kernel's paged list). */
  readonly list: PagedList<Lead, LeadsResponse>
  /** Whether each lead seen (any filter) was handled: how a change moves the open count. */
  private readonly seen = new Map<string, boolean>()

  constructor(
    private readonly api: OwnerHttpClient,
    private readonly live: OwnerLive,
  ) {
    this.list = new PagedList({
      fetch: (before) =>
        this.api.get(OWNER_LEADS_PATH, LeadsResponse, { status: this.filter, before: before ?? undefined }),
      page: (answer) => ({
        items: answer.leads,
        hasMore: answer.hasMore && answer.leads.length > 0,
        next: answer.nextBefore,
      }),
      id: (lead) => lead._id,
      took: (answer) => {
        for (const lead of answer.leads) this.seen.set(lead._id, isHandled(lead))
        this.open = answer.open
      },
    })
    makeAutoObservable<LeadsStore, 'api' | 'live' | 'seen'>(this, { api: false, live: false, seen: false, list: false })
  }

  connect(): () => void {
    const off = [
      this.live.on('lead', (event) => this.changed(event.lead)),
      this.live.on('reconnected', () => void this.list.reload()),
    ]
    return () => off.forEach((unsubscribe) => unsubscribe())
  }

  /** The leads of the current filter held now, by `_id`. */
  get leads(): ReadonlyMap<string, Lead> {
    return this.list.byId
  }

  get status() {
    return shownStatus(this.list.first)
  }

  get failure(): Failure | null {
    return failureIn(this.list.first)
  }

  get hasMore(): boolean {
    return this.list.hasMore
  }

  get loadingMore(): boolean {
    return this.list.more.loading
  }

  get moreFailure(): Failure | null {
    return failureIn(this.list.more)
  }

  /** The held leads that belong to the filter, newest first. */
  get visible(): Lead[] {
    return [...this.leads.values()]
      .filter((lead) => this.matches(lead))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  }

  private matches(lead: Lead): boolean {
    return this.filter === 'all' || (this.filter === 'handled') === isHandled(lead)
  }

  async load(): Promise<void> {
    await this.list.load()
  }

  setFilter(filter: LeadsFilter): Promise<void> {
    if (filter === this.filter && this.status !== 'failed') return Promise.resolve()
    this.filter = filter
    this.list.reset()
    this.failures.clear()
    return this.load()
  }

  async loadMore(): Promise<void> {
    await this.list.loadMore()
  }

  /** 'Mark handled' or 'Reopen'. */
  async setHandled(lead: Lead, handled: boolean): Promise<void> {
    if (this.work.has(lead._id)) return
    this.work.add(lead._id)
    this.failures.delete(lead._id)
    try {
      const answer = await this.api.post(OWNER_LEAD_HANDLED_PATH, { leadId: lead._id, handled }, LeadHandledResponse)
      runInAction(() => {
        this.changed(answer.lead)
        this.lastChange = { name: answer.lead.name, handled: isHandled(answer.lead) }
      })
    } catch (error) {
      runInAction(() => this.failures.set(lead._id, failureOf(error)))
    } finally {
      runInAction(() => this.work.delete(lead._id))
    }
  }

  /**
   * A lead as it is now (this panel's change, or an `owner-lead` event):
   * a held lead is replaced; a new one joins the list when it is not older
   * than the pages held (an older one arrives with 'Load more'). The open
   * count moves by what changed since this panel last saw the lead; a lead
   * never seen was open before unless it is brand new.
   */
  private changed(lead: Lead): void {
    const handled = isHandled(lead)
    const before = this.seen.get(lead._id)
    this.seen.set(lead._id, handled)
    if (this.open !== null && before !== handled) this.open = Math.max(0, this.open + (handled ? -1 : 1))
    if (this.leads.has(lead._id) || this.joinsList(lead)) this.list.set(lead)
  }

  private joinsList(lead: Lead): boolean {
    if (this.status !== 'ready') return false
    const oldest = [...this.leads.values()].reduce<string | null>(
      (min, held) => (min === null || held.createdAt < min ? held.createdAt : min),
      null,
    )
    return !this.hasMore || oldest === null || lead.createdAt >= oldest
  }
}
