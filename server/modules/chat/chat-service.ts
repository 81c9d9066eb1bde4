import type {
  ChatMessage,
  MessageEvent,
  MessageType,
  OfferCard,
  OwnerMessageBody,
  SendMessageBody,
} from '../../../contract/chat.js'
import { randomUUID } from 'node:crypto'
import type { Db } from '../../db/database.js'
import { json } from '../../db/schema.js'
import type { EventTransaction, Events } from '../../events/events.js'
import { newEvent } from '../../events/outbox.js'
import { DecodeError } from '../../http/errors.js'
import type { RequestCustomer, TokenCustomer } from '../../identity/customer.js'
import { AuthError, assertSignedIn } from '../auth/index.js'
import type { RateCount, RateLimit } from '../limits/index.js'
import { toChatMessage, type MessageRow, type NewMessage } from './chat-message.js'
import { componentHtmlErrors } from './component-html.js'
import { MessageRepository, type MessageScope, type StoredMessage } from './message-repository.js'

/** A customer's send limit, and how the route answers the count (`answerRateCount`: headers, or a thrown 429). */
export interface AnsweredLimit extends RateLimit {
  answer(count: RateCount): void
}

export interface ChatServiceDeps {
  db: Db
  events: Events
  now?: () => Date
}

/** A business message posted in a series the customer sees typed one after the other (`message.stored`'s `typed`). */
export interface Typed {
  position: number
  count: number
}

/** Who a business message goes to. */
export interface Recipient {
  siteId: string
  customerId: string
}

/** A business message: its text or component HTML, and who may see it (null: everyone). */
export type SystemMessageBody = Omit<OwnerMessageBody, 'customerId'> & { type?: MessageType }

/**
 * Stores chat messages; each new one is recorded as a `message.stored`
 * event with it (the realtime subscriber pushes it to the customer's sockets
 * and the site's owner room). Other modules post to the chat through it too,
 * inside their own transaction (order confirmations, payment messages).
 *
 * @example
 * const chat = new ChatService({ db: app.db, events: app.events })
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
  async postCustomerMessage(
    customer: TokenCustomer,
    body: SendMessageBody,
    limit: AnsweredLimit,
  ): Promise<ChatMessage> {
    return this.store(
      {
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
      },
      (row) => this.insertCustomerMessage(row, customer, limit),
    )
  }

  /**
   * A business message (owner reply, order confirmation): `sender: 'system'`,
   * `senderId` the site. `component` HTML that could reach outside its
   * bubble (`<style>`, `style=`, forms, frames, handlers, ...) is refused with
   * a `DecodeError` on `body.message` (component-html.ts).
   */
  async postSystemMessage(to: Recipient, body: SystemMessageBody): Promise<ChatMessage> {
    return this.deps.events.transaction((tx) => postSystemMessage(tx, to, body, { now: this.now() }))
  }

  /** A page of the customer's visible messages, oldest first: the latest, or those before the message `before`. */
  async page(customer: RequestCustomer, before?: string): Promise<{ messages: ChatMessage[]; hasMore: boolean }> {
    const { rows, hasMore } = await this.messages.page(scopeOf(customer), before)
    return { messages: rows.map(toChatMessage), hasMore }
  }

  /**
   * The customer's visible messages newer than `since`, oldest first, a page at a time (`hasMore`: ask again with
   * `after` = the last one).
   */
  async newerThan(
    customer: RequestCustomer,
    since: Date,
    after?: string,
  ): Promise<{ messages: ChatMessage[]; hasMore: boolean }> {
    const { rows, hasMore } = await this.messages.newerThan(scopeOf(customer), since, after)
    return { messages: rows.map(toChatMessage), hasMore }
  }

  /** Whether `id` names a message the customer sees (a `before` or `after` cursor). */
  isVisibleMessage(customer: RequestCustomer, id: string): Promise<boolean> {
    return this.messages.isVisible(scopeOf(customer), id)
  }

  private async insertCustomerMessage(
    row: NewMessage,
    customer: TokenCustomer,
    limit: AnsweredLimit,
  ): Promise<StoredMessage> {
    const signIn = { siteId: customer.siteId, customerId: customer.id, sessionId: customer.sessionId }
    // The message's id is made here, so its event is complete before the statement that stores both runs.
    const message = { ...row, id: randomUUID() }
    const event = storedEvent(message)
    const checked = await this.messages.insertChecked(message, {
      signIn,
      now: this.now(),
      limit,
      event,
      leaseMs: this.deps.events.leaseMs,
    })
    if (!checked.counted) {
      assertSignedIn(checked.signIn)
      // Refused by the statement, let through by the read after it (an account made active that moment): refused all
      // the same.
      throw new AuthError('TOKEN_INVALID')
    }
    limit.answer(checked.count)
    // Within the limit (`answer` throws past it): stored with its event (handed to the dispatcher now), or found stored
    // by a retry (no event again).
    if (checked.stored!.created) this.deps.events.committed([event])
    return checked.stored!
  }

  private async store(row: NewMessage, insert: (checked: NewMessage) => Promise<StoredMessage>): Promise<ChatMessage> {
    assertSafeComponent(row)
    return toChatMessage((await insert(row)).row)
  }
}

/**
 * Posts a business message in the caller's transaction (`sender: 'system'`,
 * `senderId` the site) and records its `message.stored` event there, so the
 * message and its pushes commit together. `typed`: one of a series the
 * customer sees typed (order and payment messages). `event`: the message
 * records an order event (`kind: 'event'`), which the owner inbox and the
 * widget show as an event, unread for the owner. `offer`: the message is an owner's offer (`kind: 'offer'`), which the
 * widget shows as the offer's card. `component` HTML that
 * could reach outside its bubble is refused with a `DecodeError` on
 * `body.message` (component-html.ts).
 *
 * @example
 * await app.events.transaction(async (tx) => {
 *   const order = await orders.save(tx.db, ...)
 *   await postSystemMessage(tx, { siteId, customerId }, { message: 'Order ORD-1 is on its way' }, {
 *     typed: { position: 0, count: 1 },
 *   })
 * })
 */
export async function postSystemMessage(
  tx: EventTransaction,
  to: Recipient,
  body: SystemMessageBody,
  options: { now?: Date; typed?: Typed; event?: MessageEvent; offer?: OfferCard } = {},
): Promise<ChatMessage> {
  const row: NewMessage = {
    ...(options.event ? { kind: 'event' as const, event: json(options.event) } : {}),
    ...(options.offer ? { kind: 'offer' as const, offer: json(options.offer) } : {}),
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
    createdAt: options.now ?? new Date(),
  }
  assertSafeComponent(row)
  const { row: stored } = await new MessageRepository(tx.db).insert(row)
  const message = toChatMessage(stored)
  tx.emit('message.stored', {
    siteId: stored.siteId,
    customerId: stored.customerId,
    message,
    ...(options.typed ? { typed: options.typed } : {}),
  })
  return message
}

/**
 * A `component` message is HTML the widget draws: only what cannot reach outside its bubble is stored
 * (component-html.ts).
 */
function assertSafeComponent(row: NewMessage): void {
  const unsafe = componentHtmlErrors(row.type, row.message, 'body.message')
  if (unsafe.length > 0) throw new DecodeError(unsafe)
}

/** The `message.stored` event of a customer's message about to be stored (its row as the database will hold it). */
function storedEvent(message: NewMessage & { id: string }) {
  const row = {
    ...message,
    readAt: null,
    kind: message.kind ?? null,
    event: null,
    offer: null,
    ownerReadAt: null,
    createdAt: new Date(message.createdAt!),
  } as MessageRow
  return newEvent('message.stored', {
    siteId: message.siteId,
    customerId: message.customerId,
    message: toChatMessage(row),
  })
}

function scopeOf(customer: RequestCustomer): MessageScope {
  return { siteId: customer.siteId, customerId: customer.id, accountType: customer.accountType }
}
