import type { ChatMessage } from '../../../contract/chat.js'
import type { DomainEvent } from '../../../contract/events.js'
import { formatRupees, localeOf } from '../../../contract/format.js'
import type { Language } from '../../../contract/language.js'
import type { Order } from '../../../contract/orders.js'
import type { OwnerPushKind, PushNotification } from '../../../contract/push.js'
import { serverText, stageText, type ServerTextKey } from '../../text/server-text.js'
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

type Notification = Omit<PushNotification, 'silent'>

/**
 * A notification for the site's owners: its kind (an owner may switch kinds off) and, for a conversation, whose;
 * written only once a device will get it, in that device's language.
 */
export interface OwnerPush {
  kind: OwnerPushKind
  /** The conversation it is about: not pushed to an owner who has it open and visible. */
  customerId: string | null
  write: (context: PushContext, language: Language) => Notification
}

/** A notification for the customer of the event (their devices, when no widget of theirs is open). */
export interface CustomerPush {
  customerId: string
  /** Written in the customer's language (`context.customerLanguage`). */
  write: (context: PushContext) => Notification
}

const BODY_CHARS = 160

/** The owner app's URL of a conversation (the app opens `?conversation=`). */
export const ownerConversationUrl = (customerId: string) => `/owner?conversation=${encodeURIComponent(customerId)}`
/** The site with the chat open (the widget reads `?chat=open`), on its newest messages. */
export const CUSTOMER_CHAT_URL = '/?chat=open'
/** The widget open on the chat at an offer's card (the widget reads `offer=` and reports the offer opened). */
export const customerOfferUrl = (offerId: string) => `/?chat=open&offer=${encodeURIComponent(offerId)}`
/** The widget open on the cart. */
export const CUSTOMER_CART_URL = '/?chat=open&source=cart_summary'

/**
 * The owners' notifications of an event (none for most): a customer's
 * message (tagged per conversation, so a burst collapses into one, the
 * newest text as its body), a new order, a cancellation, a reported
 * payment, a new lead. Who hears of it is decided from the event alone;
 * each is written later in the language a device asks for.
 *
 * @example
 * ownerPushes(event)[0].write({ siteName: 'Kesar Kitchen', customerLabel: 'Asha' }, 'hi')
 * // { title: 'नया ऑर्डर KK-1001 · ₹480.00', body: 'Asha: Thali', … }
 */
export function ownerPushes(event: DomainEvent): OwnerPush[] {
  const writer =
    (write: (text: Text, customer: string, language: Language) => Notification) =>
    (context: PushContext, language: Language) =>
      write((key, values) => serverText(key, values, language), context.customerLabel, language)
  const rupees = (amount: number, language: Language) => formatRupees(amount, localeOf(language))
  switch (event.type) {
    case 'message.stored': {
      const { customerId, message } = event.payload
      if (message.sender !== 'user') return []
      const write = writer((text, customer, language) => ({
        title: text('push.newMessage', { customer }),
        body: messageText(message, language),
        tag: `conversation:${customerId}`,
        url: ownerConversationUrl(customerId),
      }))
      return [{ kind: 'messages', customerId, write }]
    }
    case 'order.created':
      return event.payload.orders.map((order) => ({
        kind: 'orders',
        customerId: event.payload.customerId,
        write: writer((text, customer, language) => ({
          title: text('push.newOrder', { orderId: order.orderId, amount: rupees(order.finalAmount, language) }),
          body: text('push.newOrderBody', { customer, title: order.title }),
          tag: orderTag(order),
          url: ownerConversationUrl(event.payload.customerId),
        })),
      }))
    case 'order.changed': {
      const { order, customerId, action } = event.payload
      if (action !== 'cancel') return []
      const write = writer((text, customer) => ({
        title: text('push.cancelled', { orderId: order.orderId }),
        body: text('push.cancelledBody', { customer, title: order.title }),
        tag: orderTag(order),
        url: ownerConversationUrl(customerId),
      }))
      return [{ kind: 'cancellations', customerId, write }]
    }
    case 'payment.reported': {
      const { order, customerId, reference } = event.payload
      const write = writer((text, customer, language) => ({
        title: text('push.paymentReported', { orderId: order.orderId }),
        body: text('push.paymentReportedBody', { customer, amount: rupees(order.finalAmount, language), reference }),
        tag: orderTag(order),
        url: ownerConversationUrl(customerId),
      }))
      return [{ kind: 'payments', customerId, write }]
    }
    case 'lead.received': {
      const { lead } = event.payload
      const write = writer((text) => ({
        title: text('push.newLead', { name: lead.name }),
        body: clip(lead.message ?? lead.messageContent ?? lead.company ?? ''),
        tag: `lead:${lead._id}`,
        url: '/owner?tab=leads',
      }))
      return [{ kind: 'leads', customerId: null, write }]
    }
    default:
      return []
  }
}

type Text = (key: ServerTextKey, values?: Record<string, string>) => string

/**
 * The customer's notification of an event, if any: the business's reply in
 * the chat (not the typed order messages, which come with their order
 * change), an owner's offer (its words, opening the chat at its card), an order moved on, completed or cancelled, a
 * payment received, a forgotten cart's reminder.
 */
export function customerPush(event: DomainEvent): CustomerPush | null {
  const writer = (write: (text: Text, site: string, language: Language) => Notification) => (context: PushContext) => {
    const language = context.customerLanguage ?? 'en'
    return write((key, values) => serverText(key, values, language), context.siteName, language)
  }
  switch (event.type) {
    case 'message.stored': {
      const { customerId, message, typed } = event.payload
      if (message.sender !== 'system' || typed) return null
      if (message.messageView != null && message.messageView !== CUSTOMER_ACCOUNT_TYPE) return null
      if (message.offer) {
        const { offerId } = message.offer
        const offer = writer((text, site) => ({
          title: text('push.offerTitle', { site }),
          body: clip(message.message),
          tag: `offer:${offerId}`,
          url: customerOfferUrl(offerId),
        }))
        return { customerId, write: offer }
      }
      const write = writer((text, site, language) => ({
        title: text('push.reply', { site }),
        body: messageText(message, language),
        tag: `chat:${message.clientId}`,
        url: CUSTOMER_CHAT_URL,
      }))
      return { customerId, write }
    }
    case 'order.changed': {
      const { order, customerId, action } = event.payload
      const stage = order.pipelineStages.filter((candidate) => candidate.status !== 'Pending').at(-1)?.name ?? ''
      const write = writer((text, site, language) => {
        const body =
          action === 'advance'
            ? text('push.orderAdvanced', {
                status: stage ? stageText(stage, language) : text(STATUS_KEYS[order.status]),
              })
            : text(action === 'complete' ? 'push.orderCompleted' : 'push.orderCancelled')
        return orderNotification(text, site, order, body)
      })
      return { customerId, write }
    }
    case 'payment.confirmed': {
      const { order, customerId, amount } = event.payload
      const write = writer((text, site, language) => {
        const body = text('push.paymentConfirmed', { amount: formatRupees(amount, localeOf(language)) })
        return orderNotification(text, site, order, body)
      })
      return { customerId, write }
    }
    case 'cart.reminder': {
      const { customerId, units } = event.payload
      const write = writer((text, site) => ({
        title: text('push.cartReminderTitle', { site }),
        body: text('push.cartReminder', { count: String(units) }),
        tag: 'cart',
        url: CUSTOMER_CART_URL,
      }))
      return { customerId, write }
    }
    default:
      return null
  }
}

/** The customer whose conversation an event belongs to (none for a lead, a page, the catalogue). */
export function eventCustomerId(event: DomainEvent): string | null {
  return 'customerId' in event.payload ? event.payload.customerId : null
}

function orderNotification(text: Text, site: string, order: Order, body: string): Notification {
  return {
    title: text('push.orderChanged', { site, orderId: order.orderId }),
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
