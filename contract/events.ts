import * as t from 'io-ts'
import { ChatMessage } from './chat'
import { Order } from './orders'
import { Quote } from './quotes'
import { Lead, OwnerReadEvent } from './owner-inbox'
import { Text } from './text'
import { decode, type Decoded } from './decode'

/**
 * The domain events: what happened, recorded by the server module that made
 * it happen in the same database transaction as the change (the outbox,
 * `server/events/`), then delivered at least once to every subscriber
 * (realtime pushes today; web push, webhooks and e-mail later). One codec per
 * event type, keyed by its name; a payload says what happened in wire shapes
 * the subscribers can pass on without reading the database again.
 *
 * @example
 * const payload: EventPayload<'lead.received'> = { siteId, lead }
 * DomainEventPayloads['lead.received'].is(payload) // true
 */
export const DomainEventPayloads = {
  /**
   * A message of a conversation was stored: the customer's, an owner's reply,
   * a welcome, an order or payment message. `typed` (the business's
   * messages about an order): the customer's widget gets it at its place in a
   * series of `count` (2 s after the change, then 1 s apart; no 'Typing...',
   * which only a person typing shows); without it, at once.
   */
  'message.stored': t.intersection([
    t.type({ siteId: Text, customerId: Text, message: ChatMessage }),
    t.partial({ typed: t.type({ position: t.number, count: t.number }) }),
  ]),
  /** Messages of a conversation were read: the customer's by an owner, or the business's by the customer's widget. */
  'message.read': t.type({ siteId: Text, read: OwnerReadEvent }),
  /** A signed-in customer's server cart changed (a line added, changed or removed, the cart cleared or merged). */
  'cart.changed': t.type({ siteId: Text, customerId: Text }),
  /** A signed-in customer left `units` in the cart for the shop's reminder delay: remind them, once (web push). */
  'cart.reminder': t.type({ siteId: Text, customerId: Text, units: t.number }),
  /** A checkout made these orders (one per group). */
  'order.created': t.type({ siteId: Text, customerId: Text, orders: t.array(Order) }),
  /** An order moved: the owner advanced, completed or cancelled it, or the customer cancelled it. */
  'order.changed': t.type({
    siteId: Text,
    customerId: Text,
    order: Order,
    action: t.keyof({ advance: null, complete: null, cancel: null }),
  }),
  /** The owner sent a quote, or the customer accepted or declined it: `quote` as it is now. */
  'quote.changed': t.type({ siteId: Text, customerId: Text, quote: Quote }),
  /** A customer reported a manual payment of the order; it waits for the owner's confirmation. */
  'payment.reported': t.type({ siteId: Text, customerId: Text, order: Order, reference: Text }),
  /** A milestone of the order was paid (online, or confirmed by the owner); `order` as it is now. */
  'payment.confirmed': t.type({ siteId: Text, customerId: Text, order: Order, milestoneId: Text, amount: t.number }),
  /**
   * A refund of an order changed: started (`pending`), sent back (`processed`), `failed` (owed again), or money is
   * now `due` back (it reached a cancelled or already paid order); `amount` in paise; `order` as it is now.
   */
  'payment.refunded': t.type({
    siteId: Text,
    customerId: Text,
    order: Order,
    amount: t.number,
    status: t.keyof({ pending: null, processed: null, failed: null, due: null }),
  }),
  /** A conversation's labels changed (by an owner, or by the product itself): `labelIds` as they are now. */
  'conversation.labelled': t.type({ siteId: Text, customerId: Text, labelIds: t.array(Text) }),
  /** A conversation was given to an owner of the site (`assignedTo`, their id), or to nobody (null). */
  'conversation.assigned': t.type({ siteId: Text, customerId: Text, assignedTo: t.union([Text, t.null]) }),
  /** The owners' labels changed: one was added, renamed, recoloured or deleted. */
  'labels.changed': t.type({ siteId: Text }),
  /** The contact form stored a lead. */
  'lead.received': t.type({ siteId: Text, lead: Lead }),
  /** The owner marked a lead handled, or open again. */
  'lead.handled': t.type({ siteId: Text, lead: Lead }),
  /** A customer signed in with a code (`created`: their account was made by this sign-in). */
  'customer.signed-in': t.type({ siteId: Text, customerId: Text, created: t.boolean }),
  /** The owner changed the catalogue: these items (their fields, stock, visibility or order), or its catalogues. */
  'catalogue.changed': t.type({ siteId: Text, itemIds: t.array(Text) }),
  /** An owner published a page of the site. */
  'page.published': t.type({ siteId: Text, route: Text }),
  /**
   * An owner changed a section of the settings (payments, profile, hours, delivery): the names of the
   * fields, never values.
   */
  'settings.changed': t.type({
    siteId: Text,
    section: t.keyof({ payments: null, profile: null, hours: null, delivery: null }),
    fields: t.array(Text),
  }),
} as const

export type DomainEventPayloads = typeof DomainEventPayloads
/** Every event name, e.g. `'order.created'`. */
export type EventType = keyof DomainEventPayloads
/** What an event of `type` carries. */
export type EventPayload<Type extends EventType> = t.TypeOf<DomainEventPayloads[Type]>

/** Every event name, in the order of the map. */
export const EVENT_TYPES = Object.keys(DomainEventPayloads) as EventType[]

/**
 * An event as subscribers receive it: its id (unique, the key a subscriber
 * de-duplicates by: the same event may come twice), its type and payload,
 * and when it was recorded.
 */
export type DomainEvent = {
  [Type in EventType]: { id: string; type: Type; payload: EventPayload<Type>; occurredAt: string }
}[EventType]

/** The event of one `type`, e.g. `EventOf<'order.changed'>`. */
export type EventOf<Type extends EventType> = Extract<DomainEvent, { type: Type }>

/**
 * Checks `payload` against the codec of `type`: the writer's check (a payload
 * that is not what the map says is refused before it is recorded) and the
 * reader's (an outbox row is decoded before a subscriber sees it).
 *
 * @example
 * decodeEventPayload('page.published', { siteId: 's1' })
 * // { ok: false, errors: [{ path: 'page.published.route', ... }] }
 */
export function decodeEventPayload<Type extends EventType>(type: Type, payload: unknown): Decoded<EventPayload<Type>> {
  const codec = DomainEventPayloads[type] as t.Type<EventPayload<Type>, unknown, unknown> | undefined
  if (!codec) return { ok: false, errors: [{ path: 'type', message: `no event is named '${type}'` }] }
  return decode(codec, payload, type)
}
