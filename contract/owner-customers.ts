import * as t from 'io-ts'
import { Rupees } from './catalogue'
import { answer, nullable } from './codec'
import { shortText } from './owner-catalogue-fields'
import { PageLimit, safeJson } from './owner-catalogue-items'
import { isText, Text } from './text'

/**
 * The owner's Customers list: every customer of the site with what they did, a page at a time, searched, sorted
 * and filtered on the server, and the same list as a CSV file. Read by the site's owners (owner session cookie or
 * owner key); the site is the caller's.
 */
export const OWNER_CUSTOMERS_PATH = '/business_website/owner/customers'
/** GET with the list's query (without `after` and `limit`): every match as `text/csv`. */
export const OWNER_CUSTOMERS_EXPORT_PATH = '/business_website/owner/customers/export.csv'

/** Customers of a page when the query names no `limit`. */
export const CUSTOMERS_PAGE = 50

/**
 * What the list sorts by: the last message (a customer with none, their sign-up), first seen, money spent, orders.
 */
export const CustomerSort = t.keyof({ lastMessage: null, firstSeen: null, spent: null, orders: null }, 'CustomerSort')
export type CustomerSort = t.TypeOf<typeof CustomerSort>
export const CUSTOMER_SORTS = Object.keys(CustomerSort.keys) as CustomerSort[]

export const SortDirection = t.keyof({ desc: null, asc: null }, 'SortDirection')
export type SortDirection = t.TypeOf<typeof SortDirection>

/** Only customers with at least one order (cancelled ones not counted), or only those with none. */
export const CustomerOrdersFilter = t.keyof({ with: null, without: null }, 'CustomerOrdersFilter')
export type CustomerOrdersFilter = t.TypeOf<typeof CustomerOrdersFilter>

/** Where a page starts: after the customer with this sort value (whole micros or paise, as text) and id. */
export interface CustomerCursor {
  sort: CustomerSort
  dir: SortDirection
  value: string
  customerId: string
}

/** The opaque `next` of a page; the client sends it back as `after`. */
export const customerCursor = (cursor: CustomerCursor): string =>
  JSON.stringify([cursor.sort, cursor.dir, cursor.value, cursor.customerId])

/** A cursor this server made: the JSON of `[sort, dir, value, customerId]`, the value a whole number 0 or more. */
export const CustomerCursorText = new t.Type<CustomerCursor, string, unknown>(
  'CustomerCursor',
  (input): input is CustomerCursor => typeof input === 'object' && input !== null && 'customerId' in input,
  (input, context) => {
    const parts: unknown = typeof input === 'string' && input.length <= 400 ? safeJson(input) : null
    if (!Array.isArray(parts) || parts.length !== 4) return t.failure(input, context, 'notCursor')
    const [sort, dir, value, customerId] = parts as unknown[]
    return CustomerSort.is(sort) &&
      SortDirection.is(dir) &&
      typeof value === 'string' &&
      /^\d{1,16}$/.test(value) &&
      isText(customerId)
      ? t.success({ sort, dir, value, customerId })
      : t.failure(input, context, 'notCursor')
  },
  customerCursor,
)

/**
 * Query of the list and of its CSV. `search` is found, ignoring case, in the customer's name, the name on any of
 * their delivery addresses, or their phone (digits, with or without the dial code); `sort` (default `lastMessage`)
 * and `dir` (default `desc`); `orders` keeps those with orders or without; `label` those whose conversation carries
 * that label (contract/owner-labels.ts); `customerId` one customer (404 when not
 * the site's); `after` is the previous page's `next`, made for the same sort and direction. A bad part answers 400
 * with its path (`query.sort`).
 *
 * @example
 * { search: 'asha', sort: 'spent', orders: 'with' }
 */
export const CustomersQuery = t.partial(
  {
    search: shortText(100),
    sort: CustomerSort,
    dir: SortDirection,
    orders: CustomerOrdersFilter,
    label: Text,
    customerId: Text,
    after: CustomerCursorText,
    limit: PageLimit,
  },
  'CustomersQuery',
)
export type CustomersQuery = t.TypeOf<typeof CustomersQuery>

/**
 * One customer of the list. `name`: their own, else the one on their (default, else first) delivery address, else
 * null. `labelIds`: the labels on their conversation. `orders`: orders placed, cancelled ones left out. `spent`:
 * rupees kept, what they paid on those orders net of refunds (money owed back to them is not counted).
 */
export const OwnerCustomer = t.type(
  {
    customerId: Text,
    countryCode: Text,
    phoneNumber: Text,
    name: nullable(Text),
    firstSeen: Text,
    lastMessageAt: nullable(Text),
    orders: t.number,
    spent: Rupees,
    labelIds: t.array(Text),
  },
  'OwnerCustomer',
)
export type OwnerCustomer = t.TypeOf<typeof OwnerCustomer>

/** One page: `next` is the `after` of the next page (null: the last one). */
export const CustomersResponse = answer(
  { customers: t.array(OwnerCustomer), hasMore: t.boolean, next: nullable(Text) },
  'CustomersResponse',
)
export type CustomersResponse = t.TypeOf<typeof CustomersResponse>
