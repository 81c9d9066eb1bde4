import * as t from 'io-ts'
import { answer, nullable } from './codec'
import { CartItemInput } from './cart'
import { Rupees } from './catalogue'
import type { ServiceSlot as Slot } from './service-slot'
import { AppliedCode, CodeProblem, CodeText } from './discount-codes'
import { IsoDate } from './iso-date'
import { Text } from './text'

export { IsoDate }

/** The checkout's calls: the totals a cart (or a 'Buy now' item) comes to at an address, and the order's creation. */

const subdomain = t.partial({ subdomain: Text })

/**
 * The preferred date and slot of a service order (contract/service-slot.ts says which dates may be booked).
 *
 * @example
 * { date: '2026-12-01', slot: 'morning' }
 */
export const ServiceSlot: t.Type<Slot, Slot, unknown> = t.type(
  { date: IsoDate, slot: t.keyof({ morning: null, afternoon: null, evening: null }) },
  'ServiceSlot',
)

/**
 * A chosen saved address, by id (other fields are ignored: the server reads
 * the customer's own row), or none yet.
 */
export const AddressRef = t.union([t.type({ _id: Text }), t.null], 'AddressRef')

/**
 * Body of `get_catalogue_products_total_amount` (sent 500 ms after the last
 * change). Only ids and quantities of `products` are read: every price
 * comes from the catalogue.
 *
 * @example
 * { customerId: 'c1', products: [{ _id: 'i1', selectedVariant: 'var-garam-masala-100g', quantity: 2 }],
 *   deliveryAddress: { _id: 'a1' } }
 */
export const TotalsBody = t.intersection(
  [
    t.type({ customerId: Text, products: t.array(CartItemInput), deliveryAddress: AddressRef }),
    // A discount code the customer typed (or a shared link filled): the totals say what it takes off, or why not.
    t.partial({ subdomain: Text, discountCode: CodeText }),
  ],
  'TotalsBody',
)
export type TotalsBody = t.TypeOf<typeof TotalsBody>

/** Products (by `_id`) that cannot reach the address, and why ('This product cannot be shipped to your address.'). */
export const ShippingIssue = t.type({ productsIds: t.array(Text), message: Text }, 'ShippingIssue')
export type ShippingIssue = t.TypeOf<typeof ShippingIssue>

/**
 * One order a checkout will become (shown before Create Order): why it is an order of its own (`kind`, and for
 * products that ship the dispatch point they leave from), which lines of the request it holds (`lines`: indexes into
 * `products`) and what it costs, in rupees. Products that cannot reach the address are in no order.
 */
export const PlannedOrder = t.type(
  {
    kind: t.keyof({ shipping: null, pickup: null, service: null }),
    dispatchPoint: nullable(t.type({ name: Text })),
    lines: t.array(t.number),
    total: Rupees,
  },
  'PlannedOrder',
)
export type PlannedOrder = t.TypeOf<typeof PlannedOrder>

/**
 * The totals response, in rupees (2 decimals): `subtotal` at base prices,
 * `totalDiscount` (sale and package discounts), `totalGst` on what is paid,
 * `shippingCost` for the chosen address (0 without one), and
 * `total` = subtotal − totalDiscount − the code's amount + totalGst + shippingCost (`totalGst` is on what is paid:
 * a code that takes money off items takes their GST down too).
 * `isShippingAvailable` is false when some shippable product cannot reach
 * the address (each listed in `shippingIssues`; it counts with its price but no shipping). `orders`: the orders a
 * Create Order of the products that can be ordered makes. With a `discountCode` in the body: `discount` when it
 * applies, else `codeProblem` with the reason.
 */
export const Totals = t.intersection(
  [
    t.type({
      subtotal: Rupees,
      totalDiscount: Rupees,
      totalGst: Rupees,
      shippingCost: Rupees,
      total: Rupees,
      isShippingAvailable: t.boolean,
      shippingIssues: t.array(ShippingIssue),
    }),
    t.partial({ orders: t.array(PlannedOrder), discount: AppliedCode, codeProblem: CodeProblem }),
  ],
  'Totals',
)
export type Totals = t.TypeOf<typeof Totals>
export const TotalsResponse = answer({ data: Totals }, 'TotalsResponse')
export type TotalsResponse = t.TypeOf<typeof TotalsResponse>

/** Where the items come from: the cart (ordered lines leave the cart) or direct_buy's 'Buy now' (the cart stays). */
export const OrderSource = t.keyof({ cart: null, direct_buy: null }, 'OrderSource')
export type OrderSource = t.TypeOf<typeof OrderSource>

/**
 * Body of `create_catalogue_order_from_chat_widget`; send it with an
 * `Idempotency-Key` header (a retry with the same key answers the same
 * orders). The server re-prices everything; a price in here changes nothing.
 *
 * @example
 * { customerId: 'c1', orderData: { source: 'cart',
 *   items: [{ _id: 'i1', selectedVariant: 'var-garam-masala-100g', quantity: 2 }], deliveryAddress: { _id: 'a1' } } }
 */
export const CreateOrderBody = t.intersection(
  [
    t.type({
      customerId: Text,
      orderData: t.intersection([
        t.type({ source: OrderSource, items: t.array(CartItemInput), deliveryAddress: AddressRef }),
        // The preferred date and slot of the service order this checkout makes (a service in the items).
        t.partial({ serviceSlot: ServiceSlot }),
        // The code to use: a code that does not apply (any more) is refused with its reason (409), nothing made.
        t.partial({ discountCode: CodeText }),
      ]),
    }),
    subdomain,
  ],
  'CreateOrderBody',
)
export type CreateOrderBody = t.TypeOf<typeof CreateOrderBody>
