import { makeAutoObservable, runInAction } from 'mobx'
import {
  ActivityResponse,
  OWNER_ACTIVITY_PATH,
  type ActivityEntry,
  type ActivitySubject,
} from '../../../contract/owner-activity'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { failureOf, type Failure } from '../panel-kit/errors'

/** One subject's activity (an item, a settings section): its first page, then older pages on demand. */
export class ActivityStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle'
  entries: ActivityEntry[] = []
  next: string | null = null
  failure: Failure | null = null

  constructor(
    private readonly api: OwnerHttpClient,
    readonly subject: ActivitySubject,
    readonly subjectId: string,
  ) {
    makeAutoObservable<ActivityStore, 'api'>(this, { api: false, subject: false, subjectId: false })
  }

  /** The newest page (again: after a save, the list starts over). */
  load(): Promise<void> {
    return this.fetch(undefined)
  }

  /** The page after the last one shown. */
  more(): Promise<void> {
    return this.next ? this.fetch(this.next) : Promise.resolve()
  }

  private async fetch(before: string | undefined): Promise<void> {
    this.status = 'loading'
    this.failure = null
    const query = new URLSearchParams({ subject: this.subject, id: this.subjectId, ...(before && { before }) })
    try {
      const page = await this.api.get(`${OWNER_ACTIVITY_PATH}?${query}`, ActivityResponse)
      runInAction(() => {
        this.entries = before ? [...this.entries, ...page.entries] : page.entries
        this.next = page.next
        this.status = 'ready'
      })
    } catch (error) {
      runInAction(() => {
        this.failure = failureOf(error)
        this.status = 'failed'
      })
    }
  }
}
