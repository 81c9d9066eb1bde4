import * as t from 'io-ts'
import { answer, nullable } from './codec'
import { DeliveryAddress } from './address'
import { CartItem } from './cart'
import { ChatMessage } from './chat'
import { Order } from './orders'
import { Text } from './text'

/**
 * The owner inbox: the site's conversations (one per customer), their
 * messages with read state, the customer's context, and contact-form leads.
 * Owner calls: the owner session cookie or the site's owner key.
 */
export const OWNER_CONVERSATIONS_PATH = '/business_website/owner/conversations'
export const OWNER_CONVERSATION_MESSAGES_PATH = '/business_website/owner/conversations/messages'
export const OWNER_CONVERSATION_READ_PATH = '/business_website/owner/conversations/read'
export const OWNER_CUSTOMER_CONTEXT_PATH = '/business_website/owner/customers/context'
export const OWNER_LEADS_PATH = '/business_website/owner/leads'
export const OWNER_LEAD_HANDLED_PATH = '/business_website/owner/leads/handled'
/**
 * The owner's file upload, for image and file replies (`OWNER_MESSAGES_PATH`
 * with `type: 'image' | 'file'` and the answer's `url`): multipart like the
 * customers' `POST /upload/aws/s3/upload`, fields `folder`
 * ('chat-widget/images' | 'chat-widget/document' | 'chat-widget/audio') and
 * `fileName` BEFORE `file`, with the same types, sizes, storage and site
 * quota; limited per site.
 */
export const OWNER_UPLOAD_PATH = '/business_website/owner/upload'

/** Conversations per page of the inbox list. */
export const CONVERSATIONS_PAGE_SIZE = 30
/** Leads per page. */
export const LEADS_PAGE_SIZE = 30

/**
 * A message as the owner sees it: a chat message (docs/product.md, 'Entities and fields') and when the other
 * side read it: for the customer's messages, when the owner opened the
 * conversation; for the business's, when the customer's widget showed it.
 * `kind: 'enquiry'` marks an enquiry (docs/product.md, 'Validation rules') so the inbox can make it stand out.
 */
export const OwnerMessage = t.intersection([ChatMessage, t.type({ readAt: nullable(Text) })], 'OwnerMessage')
export type OwnerMessage = t.TypeOf<typeof OwnerMessage>

/**
 * One row of the inbox: a customer of the site and their latest message.
 * `unread`: the customer's messages the owner has not read; `enquiry`: one of
 * them is an enquiry.
 */
export const Conversation = t.type(
  {
    customerId: Text,
    countryCode: Text,
    phoneNumber: Text,
    name: nullable(Text),
    lastMessage: nullable(OwnerMessage),
    /** ISO time of the latest message (or of the sign-up when there is none): the list is newest first by it. */
    lastActivityAt: Text,
    unread: t.number,
    enquiry: t.boolean,
    /** Its labels' ids: the product's (contract/owner-labels.ts `PRODUCT_LABELS`) and the owners' own. */
    labelIds: t.array(Text),
    /** The id of the owner it is given to (an owner of the site), or null. */
    assignedTo: nullable(Text),
  },
  'Conversation',
)
export type Conversation = t.TypeOf<typeof Conversation>

/** Conversations given to the signed-in owner, or to nobody. */
export const AssignedFilter = t.keyof({ mine: null, unassigned: null }, 'AssignedFilter')
export type AssignedFilter = t.TypeOf<typeof AssignedFilter>

/**
 * Query of the inbox list: `search` in the phone (digits, with or without
 * the dial code), the name and the messages' text (case-insensitive);
 * `label`: only the conversations carrying this label (an id); `assigned`: only those given to the signed-in owner
 * (`mine`; none with the owner key) or to nobody; `before` = the previous page's `nextBefore` (an opaque cursor).
 */
export const ConversationsQuery = t.partial(
  { search: Text, label: Text, assigned: AssignedFilter, before: Text },
  'ConversationsQuery',
)
export type ConversationsQuery = t.TypeOf<typeof ConversationsQuery>

/** `unreadConversations`: how many conversations have unread messages (the tab title's count), whatever the search. */
export const ConversationsResponse = answer(
  {
    conversations: t.array(Conversation),
    hasMore: t.boolean,
    nextBefore: nullable(Text),
    unreadConversations: t.number,
  },
  'ConversationsResponse',
)
export type ConversationsResponse = t.TypeOf<typeof ConversationsResponse>

/** Query of one conversation's messages: the latest page (50), or the page before the message `before`. */
export const ConversationMessagesQuery = t.intersection(
  [t.type({ customerId: Text }), t.partial({ before: Text })],
  'ConversationMessagesQuery',
)
export type ConversationMessagesQuery = t.TypeOf<typeof ConversationMessagesQuery>

/** Messages oldest first, like `get_chat_messages`. */
export const ConversationMessagesResponse = answer(
  { messages: t.array(OwnerMessage), hasMore: t.boolean, nextBefore: nullable(Text) },
  'ConversationMessagesResponse',
)
export type ConversationMessagesResponse = t.TypeOf<typeof ConversationMessagesResponse>

/** The owner read the conversation: every message of the customer's up to now is read. */
export const ConversationReadBody = t.type({ customerId: Text }, 'ConversationReadBody')
export type ConversationReadBody = t.TypeOf<typeof ConversationReadBody>
export const ConversationReadResponse = answer({ readAt: Text }, 'ConversationReadResponse')

/** A manual payment the customer reported, waiting for the owner's confirmation. */
export const ReportedPayment = t.type(
  { milestoneId: Text, reference: Text, screenshotUrl: nullable(Text), amount: t.number, reportedAt: Text },
  'ReportedPayment',
)
export type ReportedPayment = t.TypeOf<typeof ReportedPayment>

/** An order as the owner sees it beside the conversation: with its reported payments. */
export const OwnerCustomerOrder = t.intersection(
  [Order, t.type({ reportedPayments: t.array(ReportedPayment) })],
  'OwnerCustomerOrder',
)
export type OwnerCustomerOrder = t.TypeOf<typeof OwnerCustomerOrder>

export const CustomerContextQuery = t.type({ customerId: Text }, 'CustomerContextQuery')
export type CustomerContextQuery = t.TypeOf<typeof CustomerContextQuery>

/** The customer beside the conversation: cart, addresses and latest orders (20, newest first). */
export const CustomerContextResponse = answer(
  {
    customer: t.type({
      customerId: Text,
      countryCode: Text,
      phoneNumber: Text,
      name: nullable(Text),
      createdAt: Text,
    }),
    cart: t.array(CartItem),
    addresses: t.array(DeliveryAddress),
    orders: t.array(OwnerCustomerOrder),
  },
  'CustomerContextResponse',
)
export type CustomerContextResponse = t.TypeOf<typeof CustomerContextResponse>

/** A contact-form submission (`template_contact_us`) as the owner sees it. */
export const Lead = t.type(
  {
    _id: Text,
    name: Text,
    countryCode: Text,
    contact: Text,
    email: nullable(Text),
    company: nullable(Text),
    messageContent: nullable(Text),
    /** The form's free message (null when none was written). */
    message: nullable(Text),
    createdAt: Text,
    handledAt: nullable(Text),
  },
  'Lead',
)
export type Lead = t.TypeOf<typeof Lead>

export const LeadsFilter = t.keyof({ open: null, handled: null, all: null }, 'LeadsFilter')
export type LeadsFilter = t.TypeOf<typeof LeadsFilter>
/** Query of the leads list: `status` default 'open'; newest first; `before` = the previous page's `nextBefore`. */
export const LeadsQuery = t.partial({ status: LeadsFilter, before: Text }, 'LeadsQuery')
export type LeadsQuery = t.TypeOf<typeof LeadsQuery>
/** `open`: how many leads are not handled (the Leads tab's badge). */
export const LeadsResponse = answer(
  { leads: t.array(Lead), hasMore: t.boolean, nextBefore: nullable(Text), open: t.number },
  'LeadsResponse',
)
export type LeadsResponse = t.TypeOf<typeof LeadsResponse>

/** Mark a lead handled (or open again). */
export const LeadHandledBody = t.type({ leadId: Text, handled: t.boolean }, 'LeadHandledBody')
export type LeadHandledBody = t.TypeOf<typeof LeadHandledBody>
export const LeadHandledResponse = answer({ lead: Lead }, 'LeadHandledResponse')

/**
 * Answer of `OWNER_UPLOAD_PATH`, like the customers' upload: the stored file's URL (`/uploads/...`). A photo (folder
 * `PHOTO_FOLDER` of `contract/photo.ts`) answers its largest WebP variant's URL and its size (no original is kept).
 */
export const OwnerUploadResponse = t.intersection(
  [t.type({ url: Text }), t.partial({ photo: t.type({ width: t.number, height: t.number }) })],
  'OwnerUploadResponse',
)
export type OwnerUploadResponse = t.TypeOf<typeof OwnerUploadResponse>

/**
 * Events of the owner's socket (the site's owner room, every process through
 * the Redis adapter). `resync` is the customers' (chat.ts SOCKET_EVENTS): on
 * it, and on reconnect, the inbox fetches again.
 */
export const OWNER_SOCKET_EVENTS = {
  /** A message of any conversation of the site, the customer's or the business's. */
  message: 'owner-message',
  /** Messages of a conversation were read: by the owner (any tab) or by the customer. */
  read: 'owner-read',
  /** An order of the site changed (created, moved, paid, payment reported, cancelled). */
  order: 'owner-order',
  /** A contact-form lead arrived or changed. */
  lead: 'owner-lead',
  /** A quote was sent, accepted or declined (`QuoteUpdatedEvent` of contract/quotes.ts). */
  quote: 'owner-quote',
} as const

export const OwnerMessageEvent = t.type({ customerId: Text, message: OwnerMessage }, 'OwnerMessageEvent')
export type OwnerMessageEvent = t.TypeOf<typeof OwnerMessageEvent>

/** `reader: 'owner'`: the customer's messages up to `readAt` are read; `'customer'`: the business's are. */
export const OwnerReadEvent = t.type(
  { customerId: Text, reader: t.keyof({ owner: null, customer: null }), readAt: Text },
  'OwnerReadEvent',
)
export type OwnerReadEvent = t.TypeOf<typeof OwnerReadEvent>

export const OwnerOrderEvent = t.type({ customerId: Text, order: OwnerCustomerOrder }, 'OwnerOrderEvent')
export type OwnerOrderEvent = t.TypeOf<typeof OwnerOrderEvent>

export const OwnerLeadEvent = t.type({ lead: Lead }, 'OwnerLeadEvent')
export type OwnerLeadEvent = t.TypeOf<typeof OwnerLeadEvent>

/**
 * Customer → server on the widget's socket: the chat showed the business's
 * messages up to this one (its `_id`). The server stores the read time and
 * tells the owner room (`owner-read`, reader 'customer'). The event's name
 * lives with the widget's socket events in chat.ts (so the widget does not
 * load this module's codecs), re-exported here.
 */
export { MESSAGES_READ_EVENT } from './chat'
export const MessagesReadPayload = t.type({ upTo: Text }, 'MessagesReadPayload')
