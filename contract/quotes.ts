import * as t from 'io-ts'
import { answer, nullable } from './codec'
import { CHAT_WIDGET_PREFIX } from './auth'
import { ChatMessage } from './chat'
import { AddressRef, IsoDate, Order, ServiceSlot } from './orders'
import { MAX_LINE_QUANTITY } from './quantity'
import { Text } from './text'

/*
 * Quotes: the owner answers an enquiry (a price on request, a service) with
 * lines, prices, a note and a last day; the customer accepts it in the
 * widget (which makes the order, at the quote's prices) or declines it.
 */

/** Owner: send a quote to a customer of the site, list a customer's quotes (`?customerId=`). */
export const OWNER_QUOTES_PATH = '/business_website/owner/quotes'
/** Customer: one of their quotes (`?customerId=&quoteId=`), and their answer to it. */
export const QUOTE_PATH = `${CHAT_WIDGET_PREFIX}/chat_widget_side_get_quote`
export const QUOTE_ANSWER_PATH = `${CHAT_WIDGET_PREFIX}/chat_widget_side_answer_quote`

/** Socket event (customer rooms): a quote of this customer changed. The owner room hears `owner-quote`. */
export const QUOTE_UPDATED_EVENT = 'quote-updated'

export const MAX_QUOTE_LINES = 20
export const MAX_QUOTE_NOTE = 1000
export const MAX_QUOTE_LINE_NAME = 160
/** The most one line's unit price may be, in rupees (the order's amount columns hold ₹2.1 crore). */
export const MAX_QUOTE_UNIT_PRICE = 1_000_000

const bounded = (name: string, min: number, max: number) =>
  new t.Type<string, string, unknown>(
    name,
    (input): input is string => typeof input === 'string',
    (input, context) => {
      if (!Text.is(input)) return t.failure(input, context)
      const length = input.trim().length
      return length >= min && length <= max
        ? t.success(input.trim())
        : t.failure(input, context, `must be ${min}–${max} characters`)
    },
    t.identity,
  )

const numberIn = (name: string, min: number, max: number, whole: boolean) =>
  new t.Type<number, number, unknown>(
    name,
    (input): input is number => typeof input === 'number',
    (input, context) =>
      typeof input === 'number' &&
      Number.isFinite(input) &&
      input >= min &&
      input <= max &&
      (!whole || Number.isInteger(input))
        ? t.success(input)
        : t.failure(input, context, `expected ${whole ? 'a whole number' : 'a number'} from ${min} to ${max}`),
    t.identity,
  )

export const QuoteStatus = t.keyof({ open: null, accepted: null, declined: null, expired: null }, 'QuoteStatus')
export type QuoteStatus = t.TypeOf<typeof QuoteStatus>

/**
 * A line the owner quotes: a name (an item of the catalogue when `itemId`
 * names one, else free text, e.g. a service done to measure), a quantity and
 * the price of one unit in rupees, all taxes included.
 */
export const QuoteLineInput = t.intersection(
  [
    t.type({
      name: bounded('QuoteLineName', 1, MAX_QUOTE_LINE_NAME),
      quantity: numberIn('QuoteQuantity', 1, MAX_LINE_QUANTITY, true),
      unitPrice: numberIn('QuoteUnitPrice', 0, MAX_QUOTE_UNIT_PRICE, false),
    }),
    t.partial({ itemId: nullable(Text) }),
  ],
  'QuoteLineInput',
)
export type QuoteLineInput = t.TypeOf<typeof QuoteLineInput>

/**
 * Body of the owner's send-quote call.
 *
 * @example
 * { customerId: 'c1', lines: [{ name: 'Wholesale Masala Tins (5 kg)', quantity: 4, unitPrice: 5800 }],
 *   note: 'Delivered in 3 days', validUntil: '2026-12-05' }
 */
export const CreateQuoteBody = t.intersection(
  [
    t.type({
      customerId: Text,
      lines: new t.Type<QuoteLineInput[], QuoteLineInput[], unknown>(
        'QuoteLines',
        (input): input is QuoteLineInput[] => Array.isArray(input),
        (input, context) =>
          Array.isArray(input) && (input.length < 1 || input.length > MAX_QUOTE_LINES)
            ? t.failure(input, context, `expected 1 to ${MAX_QUOTE_LINES} lines`)
            : t.array(QuoteLineInput).validate(input, context),
        t.identity,
      ),
      validUntil: IsoDate,
    }),
    t.partial({ note: bounded('QuoteNote', 0, MAX_QUOTE_NOTE) }),
  ],
  'CreateQuoteBody',
)
export type CreateQuoteBody = t.TypeOf<typeof CreateQuoteBody>

/** A quoted line as stored and shown, money in rupees; `amount` = unit price × quantity. */
export const QuoteLine = t.type(
  {
    itemId: nullable(Text),
    name: Text,
    quantity: t.number,
    unitPrice: t.number,
    amount: t.number,
    /** 'service' (or free text), 'shipping' (a product that ships), 'pickup'. */
    kind: t.keyof({ shipping: null, pickup: null, service: null }),
  },
  'QuoteLine',
)

/**
 * A quote. `status` is `expired` once its `validUntil` day is over (Indian
 * time) while it was still open. `orderIds`: the orders its acceptance made
 * (their human ids). `needsAddress`: a line ships, so accepting needs a
 * delivery address; `isService`: a line is a service, so accepting asks for a
 * preferred date and slot.
 */
export const Quote = t.type(
  {
    _id: Text,
    quoteNumber: Text,
    customerId: Text,
    lines: t.array(QuoteLine),
    note: Text,
    validUntil: Text,
    status: QuoteStatus,
    total: t.number,
    needsAddress: t.boolean,
    isService: t.boolean,
    orderIds: t.array(Text),
    createdDate: Text,
  },
  'Quote',
)
export type Quote = t.TypeOf<typeof Quote>

export const QuoteResponse = answer({ data: Quote }, 'QuoteResponse')
export const QuotesResponse = answer({ data: t.array(Quote) }, 'QuotesResponse')
export const OwnerQuotesQuery = t.type({ customerId: Text }, 'OwnerQuotesQuery')
export const QuoteQuery = t.intersection(
  [t.type({ customerId: Text, quoteId: Text }), t.partial({ subdomain: Text })],
  'QuoteQuery',
)

/**
 * The customer's answer. Accepting makes the order from the quote's lines
 * and prices (once: a second accept is 409); `deliveryAddress` when a line
 * ships, `serviceSlot` when a line is a service.
 */
export const QuoteAnswerBody = t.intersection(
  [
    t.type({ customerId: Text, quoteId: Text, answer: t.keyof({ accept: null, decline: null }) }),
    t.partial({ deliveryAddress: AddressRef, serviceSlot: ServiceSlot, subdomain: Text }),
  ],
  'QuoteAnswerBody',
)
export type QuoteAnswerBody = t.TypeOf<typeof QuoteAnswerBody>

export const QuoteAnswerResponse = answer(
  {
    data: t.type({ quote: Quote, orders: t.array(Order), messages: t.array(ChatMessage) }),
  },
  'QuoteAnswerResponse',
)
export type QuoteAnswerResponse = t.TypeOf<typeof QuoteAnswerResponse>

/** `quote-updated` (customer) and `owner-quote` (owner room): the quote as it is now; `clientId` is the site. */
export const QuoteUpdatedEvent = t.type({ clientId: Text, quote: Quote }, 'QuoteUpdatedEvent')
export type QuoteUpdatedEvent = t.TypeOf<typeof QuoteUpdatedEvent>
