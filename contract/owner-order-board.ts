import * as t from 'io-ts'
import { answer, nullable } from './codec'
import { OwnerCustomerOrder } from './owner-inbox'
import { PageNumber } from './page-number'
import { Text } from './text'

/** The owner's Orders tab: every order of the site with its customer, newest first, a page at a time. */
export const OWNER_ORDER_BOARD_PATH = '/business_website/owner/orders/board'
/** Orders per page of the Orders tab. */
export const ORDER_BOARD_PAGE_SIZE = 100

export const OrderBoardQuery = t.partial({ page: PageNumber }, 'OrderBoardQuery')
export type OrderBoardQuery = t.TypeOf<typeof OrderBoardQuery>

/** Whose an order is: the customer's id (the inbox's `?conversation=`), phone and profile name (null when none). */
export const OrderBoardCustomer = t.type(
  { customerId: Text, countryCode: Text, phoneNumber: Text, name: nullable(Text) },
  'OrderBoardCustomer',
)
export type OrderBoardCustomer = t.TypeOf<typeof OrderBoardCustomer>

/** An order of the tab: as the customer column shows it (with its reported payments), and its customer. */
export const OrderBoardOrder = t.intersection(
  [OwnerCustomerOrder, t.type({ customer: OrderBoardCustomer })],
  'OrderBoardOrder',
)
export type OrderBoardOrder = t.TypeOf<typeof OrderBoardOrder>

/**
 * One page of the site's orders; `hasMore`: a next page exists; `total`: the site's orders. The first page also
 * carries, after its own, the older orders with a reported payment waiting for the owner's confirmation.
 */
export const OrderBoardResponse = answer(
  { orders: t.array(OrderBoardOrder), hasMore: t.boolean, total: t.number },
  'OrderBoardResponse',
)
export type OrderBoardResponse = t.TypeOf<typeof OrderBoardResponse>
