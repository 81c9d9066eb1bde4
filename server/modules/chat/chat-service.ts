import type { ChatMessage, MessageType, OwnerMessageBody, SendMessageBody } from '../../../contract/chat.js'
import type { Db } from '../../db/database.js'
import { DecodeError } from '../../http/errors.js'
import type { RequestCustomer } from '../../identity/customer.js'
import { CUSTOMER_ACCOUNT_TYPE } from '../auth/customer-repository.js'
import type { Realtime } from '../realtime/realtime.js'
import { toChatMessage } from './chat-message.js'
import { componentHtmlErrors } from './component-html.js'
import { MessageRepository } from './message-repository.js'

export interface ChatServiceDeps {
  db: Db
  realtime: Realtime
  now?: () => Date
}

/**
 * Stores chat messages and pushes each new one to the customer's sockets.
 * Other modules post to the chat through it too (order confirmations, ...).
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

  /** A customer's message (already checked against the token and the §5 rules); a retried `clientMessageId` returns the first row. */
  async postCustomerMessage(customer: RequestCustomer, body: SendMessageBody): Promise<ChatMessage> {
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
      createdAt: this.now(),
    })
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

  /** The customer's visible messages, oldest first; only those after `since` when given. */
  async history(customer: RequestCustomer, since?: Date): Promise<ChatMessage[]> {
    const rows = await this.messages.list({ siteId: customer.siteId, customerId: customer.id, accountType: customer.accountType }, since)
    return rows.map(toChatMessage)
  }

  private async store(row: Parameters<MessageRepository['insert']>[0]): Promise<ChatMessage> {
    // A `component` message is HTML the widget draws: only what cannot reach outside its bubble is stored (component-html.ts).
    const unsafe = componentHtmlErrors(row.type, row.message, 'body.message')
    if (unsafe.length > 0) throw new DecodeError(unsafe)
    const { row: stored, created } = await this.messages.insert(row)
    const message = toChatMessage(stored)
    // A retry returns the stored row without pushing it twice; a message meant for another account type is not shown live either.
    const visible = stored.messageView === null || stored.messageView === CUSTOMER_ACCOUNT_TYPE
    if (created && visible) this.deps.realtime.pushToCustomer(stored.customerId, message)
    return message
  }
}
