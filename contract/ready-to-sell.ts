import * as t from 'io-ts'
import { answer } from './codec'

/** Whether a customer can order now, read from the site's real data (the owner's session's site). */
export const OWNER_READY_TO_SELL_PATH = '/business_website/owner/ready_to_sell'

/**
 * What stops a sale, each a fix the owner app links to: no listed item with a price; no way to pay (no UPI id or
 * other manual detail, and no gateway); no delivery or pickup that covers anyone (no dispatch point, and every listed
 * product is to be shipped); new orders paused; opening hours on but no day ever open.
 */
export const SaleBlocker = t.keyof(
  { noPricedItem: null, noPayment: null, noDelivery: null, paused: null, neverOpen: null },
  'SaleBlocker',
)
export type SaleBlocker = t.TypeOf<typeof SaleBlocker>

/** `ready`: nothing stops a sale (`blockers` is empty). */
export const ReadyToSellResponse = answer({ ready: t.boolean, blockers: t.array(SaleBlocker) }, 'ReadyToSellResponse')
export type ReadyToSellResponse = t.TypeOf<typeof ReadyToSellResponse>
