import { makeAutoObservable, observable, runInAction } from 'mobx'
import {
  OWNER_CONVERSATIONS_PATH,
  ConversationsResponse,
  type Conversation,
  type OwnerMessageEvent,
  type OwnerReadEvent,
} from '../../../contract/owner-inbox'
import type { OwnerT } from '../i18n'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { errorText } from './error-text'

/** How long the search box waits after the last keystroke before asking the server (ms). */
export const SEARCH_DEBOUNCE_MS = 300

export type LoadStatus = 'idle' | 'loading' | 'failed'

export interface InboxDeps {
  api: OwnerHttpClient
  t: OwnerT
  /** The owner is looking at this conversation right now (open, on screen, window visible): its new messages are read at once. */
  isReading(customerId: string): boolean
}

/**
 * The inbox list (contract/owner-inbox.ts): the site's conversations by
 * customer, newest activity first, page by page as the owner scrolls, and
 * filtered by a debounced search (phone or text, on the server). Live:
 * a message moves its conversation to the top and, from the customer, adds
 * to its unread count unless the owner is reading it; a read by the owner
 * (any tab) clears it. A message for a conversation the list does not hold
 * (beyond the loaded pages, or new) fetches the first page again: the
 * server knows its customer, and whether it matches the search.
 */
export class InboxStore {
  // Shallow: a conversation is replaced whole on every change.
  readonly byId = observable.map<string, Conversation>({}, { deep: false })
  /** What the search box shows (at once). */
  query = ''
  /** The search the list is of (the query, once typing paused). */
  search = ''
  status: LoadStatus = 'idle'
  /** A first page has arrived for the current search. */
  loaded = false
  error: string | null = null
  moreStatus: LoadStatus = 'idle'
  hasMore = false
  private cursor: string | null = null
  /** Conversations with unread messages, whatever the search (the tab title's count). */
  unreadConversations = 0
  // Bumped by a new search or a reset: answers to older requests are dropped.
  private generation = 0
  private searchTimer: ReturnType<typeof setTimeout> | undefined

  constructor(private readonly deps: InboxDeps) {
    makeAutoObservable<InboxStore, 'deps' | 'generation' | 'searchTimer' | 'cursor'>(this, {
      deps: false,
      byId: false,
      generation: false,
      searchTimer: false,
      cursor: false,
    })
  }

  /** Newest activity first (ties by customer id, so the order is stable). */
  get conversations(): Conversation[] {
    return [...this.byId.values()].sort((a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt) || a.customerId.localeCompare(b.customerId))
  }

  conversation(customerId: string): Conversation | undefined {
    return this.byId.get(customerId)
  }

  /** The first page of the current search; replaces the list. */
  async load(): Promise<void> {
    const generation = ++this.generation
    this.status = 'loading'
    this.error = null
    try {
      const answer = await this.fetch()
      if (generation !== this.generation) return
      runInAction(() => {
        this.byId.clear()
        this.apply(answer)
        this.status = 'idle'
        this.loaded = true
      })
    } catch (error) {
      if (generation !== this.generation) return
      runInAction(() => {
        this.status = 'failed'
        this.error = errorText(error, this.deps.t)
      })
    }
  }

  /** The next page, after the last one held (as the owner scrolls to the end). */
  async loadMore(): Promise<void> {
    if (!this.hasMore || this.cursor === null || this.moreStatus === 'loading' || this.status === 'loading') return
    const generation = this.generation
    this.moreStatus = 'loading'
    try {
      const answer = await this.fetch(this.cursor)
      if (generation !== this.generation) return
      runInAction(() => {
        this.apply(answer)
        this.moreStatus = 'idle'
      })
    } catch {
      if (generation === this.generation) runInAction(() => (this.moreStatus = 'failed'))
    }
  }

  /** The first page again, merged into what is held (after a reconnect, or news of a conversation not held). */
  async refresh(): Promise<void> {
    const generation = this.generation
    try {
      const answer = await this.fetch()
      if (generation !== this.generation) return
      runInAction(() => {
        for (const conversation of answer.conversations) this.byId.set(conversation.customerId, conversation)
        this.unreadConversations = answer.unreadConversations
        if (!this.loaded) this.apply(answer)
        this.loaded = true
        this.status = 'idle'
      })
    } catch {
      // The next event or reconnect tries again; what is shown stays.
    }
  }

  /** The search box changed: the list follows once typing pauses. */
  setQuery(text: string): void {
    this.query = text
    clearTimeout(this.searchTimer)
    this.searchTimer = setTimeout(() => this.applySearch(), SEARCH_DEBOUNCE_MS)
  }

  /** Runs the search now (Enter, or the debounce ran out). */
  applySearch(): void {
    clearTimeout(this.searchTimer)
    const search = this.query.trim()
    if (search === this.search && this.loaded) return
    this.search = search
    this.loaded = false
    void this.load()
  }

  /** A message of any conversation (live, or one the owner sent). */
  receive({ customerId, message }: OwnerMessageEvent): void {
    const held = this.byId.get(customerId)
    if (!held) {
      void this.refresh()
      return
    }
    if (held.lastMessage?._id === message._id) return
    const newer = message.createdAt >= held.lastActivityAt
    const fromCustomer = message.sender === 'user'
    const unread = fromCustomer && !this.deps.isReading(customerId) ? held.unread + 1 : held.unread
    if (held.unread === 0 && unread > 0) this.unreadConversations += 1
    this.byId.set(customerId, {
      ...held,
      lastMessage: newer ? message : held.lastMessage,
      lastActivityAt: newer ? message.createdAt : held.lastActivityAt,
      unread,
      enquiry: held.enquiry || (fromCustomer && message.kind === 'enquiry'),
    })
  }

  /** Messages were read: by the owner (here or in another tab), or by the customer. */
  read({ customerId, reader, readAt }: OwnerReadEvent): void {
    if (reader === 'owner') return this.markedRead(customerId)
    const held = this.byId.get(customerId)
    const last = held?.lastMessage
    if (held && last && last.sender === 'system' && last.readAt === null && last.createdAt <= readAt) {
      this.byId.set(customerId, { ...held, lastMessage: { ...last, readAt } })
    }
  }

  /** The owner read the conversation: no unread messages left in it. */
  markedRead(customerId: string): void {
    const held = this.byId.get(customerId)
    if (!held || held.unread === 0) return
    this.byId.set(customerId, { ...held, unread: 0 })
    this.unreadConversations = Math.max(0, this.unreadConversations - 1)
  }

  /** Signed out: nothing of the site stays. */
  reset(): void {
    this.generation += 1
    clearTimeout(this.searchTimer)
    this.byId.clear()
    this.query = ''
    this.search = ''
    this.status = 'idle'
    this.loaded = false
    this.error = null
    this.moreStatus = 'idle'
    this.hasMore = false
    this.cursor = null
    this.unreadConversations = 0
  }

  private fetch(before?: string): Promise<ConversationsResponse> {
    return this.deps.api.get(OWNER_CONVERSATIONS_PATH, ConversationsResponse, { search: this.search || undefined, before })
  }

  private apply(answer: ConversationsResponse): void {
    for (const conversation of answer.conversations) this.byId.set(conversation.customerId, conversation)
    this.hasMore = answer.hasMore
    this.cursor = answer.nextBefore
    this.unreadConversations = answer.unreadConversations
  }
}
