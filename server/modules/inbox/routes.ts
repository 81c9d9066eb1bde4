import type { FastifyInstance } from 'fastify'
import {
  ConversationMessagesQuery,
  ConversationReadBody,
  ConversationsQuery,
  CustomerContextQuery,
  LeadHandledBody,
  LeadsQuery,
  OWNER_CONVERSATIONS_PATH,
  OWNER_CONVERSATION_MESSAGES_PATH,
  OWNER_CONVERSATION_READ_PATH,
  OWNER_CUSTOMER_CONTEXT_PATH,
  OWNER_LEADS_PATH,
  OWNER_LEAD_HANDLED_PATH,
  type Conversation,
  type ConversationMessagesResponse,
  type ConversationsResponse,
  type CustomerContextResponse,
  type LeadsResponse,
} from '../../../contract/owner-inbox.js'
import { DecodeError, HttpError } from '../../http/errors.js'
import { ownerPost, route } from '../../http/route.js'
import { CustomerRepository } from '../auth/index.js'
import { serverText } from '../../text/server-text.js'
import { toOwnerMessage } from '../chat/index.js'
import { MessageRepository } from '../chat/index.js'
import { ContactRepository, setLeadHandled, toLead } from '../contact/index.js'
import { LabelRepository } from '../labels/index.js'
import type { Site } from '../site/index.js'
import { decodeConversationCursor, encodeConversationCursor } from './conversation-cursor.js'
import { ConversationRepository, type ConversationRow } from './conversation-repository.js'
import { customerContext } from './customer-context.js'
import { acceptReadReceipts } from './read-receipts.js'

/**
 * The owner inbox's calls (contract/owner-inbox.ts), all `auth: 'owner'`
 * and scoped to the owner's site: another site's customer or lead is not
 * found (404). The conversations list, a conversation's messages with read
 * state, marking it read (the other owner tabs hear `owner-read`), the
 * customer's context, and the contact-form leads (handled or not, pushed as
 * `owner-lead`). Also takes the widgets' read receipts (`messages-read`).
 * Needs the `auth` and `realtime` plugins.
 */
export default async function inboxRoutes(app: FastifyInstance) {
  const conversations = new ConversationRepository(app.db)
  const messages = new MessageRepository(app.db)
  const customers = new CustomerRepository(app.db)
  const leads = new ContactRepository(app.db)
  const labels = new LabelRepository(app.db)

  const customerOf = async (site: Site, customerId: string) => {
    const customer = await customers.byId(site.id, customerId)
    if (!customer) throw new HttpError(404, serverText('chat.customerNotFound'), 'NOT_FOUND')
    return customer
  }

  route(
    app,
    { method: 'GET', url: OWNER_CONVERSATIONS_PATH, auth: 'owner', query: ConversationsQuery },
    async ({ query, ownerSite, owner }): Promise<ConversationsResponse> => {
      const before = query.before === undefined ? undefined : decodeConversationCursor(query.before)
      if (before === null) throw new DecodeError([{ path: 'query.before', message: serverText('inbox.cursorInvalid') }])
      const filter = { label: query.label, assigned: query.assigned, ownerId: owner?.id ?? null }
      const [{ rows, hasMore }, unreadConversations] = await Promise.all([
        conversations.page(ownerSite.id, { search: query.search, before, filter }),
        conversations.unreadConversations(ownerSite.id),
      ])
      const ids = rows.map((row) => row.customerId)
      const [labelled, assigned] = await Promise.all([
        labels.labelsOf(ownerSite.id, ids),
        labels.assigneesOf(ownerSite.id, ids),
      ])
      const last = rows[rows.length - 1]
      return {
        message: 'success',
        conversations: rows.map((row) =>
          toConversation(row, labelled.get(row.customerId) ?? [], assigned.get(row.customerId) ?? null),
        ),
        hasMore,
        nextBefore:
          hasMore && last
            ? encodeConversationCursor({ micros: last.activityMicros, customerId: last.customerId })
            : null,
        unreadConversations,
      }
    },
  )

  route(
    app,
    { method: 'GET', url: OWNER_CONVERSATION_MESSAGES_PATH, auth: 'owner', query: ConversationMessagesQuery },
    async ({ query, ownerSite }): Promise<ConversationMessagesResponse> => {
      const customer = await customerOf(ownerSite, query.customerId)
      // The owner sees every message of the conversation, whatever its messageView.
      const scope = { siteId: ownerSite.id, customerId: customer.id, accountType: null }
      if (query.before !== undefined && !(await messages.isVisible(scope, query.before))) {
        throw new DecodeError([{ path: 'query.before', message: serverText('inbox.beforeUnknown') }])
      }
      const { rows, hasMore } = await messages.page(scope, query.before)
      return {
        message: 'success',
        messages: rows.map(toOwnerMessage),
        hasMore,
        nextBefore: hasMore ? rows[0]!.id : null,
      }
    },
  )

  ownerPost(app, OWNER_CONVERSATION_READ_PATH, ConversationReadBody, async ({ body, ownerSite }) => {
    const customer = await customerOf(ownerSite, body.customerId)
    const at = new Date()
    const readAt = at.toISOString()
    await app.events.transaction(async (tx) => {
      await new ConversationRepository(tx.db).readByOwner(ownerSite.id, customer.id, at)
      // Every owner tab clears this conversation's badge, this one included.
      tx.emit('message.read', { siteId: ownerSite.id, read: { customerId: customer.id, reader: 'owner', readAt } })
    })
    return { message: 'success', readAt }
  })

  route(
    app,
    { method: 'GET', url: OWNER_CUSTOMER_CONTEXT_PATH, auth: 'owner', query: CustomerContextQuery },
    async ({ query, ownerSite }): Promise<CustomerContextResponse> =>
      customerContext(app.db, await customerOf(ownerSite, query.customerId)),
  )

  route(
    app,
    { method: 'GET', url: OWNER_LEADS_PATH, auth: 'owner', query: LeadsQuery },
    async ({ query, ownerSite }): Promise<LeadsResponse> => {
      if (query.before !== undefined && !(await leads.byId(ownerSite.id, query.before))) {
        throw new DecodeError([{ path: 'query.before', message: serverText('inbox.cursorInvalid') }])
      }
      const [{ rows, hasMore }, open] = await Promise.all([
        leads.page(ownerSite.id, query.status ?? 'open', query.before),
        leads.openCount(ownerSite.id),
      ])
      return {
        message: 'success',
        leads: rows.map(toLead),
        hasMore,
        nextBefore: hasMore ? rows[rows.length - 1]!.id : null,
        open,
      }
    },
  )

  ownerPost(app, OWNER_LEAD_HANDLED_PATH, LeadHandledBody, async ({ body, ownerSite }) => {
    const lead = await app.events.transaction((tx) =>
      setLeadHandled(tx, ownerSite.id, body.leadId, body.handled ? new Date() : null),
    )
    if (!lead) throw new HttpError(404, serverText('inbox.leadNotFound'), 'NOT_FOUND')
    return { message: 'success', lead }
  })

  acceptReadReceipts(app)
}

function toConversation(row: ConversationRow, labelIds: string[], assignedTo: string | null): Conversation {
  return {
    customerId: row.customerId,
    countryCode: row.countryCode,
    phoneNumber: row.phoneNumber,
    name: row.name,
    lastMessage: row.lastMessage ? toOwnerMessage(row.lastMessage) : null,
    lastActivityAt: row.activityAt.toISOString(),
    unread: row.unread,
    enquiry: row.enquiry,
    labelIds,
    assignedTo,
  }
}
