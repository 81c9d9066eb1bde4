import { makeAutoObservable, runInAction } from 'mobx'
import { type ChatMessage, GET_MESSAGES_PATH, GetMessagesResponse, type GetMessagesQuery } from '../../../contract/chat'
import type { CustomerHttpClient } from '../../client/http/customer-token-policy'
import { Loadable } from '../../client/store/loadable'

/** Most catch-up pages fetched in a row after a reconnect (the server sends 200 messages a page). */
export const MAX_CATCH_UP_PAGES = 50

import type { OlderMessagesStatus } from '../../client/messages/stored-message'

export type { OlderMessagesStatus }

/** What the history writes into: the messages store. */
export interface HistoryTarget {
  /** Inserts or replaces by `_id`; true when the message is new. */
  upsert(message: ChatMessage): boolean
}

/**
 * The pages of `get_chat_messages` (contract/chat.ts): the latest page at
 * sign-in, older pages as the customer scrolls up (`loadOlder`, following
 * the server's `nextBefore`), and after a reconnect every message newer than
 * the newest one held, page by page while the server says `hasMore`. Each
 * answer is applied in one action. A `reset` (sign-out) drops answers still
 * on their way.
 *
 * @example
 * await history.loadLatest()            // the latest 50
 * if (history.hasOlder) await history.loadOlder()
 * await history.catchUp(latestCreatedAt) // after a reconnect
 */
export class MessageHistory {
  /** `before` of the next older page; null when there is none (or nothing was loaded yet). */
  cursor: string | null = null
  olderStatus: OlderMessagesStatus = 'idle'
  /** A latest-page or catch-up load is under way. */
  loading = false
  // The kernel's stale-safe slot, reset by `reset`: an answer that started before it is dropped (`current()`).
  private readonly pages = new Loadable()
  // Once older pages were loaded, a later latest-page load must not move the cursor forward again.
  private movedBack = false

  constructor(
    private readonly transport: CustomerHttpClient,
    private readonly target: HistoryTarget,
  ) {
    makeAutoObservable<MessageHistory, 'transport' | 'target' | 'pages' | 'movedBack'>(this, {
      transport: false,
      target: false,
      pages: false,
      movedBack: false,
    })
  }

  /** Older messages remain on the server. */
  get hasOlder(): boolean {
    return this.cursor !== null
  }

  /** The latest page; returns the messages that were new. */
  async loadLatest(): Promise<ChatMessage[]> {
    return this.whileLoading(async (current) => {
      const answer = await this.fetch({})
      if (!current()) return []
      return runInAction(() => {
        if (!this.movedBack) this.cursor = answer.nextBefore ?? null
        return this.apply(answer.messages)
      })
    })
  }

  /** Every message newer than `since`, page by page; returns those that were new. */
  async catchUp(since: string): Promise<ChatMessage[]> {
    return this.whileLoading(async (current) => {
      const fresh: ChatMessage[] = []
      let after: string | undefined
      for (let page = 0; page < MAX_CATCH_UP_PAGES; page++) {
        const answer = await this.fetch(after === undefined ? { since } : { since, after })
        if (!current()) return fresh
        fresh.push(...runInAction(() => this.apply(answer.messages)))
        // The next page starts after this page's last message (the server's cursor, which always advances; not the
        // store's newest: a live message may be newer than what is missing).
        if (!answer.hasMore || !answer.nextAfter) break
        after = answer.nextAfter
      }
      return fresh
    })
  }

  /**
   * The page before the oldest loaded one, once at a time; a failure leaves `olderStatus` 'failed' (call again to
   * retry).
   */
  async loadOlder(): Promise<void> {
    const before = this.cursor
    if (before === null || this.olderStatus === 'loading') return
    const current = this.pages.current()
    this.olderStatus = 'loading'
    try {
      const answer = await this.fetch({ before })
      if (!current()) return
      runInAction(() => {
        this.apply(answer.messages)
        this.cursor = answer.nextBefore ?? null
        this.movedBack = true
        this.olderStatus = 'idle'
      })
    } catch (error) {
      console.warn('Vitrine chat: loading older messages failed', error)
      if (current()) runInAction(() => (this.olderStatus = 'failed'))
    }
  }

  /** Forgets the pages (sign-out); answers still on their way are dropped. */
  reset(): void {
    this.pages.reset()
    this.cursor = null
    this.olderStatus = 'idle'
    this.loading = false
    this.movedBack = false
  }

  private fetch(query: GetMessagesQuery): Promise<GetMessagesResponse> {
    return this.transport.get(GET_MESSAGES_PATH, GetMessagesResponse, query)
  }

  private apply(messages: ChatMessage[]): ChatMessage[] {
    return messages.filter((message) => this.target.upsert(message))
  }

  private async whileLoading<T>(load: (current: () => boolean) => Promise<T>): Promise<T> {
    const current = this.pages.current()
    this.loading = true
    try {
      return await load(current)
    } finally {
      runInAction(() => {
        if (current()) this.loading = false
      })
    }
  }
}
