import { makeAutoObservable, observable, runInAction } from 'mobx'
import { MessageResponse } from '../../../contract/auth'
import {
  OWNER_MESSAGES_PATH,
  OWNER_TYPING_PATH,
  SendMessageResponse,
  type ChatMessage,
  type OwnerMessageBody,
} from '../../../contract/chat'
import {
  OWNER_CONVERSATION_MESSAGES_PATH,
  OWNER_CONVERSATION_READ_PATH,
  ConversationMessagesResponse,
  ConversationReadResponse,
  type OwnerMessage,
  type OwnerMessageEvent,
} from '../../../contract/owner-inbox'
import { groupByDay, type DayGroup } from '../../client/messages/day-groups'
import { Timeline } from '../../client/messages/timeline'
import type { OwnerT } from '../i18n'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { Loadable } from '../../client/store/loadable'
import type { AttachmentChoice } from './attachment-upload'
import { errorText } from './error-text'
import type { InboxStore, LoadStatus } from './inbox-store'
import { TypingSender } from './typing-sender'
import { UploadList, type Upload } from './upload-list'

/**
 * A message of the open conversation: a server row, or the owner's send still on its way (`pending`) or refused
 * (`failed`, with why).
 */
export type ThreadMessage = OwnerMessage & { pending?: boolean; failed?: string }

export interface ConversationDeps {
  api: OwnerHttpClient
  t: OwnerT
  inbox: InboxStore
  now(): number
  /** The owner is looking at this conversation right now. */
  isReading(customerId: string): boolean
}

const PENDING_PREFIX = 'pending:'

/**
 * The open conversation: its messages (`Map<_id, message>`, kept in time
 * order, grouped by day), the latest page on opening and older pages as the
 * owner scrolls up; opening it marks it read. The owner replies with text,
 * images and files (uploaded first); sends are optimistic, a refused one
 * stays with 'Not sent' and can be sent again. Typing tells the customer
 * (`TypingSender`). Live messages of this customer join the list, and the
 * customer's reads mark the owner's messages 'Read'.
 */
export class ConversationStore {
  customerId: string | null = null
  // Shallow: a message is replaced whole.
  readonly byId = observable.map<string, ThreadMessage>({}, { deep: false })
  private readonly timeline = new Timeline<ThreadMessage>()
  /** The latest page's request, and the older pages' (the kernel's `Loadable`: closing drops their answers). */
  readonly latest = new Loadable()
  readonly older = new Loadable()
  /** `before` of the next older page; null when there is none. */
  cursor: string | null = null
  draft = ''
  readonly uploadList: UploadList
  private typing: TypingSender | null = null
  private sequence = 0
  // Once older pages were loaded, a later latest-page load (a reconnect) must not move the cursor forward again.
  private movedBack = false

  constructor(private readonly deps: ConversationDeps) {
    this.uploadList = new UploadList(deps)
    const plain = { deps: false, byId: false, uploadList: false, latest: false, older: false } as const
    const inner = { timeline: false, typing: false, sequence: false, movedBack: false } as const
    makeAutoObservable<ConversationStore, keyof typeof inner | 'deps'>(this, { ...plain, ...inner })
  }

  /** Files on their way, or refused. */
  get uploads(): readonly Upload[] {
    return this.uploadList.items
  }

  get status(): LoadStatus | 'ready' {
    return this.latest.status
  }

  get error(): string | null {
    return this.latest.status === 'failed' ? errorText(this.latest.error, this.deps.t) : null
  }

  get olderStatus(): LoadStatus {
    return this.older.status === 'ready' ? 'idle' : this.older.status
  }

  get hasOlder(): boolean {
    return this.cursor !== null
  }

  /** Oldest first. */
  get messages(): readonly ThreadMessage[] {
    void this.byId.size // observed: the timeline changes with the map
    for (const message of this.byId.values()) void message // and with replacements
    return this.timeline.items
  }

  /** `messages` by local day: `today`, `yesterday`, or the date. */
  get groupedByDay(): DayGroup<ThreadMessage>[] {
    return groupByDay(this.messages, (message) => this.timeline.timeOf(message), this.deps.now())
  }

  get canSend(): boolean {
    return this.customerId !== null && this.draft.trim() !== ''
  }

  /** Opens a customer's conversation: the latest messages, and it is read. */
  open(customerId: string): void {
    if (this.customerId === customerId && this.status !== 'failed') return
    this.close()
    this.customerId = customerId
    this.typing = new TypingSender((typing) => this.sendTyping(customerId, typing))
    void this.loadLatest()
    void this.markRead()
  }

  /** Leaves the conversation (another one opens, or sign-out). */
  close(): void {
    this.typing?.stop()
    this.typing = null
    this.customerId = null
    this.byId.clear()
    this.timeline.clear()
    this.latest.reset()
    this.older.reset()
    this.cursor = null
    this.movedBack = false
    this.draft = ''
    this.uploadList.clear()
  }

  async loadLatest(): Promise<void> {
    const { customerId } = this
    if (customerId === null) return
    await this.latest.run(
      () => this.deps.api.get(OWNER_CONVERSATION_MESSAGES_PATH, ConversationMessagesResponse, { customerId }),
      (answer) => {
        for (const message of answer.messages) this.put(message)
        if (!this.movedBack) this.cursor = answer.hasMore ? answer.nextBefore : null
      },
    )
  }

  /** The page before the oldest message held (as the owner scrolls up). */
  async loadOlder(): Promise<void> {
    const { customerId, cursor } = this
    if (customerId === null || cursor === null || this.older.loading) return
    await this.older.run(
      () =>
        this.deps.api.get(OWNER_CONVERSATION_MESSAGES_PATH, ConversationMessagesResponse, {
          customerId,
          before: cursor,
        }),
      (answer) => {
        for (const message of answer.messages) this.put(message)
        this.cursor = answer.hasMore ? answer.nextBefore : null
        this.movedBack = true
      },
    )
  }

  /** Every message of the customer's up to now is read (the inbox's count goes at once). */
  async markRead(): Promise<void> {
    const { customerId } = this
    if (customerId === null) return
    this.deps.inbox.markedRead(customerId)
    await this.deps.api
      .post(OWNER_CONVERSATION_READ_PATH, { customerId }, ConversationReadResponse)
      .catch(() => undefined)
  }

  /** A live message of any conversation: joins this list when it is this customer's. */
  receive({ customerId, message }: OwnerMessageEvent): void {
    if (customerId !== this.customerId) return
    // The owner's own send, back live before its answer: it takes the place of its pending bubble (never two).
    if (message.sender === 'system') {
      const twin = [...this.byId.values()].find(
        (held) => held.pending && held.message === message.message && held.type === message.type,
      )
      if (twin) this.drop(twin._id)
    }
    this.put(message)
    if ((message.sender === 'user' || message.kind === 'event') && this.deps.isReading(customerId)) void this.markRead()
  }

  /** The customer's widget showed the business's messages up to `readAt`. */
  readByCustomer(customerId: string, readAt: string): void {
    if (customerId !== this.customerId) return
    const unread = (message: ThreadMessage) =>
      message.sender === 'system' && message.readAt === null && !message.pending && !message.failed
    for (const message of [...this.byId.values()])
      if (unread(message) && message.createdAt <= readAt) this.put({ ...message, readAt })
  }

  setDraft(text: string): void {
    this.draft = text
    if (text.trim() !== '') this.typing?.input()
    else this.typing?.stop()
  }

  /** Sends the draft as a text message. */
  async send(): Promise<void> {
    if (!this.canSend) return
    const text = this.draft.trim()
    this.draft = ''
    await this.post({ message: text, type: 'text' })
  }

  /** Sends a refused message again. */
  async retry(id: string): Promise<void> {
    const failed = this.byId.get(id)
    if (!failed?.failed) return
    this.drop(id)
    await this.post({
      message: failed.message,
      type: failed.type ?? 'text',
      ...(failed.caption ? { caption: failed.caption } : {}),
    })
  }

  /** Uploads a file, then sends it as an image or file message with its caption. */
  attach(file: File, choice: AttachmentChoice, caption = ''): Promise<void> {
    const { customerId } = this
    return this.uploadList.attach(
      file,
      choice,
      () => this.customerId === customerId,
      (url) => this.post({ message: url, type: choice, ...(caption ? { caption } : {}) }),
    )
  }

  dismissUpload(id: string): void {
    this.uploadList.dismiss(id)
  }

  private async post(content: Omit<OwnerMessageBody, 'customerId'>): Promise<void> {
    const { customerId } = this
    if (customerId === null) return
    // An answer about a conversation closed meanwhile is dropped (its customer's inbox row still takes it).
    const open = () => this.customerId === customerId
    this.typing?.stop()
    const pendingId = `${PENDING_PREFIX}${++this.sequence}`
    const { message, type, caption = null } = content
    const createdAt = new Date(this.deps.now()).toISOString()
    const owner = { senderId: '', clientId: '', sender: 'system', readAt: null } as const
    const pending: ThreadMessage = { _id: pendingId, message, type, caption, createdAt, ...owner, pending: true }
    this.put(pending)
    try {
      const { newMessage } = await this.deps.api.post(
        OWNER_MESSAGES_PATH,
        { customerId, ...content },
        SendMessageResponse,
      )
      const sent = this.asOwnerMessage(newMessage)
      runInAction(() => {
        if (open()) {
          this.drop(pendingId)
          if (!this.byId.has(sent._id)) this.put(sent)
        }
        this.deps.inbox.receive({ customerId, message: sent })
      })
    } catch (error) {
      if (!open()) return
      runInAction(() => this.put({ ...pending, pending: false, failed: errorText(error, this.deps.t) }))
    }
  }

  private asOwnerMessage(message: ChatMessage): OwnerMessage {
    return { ...message, readAt: this.byId.get(message._id)?.readAt ?? null }
  }

  private sendTyping(customerId: string, typing: boolean): void {
    void this.deps.api.post(OWNER_TYPING_PATH, { customerId, typing }, MessageResponse).catch(() => undefined)
  }

  private put(message: ThreadMessage): void {
    this.byId.set(message._id, message)
    this.timeline.put(message)
  }

  private drop(id: string): void {
    this.byId.delete(id)
    this.timeline.remove(id)
  }
}
