import type { FastifyInstance } from 'fastify'
import {
  CUSTOMERS_PAGE,
  customerCursor,
  CustomersQuery,
  OWNER_CUSTOMERS_EXPORT_PATH,
  OWNER_CUSTOMERS_PATH,
  type CustomersResponse,
} from '../../../contract/owner-customers.js'
import { DecodeError, HttpError } from '../../http/errors.js'
import { route } from '../../http/route.js'
import { requestLanguage } from '../../http/request-language.js'
import { safeCsv } from '../../lib/safe-csv.js'
import { localeFiles } from '../../text/locale-files.js'
import { LabelRepository } from '../labels/index.js'
import { serverText } from '../../text/server-text.js'
import { CustomerList, type CustomerFilter, type CustomerListRow } from './customer-list.js'

/** The CSV's columns, in order (docs/owner-app.md, 'Customers'). */
export const CUSTOMER_CSV_COLUMNS = [
  'name',
  'phone',
  'first_seen',
  'last_message',
  'orders',
  'spent',
  'labels',
] as const

/** The query's filter, its defaults filled in; a cursor made for another order is refused at `query.after`. */
function filterOf(query: CustomersQuery): CustomerFilter {
  const filter: CustomerFilter = {
    search: query.search,
    sort: query.sort ?? 'lastMessage',
    dir: query.dir ?? 'desc',
    orders: query.orders,
    label: query.label,
    customerId: query.customerId,
    after: query.after,
  }
  if (filter.after && (filter.after.sort !== filter.sort || filter.after.dir !== filter.dir))
    throw new DecodeError([{ path: 'query.after', message: 'notCursor' }])
  return filter
}

/**
 * One row of the CSV. The phone goes without its `+` (`91 9876543210`), which a spreadsheet would take for a formula;
 * times are ISO 8601 in UTC; money in rupees with its paise; the labels' names, `; ` between them, the product's in
 * the reader's language.
 */
const csvRow = (row: CustomerListRow, labelName: (id: string) => string): string[] => [
  row.name ?? '',
  `${row.countryCode.replace(/^\+/, '')} ${row.phoneNumber}`,
  row.firstSeen,
  row.lastMessageAt ?? '',
  String(row.orders),
  row.spent.toFixed(2),
  row.labelIds.map(labelName).join('; '),
]

/**
 * The owner's Customers list (contract/owner-customers.ts): a page at a time in the order asked, and every match as a
 * CSV file through the one injection-safe writer. Every read names the caller's site: another site's customer is
 * never listed, and asked for by id answers 404.
 */
export default async function customerRoutes(app: FastifyInstance) {
  const list = new CustomerList(app.db)
  const labels = new LabelRepository(app.db)

  route(
    app,
    { method: 'GET', url: OWNER_CUSTOMERS_PATH, auth: 'owner', query: CustomersQuery },
    async ({ query, ownerSite }): Promise<CustomersResponse> => {
      const filter = filterOf(query)
      const limit = query.limit ?? CUSTOMERS_PAGE
      const rows = await list.read(ownerSite.id, filter, limit + 1)
      if (filter.customerId !== undefined && rows.length === 0)
        throw new HttpError(404, serverText('customers.notFound'), 'NOT_FOUND')
      const page = rows.slice(0, limit)
      const last = page.at(-1)
      const hasMore = rows.length > limit && last !== undefined
      return {
        message: 'success',
        customers: page.map(({ sortValue: _sortValue, ...customer }) => customer),
        hasMore,
        next: hasMore
          ? customerCursor({ sort: filter.sort, dir: filter.dir, value: last.sortValue, customerId: last.customerId })
          : null,
      }
    },
  )

  route(
    app,
    { method: 'GET', url: OWNER_CUSTOMERS_EXPORT_PATH, auth: 'owner', query: CustomersQuery },
    async ({ query, ownerSite, reply, request }) => {
      const rows = await list.read(ownerSite.id, { ...filterOf(query), after: undefined }, null)
      const own = new Map((await labels.list(ownerSite.id)).map((label) => [label._id, label.name]))
      const product = localeFiles.ownerLabels[requestLanguage(request)].product
      const labelName = (id: string) => own.get(id) ?? product[id] ?? localeFiles.ownerLabels.en.product[id] ?? id
      const date = new Date().toISOString().slice(0, 10)
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${ownerSite.subdomain}-customers-${date}.csv"`)
        .header('cache-control', 'no-store')
        .send(
          safeCsv(
            CUSTOMER_CSV_COLUMNS,
            rows.map((row) => csvRow(row, labelName)),
          ),
        )
    },
  )
}
