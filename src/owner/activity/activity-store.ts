import { computed, makeObservable } from 'mobx'
import {
  ActivityResponse,
  OWNER_ACTIVITY_PATH,
  type ActivityEntry,
  type ActivitySubject,
} from '../../../contract/owner-activity'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { PagedList } from '../../client/store/paged-list'
import { failureIn, type Failure } from '../panel-kit/errors'

/**
 * One subject's activity (an item, a settings section): its first page, then older pages on demand (the kernel's
 * `PagedList`, newest first).
 */
export class ActivityStore {
  readonly list: PagedList<ActivityEntry, ActivityResponse>

  constructor(
    api: OwnerHttpClient,
    readonly subject: ActivitySubject,
    readonly subjectId: string,
  ) {
    this.list = new PagedList({
      fetch: (before) => {
        const query = new URLSearchParams({ subject, id: subjectId, ...(before && { before }) })
        return api.get(`${OWNER_ACTIVITY_PATH}?${query}`, ActivityResponse)
      },
      page: (answer) => ({ items: answer.entries, hasMore: answer.next !== null, next: answer.next }),
      id: (entry) => entry._id,
    })
    makeObservable(this, { entries: computed, loading: computed, failure: computed })
  }

  /** Newest first. */
  get entries(): ActivityEntry[] {
    return [...this.list.byId.values()]
  }

  get loading(): boolean {
    return this.list.first.loading || this.list.more.loading
  }

  /** The last page asked for failed. */
  get failure(): Failure | null {
    return failureIn(this.list.more) ?? failureIn(this.list.first)
  }

  /** The newest page (again: after a save, the list starts over). */
  load(): Promise<boolean> {
    return this.list.load()
  }

  /** The page after the last one shown. */
  more(): Promise<boolean> {
    return this.list.loadMore()
  }
}
