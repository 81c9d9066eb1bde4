import { makeAutoObservable, observable, runInAction } from 'mobx'
import {
  type ChatMessage,
  QuickReplyResponse,
  SEND_MESSAGE_PATH,
  SEND_QUICK_REPLY_PATH,
  SendMessageResponse,
  type SendMessageBody,
} from '../../../contract/chat'
import { serverMessageOf } from '../../client/http/http-error'
import type { CustomerHttpClient } from '../../client/http/customer-token-policy'
import { groupByDay, type DayGroup } from '../../client/messages/day-groups'
import { MessageHistory } from './message-history'
import { Timeline } from '../../client/messages/timeline'

import type { StoredMessage } from '../../client/messages/stored-message'
import type { TranslateValues, WidgetKey } from '../i18n'

export type { StoredMessage }

/**
 * What a customer sends (`send_new_message`, minus who: the engine fills senderId/customerId); `kind: 'enquiry'` marks
 * an enquiry.
 */
export type OutgoingMessage = Pick<SendMessageBody, 'message' | 'type' | 'caption' | 'contentType' | 'kind'>

export interface MessagesDeps {
  transport: CustomerHttpClient
  now(): number
  customerId(): string | null
  /** The customer's account type; messages with another `messageView` are hidden (docs/product.md). */
  accountType(): string | null
  /** Shows a send failure (already translated). */
  showError(message: string): void
  /** 'Error sending message.' in the widget's language. */
  sendFailedText(): string
  newId(): string
}

const PENDING_PREFIX = 'pending:'

/**
 * The chat's messages: `Map<_id, message>`, update-or-insert, so a message
 * that arrives twice (answer and socket, or a catch-up overlap) is one row.
 * Derived lists are computed. Sends are optimistic: a pending row keyed by
 * the client message id, replaced by the server's row when it arrives.
 * Loading goes page by page (`history`: the latest page, older ones as the
 * customer scrolls up, catch-up after a reconnect).
 */
export class MessagesStore {
  // Shallow: a message is replaced whole, never edited, so its fields need no observers (10,000 rows stay cheap).
  readonly byId = observable.map<string, StoredMessage>({}, { deep: false })
  /** The same messages in time order, kept up to date by every write to `byId` (see `put`, `drop`). */
  private readonly timeline = new Timeline<StoredMessage>()
  /** Pages of `get_chat_messages`: whether older messages remain, and loading them. */
  readonly history: MessageHistory
  /** This site's id (ChatMessage.clientId), once known: socket messages of other sites are ignored. */
  clientId: string | null

  constructor(
    private readonly deps: MessagesDeps,
    clientId: string | null = null,
  ) {
    this.clientId = clientId
    this.history = new MessageHistory(deps.transport, this)
    makeAutoObservable<MessagesStore, 'deps' | 'timeline'>(this, {
      deps: false,
      byId: false,
      timeline: false,
      history: false,
    })
  }

  /** A latest-page or catch-up load is under way. */
  get loading(): boolean {
    return this.history.loading
  }

  /** Visible messages, oldest first (ties by id). */
  get sorted(): StoredMessage[] {
    const accountType = this.deps.accountType()
    void this.byId.size // observed: the timeline changes with the map
    return this.timeline.items.filter((message) => !message.messageView || message.messageView === accountType)
  }

  /**
   * `sorted` by local day (`today` / `yesterday` / `YYYY-MM-DD`). "Today" is
   * taken from the engine clock when the list last changed.
   */
  get groupedByDay(): DayGroup<StoredMessage>[] {
    return groupByDay(this.sorted, (message) => this.timeline.timeOf(message), this.deps.now())
  }

  /** Newest `createdAt` of a server row: where a catch-up starts. */
  get latestCreatedAt(): string | null {
    let latest: StoredMessage | null = null
    for (const message of this.byId.values()) {
      if (message.pending || message.local) continue
      if (!latest || Date.parse(message.createdAt) > Date.parse(latest.createdAt)) latest = message
    }
    return latest?.createdAt ?? null
  }

  /**
   * Inserts or replaces by `_id`; a row carrying a `clientMessageId` replaces its pending twin. True when it is new.
   */
  upsert(message: ChatMessage): boolean {
    if (message.clientMessageId) this.drop(PENDING_PREFIX + message.clientMessageId)
    const isNew = !this.byId.has(message._id)
    this.put(message)
    this.clientId ??= message.clientId
    return isNew
  }

  /**
   * A message of the widget itself (the phone-entry prompt), kept as its translation key so that it is drawn in the
   * reader's language of the moment; it is not sent and goes away on sign-in. An id names its words: showing it again
   * while it is there changes nothing.
   */
  showLocal(id: string, key: WidgetKey, values?: TranslateValues): void {
    if (this.byId.has(id)) return
    this.put({
      _id: id,
      message: key,
      type: 'text',
      createdAt: new Date(this.deps.now()).toISOString(),
      senderId: 'system',
      clientId: this.clientId ?? '',
      sender: 'system',
      local: true,
      values,
    })
  }

  clearLocal(): void {
    for (const [id, message] of this.byId) if (message.local) this.drop(id)
  }

  clear(): void {
    this.byId.clear()
    this.timeline.clear()
    this.history.reset()
  }

  private put(message: StoredMessage): void {
    this.timeline.put(message)
    this.byId.set(message._id, message)
  }

  private drop(id: string): void {
    this.timeline.remove(id)
    this.byId.delete(id)
  }

  /**
   * Fetches the latest page, or (with `since`) every message after it, page
   * by page, each applied in one action. Returns the rows that were new.
   */
  load(since?: string): Promise<StoredMessage[]> {
    return since === undefined ? this.history.loadLatest() : this.history.catchUp(since)
  }

  /** The page of messages before the oldest loaded one (the list asks as the customer nears the top). */
  loadOlder(): Promise<void> {
    return this.history.loadOlder()
  }

  /**
   * Sends a message; blank text is refused. Shows the pending row at once;
   * on failure removes it and shows the server's message or 'Error sending
   * message.' Resolves true when the server stored it (the composer keeps
   * its text on false).
   */
  async send(outgoing: OutgoingMessage, options: { quickReply?: boolean } = {}): Promise<boolean> {
    const customerId = this.deps.customerId()
    const type = outgoing.type ?? 'text'
    const text = type === 'text' ? outgoing.message.trim() : outgoing.message
    if (!customerId || !text) return false
    const clientMessageId = this.deps.newId()
    const body: SendMessageBody = {
      ...outgoing,
      type,
      message: text,
      senderId: customerId,
      customerId,
      clientMessageId,
    }
    this.put({
      _id: PENDING_PREFIX + clientMessageId,
      message: text,
      type,
      caption: outgoing.caption ?? null,
      contentType: outgoing.contentType ?? null,
      createdAt: new Date(this.deps.now()).toISOString(),
      senderId: customerId,
      clientId: this.clientId ?? '',
      sender: 'user',
      clientMessageId,
      pending: true,
    })
    try {
      const answer = options.quickReply
        ? await this.deps.transport.post(SEND_QUICK_REPLY_PATH, body, QuickReplyResponse)
        : await this.deps.transport.post(SEND_MESSAGE_PATH, body, SendMessageResponse)
      runInAction(() => {
        this.drop(PENDING_PREFIX + clientMessageId)
        this.upsert(answer.newMessage)
      })
      return true
    } catch (error) {
      runInAction(() => {
        this.drop(PENDING_PREFIX + clientMessageId)
        this.deps.showError(serverMessageOf(error) ?? this.deps.sendFailedText())
      })
      return false
    }
  }
}
