import type { ChatMessage } from '../../../contract/chat.js'
import type { DomainEvent } from '../../../contract/events.js'
import { formatRupees, localeOf } from '../../../contract/format.js'
import type { Language } from '../../../contract/language.js'
import type { Order } from '../../../contract/orders.js'
import type { OwnerPushKind, PushNotification } from '../../../contract/push.js'
import { serverText, type ServerTextKey } from '../../text/server-text.js'
import { CUSTOMER_ACCOUNT_TYPE } from '../auth/index.js'
import { STATUS_KEYS } from '../order/index.js'

/** What a push needs to know of the site and the customer an event is about. */
export interface PushContext {
  siteName: string
  /** The customer's name, else their phone; '' when the event has no customer (a lead). */
  customerLabel: string
  /** The language the customer reads (theirs, else the site's default): their notifications are written in it. */
  customerLanguage?: Language
}

/** A notification for the site's owners: its kind (an owner may switch kinds off) and, for a conversation, whose. */
export interface OwnerPush {
  kind: OwnerPushKind
  /** The conversation it is about: not pushed to an owner who has it open and visible. */
  customerId: string | null
  notification: Omit<PushNotification, 'silent'>
}

/** A notification for the customer of the event (their devices, when no widget of theirs is open). */
export interface CustomerPush {
  customerId: string
  notification: Omit<PushNotification, 'silent'>
}

const BODY_CHARS = 160

/** The owner app's URL of a conversation (the app opens `?conversation=`). */
export const ownerConversationUrl = (customerId: string) => `/owner?conversation=${encodeURIComponent(customerId)}`
/** The site with the chat open (the widget reads `?chat=open`), on its newest messages. */
export const CUSTOMER_CHAT_URL = '/?chat=open'

/**
 * The owners' notifications of an event (none for most), written in
 * `language` (a device's: each device gets them in its own): a customer's
 * message (tagged per conversation, so a burst collapses into one, the
 * newest text as its body), a new order, a cancellation, a reported
 * payment, a new lead.
 *
 * @example
 * ownerPushes(event, { siteName: 'Kesar Kitchen', customerLabel: 'Asha' }, 'hi')
 * // [{ kind: 'orders', customerId, notification: { title: 'नया ऑर्डर KK-1001 · ₹480.00', body: 'Asha: Thali', … } }]
 */
export function ownerPushes(event: DomainEvent, context: PushContext, language: Language): OwnerPush[] {
  const customer = context.customerLabel
  const text = (key: ServerTextKey, values?: Record<string, string>) => serverText(key, values, language)
  const rupees = (amount: number) => formatRupees(amount, localeOf(language))
  switch (event.type) {
    case 'message.stored': {
      const { customerId, message } = event.payload
      if (message.sender !== 'user') return []
      const notification = {
        title: text('push.newMessage', { customer }),
        body: messageText(message, language),
        tag: `conversation:${customerId}`,
        url: ownerConversationUrl(customerId),
      }
      return [{ kind: 'messages', customerId, notification }]
    }
    case 'order.created':
      return event.payload.orders.map((order) => ({
        kind: 'orders',
        customerId: event.payload.customerId,
        notification: {
          title: text('push.newOrder', { orderId: order.orderId, amount: rupees(order.finalAmount) }),
          body: text('push.newOrderBody', { customer, title: order.title }),
          tag: orderTag(order),
          url: ownerConversationUrl(event.payload.customerId),
        },
      }))
    case 'order.changed': {
      const { order, customerId, action } = event.payload
      if (action !== 'cancel') return []
      const notification = {
        title: text('push.cancelled', { orderId: order.orderId }),
        body: text('push.cancelledBody', { customer, title: order.title }),
        tag: orderTag(order),
        url: ownerConversationUrl(customerId),
      }
      return [{ kind: 'cancellations', customerId, notification }]
    }
    case 'payment.reported': {
      const { order, customerId, reference } = event.payload
      const notification = {
        title: text('push.paymentReported', { orderId: order.orderId }),
        body: text('push.paymentReportedBody', { customer, amount: rupees(order.finalAmount), reference }),
        tag: orderTag(order),
        url: ownerConversationUrl(customerId),
      }
      return [{ kind: 'payments', customerId, notification }]
    }
    case 'lead.received': {
      const { lead } = event.payload
      const notification = {
        title: text('push.newLead', { name: lead.name }),
        body: clip(lead.message ?? lead.messageContent ?? lead.company ?? ''),
        tag: `lead:${lead._id}`,
        url: '/owner?tab=leads',
      }
      return [{ kind: 'leads', customerId: null, notification }]
    }
    default:
      return []
  }
}

/**
 * The customer's notification of an event, if any: the business's reply in
 * the chat (not the typed order messages, which come with their order
 * change), an order moved on, completed or cancelled, a payment received.
 */
export function customerPush(event: DomainEvent, context: PushContext): CustomerPush | null {
  const site = context.siteName
  const language = context.customerLanguage ?? 'en'
  const text = (key: ServerTextKey, values?: Record<string, string>) => serverText(key, values, language)
  switch (event.type) {
    case 'message.stored': {
      const { customerId, message, typed } = event.payload
      if (message.sender !== 'system' || typed) return null
      if (message.messageView != null && message.messageView !== CUSTOMER_ACCOUNT_TYPE) return null
      const notification = {
        title: text('push.reply', { site }),
        body: messageText(message, language),
        tag: `chat:${message.clientId}`,
        url: CUSTOMER_CHAT_URL,
      }
      return { customerId, notification }
    }
    case 'order.changed': {
      const { order, customerId, action } = event.payload
      const stage = order.pipelineStages.filter((candidate) => candidate.status !== 'Pending').at(-1)?.name ?? ''
      const body =
        action === 'advance'
          ? text('push.orderAdvanced', { status: stage || text(STATUS_KEYS[order.status]) })
          : text(action === 'complete' ? 'push.orderCompleted' : 'push.orderCancelled')
      return { customerId, notification: orderNotification(site, order, body, language) }
    }
    case 'payment.confirmed': {
      const { order, customerId, amount } = event.payload
      const body = text('push.paymentConfirmed', { amount: formatRupees(amount, localeOf(language)) })
      return { customerId, notification: orderNotification(site, order, body, language) }
    }
    default:
      return null
  }
}

/** The customer whose conversation an event belongs to (none for a lead, a page, the catalogue). */
export function eventCustomerId(event: DomainEvent): string | null {
  return 'customerId' in event.payload ? event.payload.customerId : null
}

function orderNotification(site: string, order: Order, body: string, language: Language): CustomerPush['notification'] {
  return {
    title: serverText('push.orderChanged', { site, orderId: order.orderId }, language),
    body,
    tag: orderTag(order),
    url: CUSTOMER_CHAT_URL,
  }
}

const orderTag = (order: Order) => `order:${order._id}`

function messageText(message: ChatMessage, language: Language = 'en'): string {
  const type = message.type ?? 'text'
  if (type === 'text') return clip(message.message)
  if (type === 'component') return clip(message.message.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' '))
  return clip(message.caption ?? '') || serverText('push.attachment', {}, language)
}

function clip(text: string): string {
  const trimmed = text.trim()
  return trimmed.length > BODY_CHARS ? `${trimmed.slice(0, BODY_CHARS - 1)}…` : trimmed
}
