import { makeAutoObservable } from 'mobx'
import type { AssignmentEvent, ConversationLabelsEvent } from '../../../contract/owner-labels'
import {
  OWNER_CONVERSATIONS_PATH,
  ConversationsResponse,
  type AssignedFilter,
  type Conversation,
  type OwnerMessageEvent,
  type OwnerReadEvent,
} from '../../../contract/owner-inbox'
import type { OwnerT } from '../i18n'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { PagedList } from '../../client/store/paged-list'
import { errorText } from './error-text'

/** How long the search box waits after the last keystroke before asking the server (ms). */
export const SEARCH_DEBOUNCE_MS = 300

export type LoadStatus = 'idle' | 'loading' | 'failed'

export interface InboxDeps {
  api: OwnerHttpClient
  t: OwnerT
  /**
   * The owner is looking at this conversation right now (open, on screen, window visible): its new messages are read at
   * once.
   */
  isReading(customerId: string): boolean
  /** The signed-in owner's id (what 'Mine' means), or null. */
  me(): string | null
}

/** What the list is narrowed to besides the search: a label (its id), and who the conversations are given to. */
export interface InboxFilter {
  label?: string
  assigned?: AssignedFilter
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
  /** The conversations of the current search, a page at a time (the kernel's paged list). */
  readonly list: PagedList<Conversation, ConversationsResponse>
  /** What the search box shows (at once). */
  query = ''
  /** The search the list is of (the query, once typing paused). */
  search = ''
  /** Conversations with unread messages, whatever the search (the tab title's count). */
  unreadConversations = 0
  /** The label and assignment filters (none: every conversation). */
  filter: InboxFilter = {}
  private searchTimer: ReturnType<typeof setTimeout> | undefined

  constructor(private readonly deps: InboxDeps) {
    this.list = new PagedList({
      fetch: (before) =>
        this.deps.api.get(OWNER_CONVERSATIONS_PATH, ConversationsResponse, {
          search: this.search || undefined,
          label: this.filter.label,
          assigned: this.filter.assigned,
          before: before ?? undefined,
        }),
      page: (answer) => ({ items: answer.conversations, hasMore: answer.hasMore, next: answer.nextBefore }),
      id: (conversation) => conversation.customerId,
      took: (answer) => (this.unreadConversations = answer.unreadConversations),
    })
    makeAutoObservable<InboxStore, 'deps' | 'searchTimer'>(this, { deps: false, list: false, searchTimer: false })
  }

  /** The conversations held, by customer id. */
  get byId(): ReadonlyMap<string, Conversation> {
    return this.list.byId
  }

  /** The first page: being asked, or failed (`error`); 'idle' otherwise. */
  get status(): LoadStatus {
    const { status } = this.list.first
    return status === 'loading' || status === 'failed' ? status : 'idle'
  }

  /** A first page has arrived for the current search. */
  get loaded(): boolean {
    return this.list.loaded
  }

  get error(): string | null {
    return this.list.first.status === 'failed' ? errorText(this.list.first.error, this.deps.t) : null
  }

  get moreStatus(): LoadStatus {
    const { status } = this.list.more
    return status === 'loading' || status === 'failed' ? status : 'idle'
  }

  get hasMore(): boolean {
    return this.list.hasMore
  }

  /** Newest activity first (ties by customer id, so the order is stable). */
  get conversations(): Conversation[] {
    return [...this.byId.values()].sort(
      (a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt) || a.customerId.localeCompare(b.customerId),
    )
  }

  conversation(customerId: string): Conversation | undefined {
    return this.byId.get(customerId)
  }

  /** The first page of the current search; replaces the list. */
  async load(): Promise<void> {
    await this.list.load()
  }

  /** The next page, after the last one held (as the owner scrolls to the end). */
  async loadMore(): Promise<void> {
    await this.list.loadMore()
  }

  /** The first page again, merged into what is held (after a reconnect, or news of a conversation not held). */
  async refresh(): Promise<void> {
    await this.list.refresh()
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
    void this.load()
  }

  /** Narrows the list to a label or to whom conversations are given (`{}`: all), from the first page. */
  setFilter(filter: InboxFilter): void {
    this.filter = filter
    void this.load()
  }

  /** A conversation's labels changed (live, or by this owner). */
  labelled({ customerId, labelIds }: ConversationLabelsEvent): void {
    this.changed(customerId, (held) => ({ ...held, labelIds }))
  }

  /** A conversation was given to an owner, or to nobody (live, or by this owner). */
  assigned({ customerId, assignedTo }: AssignmentEvent): void {
    this.changed(customerId, (held) => ({ ...held, assignedTo }))
  }

  /**
   * Puts a changed conversation in the list, or takes it out when it no longer passes the filter; one the list does
   * not hold fetches the first page again when a filter is on (it may pass now).
   */
  private changed(customerId: string, change: (held: Conversation) => Conversation): void {
    const held = this.byId.get(customerId)
    if (!held) {
      if (this.filter.label !== undefined || this.filter.assigned !== undefined) void this.refresh()
      return
    }
    const now = change(held)
    if (this.passes(now)) this.list.set(now)
    else this.list.byId.delete(customerId)
  }

  private passes(conversation: Conversation): boolean {
    const { label, assigned } = this.filter
    if (label !== undefined && !conversation.labelIds.includes(label)) return false
    if (assigned === 'mine') return conversation.assignedTo !== null && conversation.assignedTo === this.deps.me()
    if (assigned === 'unassigned') return conversation.assignedTo === null
    return true
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
    // An order event is unread for the owner like the customer's words (never like the owner's own).
    const unread =
      (fromCustomer || message.kind === 'event') && !this.deps.isReading(customerId) ? held.unread + 1 : held.unread
    if (held.unread === 0 && unread > 0) this.unreadConversations += 1
    this.list.set({
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
      this.list.set({ ...held, lastMessage: { ...last, readAt } })
    }
  }

  /** The owner read the conversation: no unread messages left in it. */
  markedRead(customerId: string): void {
    const held = this.byId.get(customerId)
    if (!held || held.unread === 0) return
    this.list.set({ ...held, unread: 0 })
    this.unreadConversations = Math.max(0, this.unreadConversations - 1)
  }

  /** Signed out: nothing of the site stays. */
  reset(): void {
    clearTimeout(this.searchTimer)
    this.list.reset()
    this.query = ''
    this.search = ''
    this.filter = {}
    this.unreadConversations = 0
  }
}
