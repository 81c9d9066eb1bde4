import type { ChatMessage, MessageType, OwnerMessageBody, SendMessageBody } from '../../../contract/chat.js'
import type { Db } from '../../db/database.js'
import { DecodeError } from '../../http/errors.js'
import type { RequestCustomer, TokenCustomer } from '../../identity/customer.js'
import { CUSTOMER_ACCOUNT_TYPE } from '../auth/customer-repository.js'
import { AuthError } from '../auth/auth-error.js'
import { assertSignedIn } from '../auth/sign-in-check.js'
import { ownerEvents } from '../inbox/owner-events.js'
import type { RateCount } from '../limits/rate-counter.js'
import type { RateLimit } from '../limits/rate-limit-answer.js'
import type { Realtime } from '../realtime/realtime.js'
import { toChatMessage, type NewMessage } from './chat-message.js'
import { componentHtmlErrors } from './component-html.js'
import { MessageRepository, type MessageScope, type StoredMessage } from './message-repository.js'

/** A customer's send limit, and how the route answers the count (`answerRateCount`: headers, or a thrown 429). */
export interface AnsweredLimit extends RateLimit {
  answer(count: RateCount): void
}

export interface ChatServiceDeps {
  db: Db
  realtime: Realtime
  now?: () => Date
}

/**
 * Stores chat messages and pushes each new one to the customer's sockets
 * and to the site's owner room (the inbox). Other modules post to the chat
 * through it too (order confirmations, ...).
 *
 * @example
 * const chat = new ChatService({ db: app.db, realtime: app.realtime })
 * await chat.postSystemMessage({ siteId: site.id, customerId }, { message: 'Your order ORD-1 is confirmed' })
 */
export class ChatService {
  private readonly messages: MessageRepository
  private readonly now: () => Date

  constructor(private readonly deps: ChatServiceDeps) {
    this.messages = new MessageRepository(deps.db)
    this.now = deps.now ?? (() => new Date())
  }

  /**
   * A customer's message (already checked against the token and the chat
   * rules); a retried `clientMessageId` returns the first row. The statement
   * that stores it also checks the token's sign-in (401 from
   * `assertSignedIn`) and counts it against `limit` (`limit.answer` answers
   * the count: its headers, or the 429 past the limit). `kind: 'enquiry'` is
   * kept, so the owner's inbox makes the enquiry stand out.
   */
  async postCustomerMessage(customer: TokenCustomer, body: SendMessageBody, limit: AnsweredLimit): Promise<ChatMessage> {
    return this.store({
      siteId: customer.siteId,
      customerId: customer.id,
      sender: 'user',
      senderId: customer.id,
      type: body.type ?? 'text',
      message: body.message,
      caption: body.caption ?? null,
      contentType: body.contentType ?? null,
      messageView: null,
      clientMessageId: body.clientMessageId ?? null,
      kind: body.kind ?? null,
      createdAt: this.now(),
    }, (row) => this.insertCustomerMessage(row, customer, limit))
  }

  /**
   * A business message (owner reply, order confirmation): `sender: 'system'`,
   * `senderId` the site. `component` HTML that could reach outside its
   * bubble (`<style>`, `style=`, forms, frames, handlers, ...) is refused with
   * a `DecodeError` on `body.message` (component-html.ts).
   */
  async postSystemMessage(to: { siteId: string; customerId: string }, body: Omit<OwnerMessageBody, 'customerId'> & { type?: MessageType }): Promise<ChatMessage> {
    return this.store({
      siteId: to.siteId,
      customerId: to.customerId,
      sender: 'system',
      senderId: to.siteId,
      type: body.type ?? 'text',
      message: body.message,
      caption: body.caption ?? null,
      contentType: null,
      messageView: body.messageView ?? null,
      clientMessageId: null,
      createdAt: this.now(),
    })
  }

  /** A page of the customer's visible messages, oldest first: the latest, or those before the message `before`. */
  async page(customer: RequestCustomer, before?: string): Promise<{ messages: ChatMessage[]; hasMore: boolean }> {
    const { rows, hasMore } = await this.messages.page(scopeOf(customer), before)
    return { messages: rows.map(toChatMessage), hasMore }
  }

  /** The customer's visible messages newer than `since`, oldest first, a page at a time (`hasMore`: ask again from the newest). */
  async newerThan(customer: RequestCustomer, since: Date): Promise<{ messages: ChatMessage[]; hasMore: boolean }> {
    const { rows, hasMore } = await this.messages.newerThan(scopeOf(customer), since)
    return { messages: rows.map(toChatMessage), hasMore }
  }

  /** Whether `id` names a message the customer sees (a `before` cursor). */
  isVisibleMessage(customer: RequestCustomer, id: string): Promise<boolean> {
    return this.messages.isVisible(scopeOf(customer), id)
  }

  private async insertCustomerMessage(row: NewMessage, customer: TokenCustomer, limit: AnsweredLimit): Promise<StoredMessage> {
    const signIn = { siteId: customer.siteId, customerId: customer.id, sessionId: customer.sessionId }
    const checked = await this.messages.insertChecked(row, { signIn, now: this.now(), limit })
    if (!checked.counted) {
      assertSignedIn(checked.signIn)
      // Refused by the statement, let through by the read after it (an account made active that moment): refused all the same.
      throw new AuthError('TOKEN_INVALID')
    }
    limit.answer(checked.count)
    // Within the limit (`answer` throws past it): stored, or found stored by a retry.
    return checked.stored!
  }

  private async store(row: Parameters<MessageRepository['insert']>[0], insert = (checked: typeof row) => this.messages.insert(checked)): Promise<ChatMessage> {
    // A `component` message is HTML the widget draws: only what cannot reach outside its bubble is stored (component-html.ts).
    const unsafe = componentHtmlErrors(row.type, row.message, 'body.message')
    if (unsafe.length > 0) throw new DecodeError(unsafe)
    const { row: stored, created } = await insert(row)
    const message = toChatMessage(stored)
    // A retry returns the stored row without pushing it twice; a message meant for another account type is not shown live either.
    const visible = stored.messageView === null || stored.messageView === CUSTOMER_ACCOUNT_TYPE
    if (created && visible) this.deps.realtime.pushToCustomer(stored.customerId, message)
    // The owner sees every message of the conversation, whatever its messageView.
    if (created) ownerEvents(this.deps.realtime).message(stored.customerId, message)
    return message
  }
}

function scopeOf(customer: RequestCustomer): MessageScope {
  return { siteId: customer.siteId, customerId: customer.id, accountType: customer.accountType }
}
