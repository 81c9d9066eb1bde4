import * as t from 'io-ts'
import { nullable } from './codec'
import { Text } from './text'

/**
 * Offers to customers who asked for them. A signed-in customer opts in to offers in the widget (apart from order
 * notifications) and may opt out again, from the same place or with one tap on any offer. The owner writes an offer
 * (words, an optional photo, item and discount code) and sends it to every customer opted in at that moment: it
 * arrives as a chat message (an offer card) and as a web push to their devices. At most one offer a week per site.
 */
export const CUSTOMER_OFFERS_PATH = '/business_website/offers/opt_in'
/** The widget tells the server an offer card was on the customer's screen (the offer counts as opened). */
export const CUSTOMER_OFFER_OPENED_PATH = '/business_website/offers/opened'
export const OWNER_OFFERS_PATH = '/business_website/owner/offers'

/** Days between two offers of a site. */
export const OFFER_EVERY_DAYS = 7
/** Days after an offer within which a recipient's order counts as one it led to. */
export const ORDER_AFTER_OFFER_DAYS = 7
/** Longest offer text. */
export const MAX_OFFER_TEXT = 500

/** The customer's choice: offers on (true) or off. */
export const OffersOptIn = t.type({ optedIn: t.boolean }, 'OffersOptIn')
export type OffersOptIn = t.TypeOf<typeof OffersOptIn>

export const OfferOpenedBody = t.type({ offerId: Text }, 'OfferOpenedBody')
export type OfferOpenedBody = t.TypeOf<typeof OfferOpenedBody>

/** A new offer: its words (1 to 500 characters), and optionally an uploaded photo, an item and a discount code. */
export const NewOffer = t.intersection(
  [t.type({ text: Text }), t.partial({ photo: nullable(Text), itemId: nullable(Text), code: nullable(Text) })],
  'NewOffer',
)
export type NewOffer = t.TypeOf<typeof NewOffer>

/**
 * An offer sent, with what it did: `received` the customers it reached (opted in when it went), `opened` those whose
 * widget showed its card (opened in the chat, or from its notification), `ordered` those who ordered within
 * `ORDER_AFTER_OFFER_DAYS` days of it.
 */
export const SentOffer = t.type(
  {
    id: Text,
    text: Text,
    photo: nullable(Text),
    itemName: nullable(Text),
    code: nullable(Text),
    sentAt: Text,
    received: t.number,
    opened: t.number,
    ordered: t.number,
  },
  'SentOffer',
)
export type SentOffer = t.TypeOf<typeof SentOffer>

/**
 * The owner's offers, newest first; how many customers are opted in now; and when the next offer may go (null: now).
 */
export const OwnerOffersResponse = t.type(
  { offers: t.array(SentOffer), optedIn: t.number, nextOfferAt: nullable(Text) },
  'OwnerOffersResponse',
)
export type OwnerOffersResponse = t.TypeOf<typeof OwnerOffersResponse>

/** The error code of an offer refused by the weekly limit (429; the answer's `nextOfferAt` says when). */
export const OFFER_LIMIT = 'OFFER_LIMIT'
