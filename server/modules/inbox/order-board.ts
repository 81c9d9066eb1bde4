import type { FastifyInstance } from 'fastify'
import {
  ORDER_BOARD_PAGE_SIZE,
  OWNER_ORDER_BOARD_PATH,
  OrderBoardQuery,
  type OrderBoardResponse,
} from '../../../contract/owner-order-board.js'
import type { Order } from '../../../contract/orders.js'
import { route } from '../../http/route.js'
import { fromRow, toWireOrder } from '../order/index.js'
import { ordersWithReports, withReportedPayments } from '../payment/index.js'

/**
 * `GET /business_website/owner/orders/board`: the owner's Orders tab. One page (ORDER_BOARD_PAGE_SIZE) of the
 * signed-in site's orders, newest first, each with its customer (named as their profile says, else as the order's
 * delivery address does) and the manual payments waiting for confirmation; the tab groups and searches them. The
 * first page also carries the older orders with a reported payment waiting, after its own: the tab opens on what
 * needs the owner's action, and none of it is on a page not loaded yet.
 */
export default async function orderBoardRoutes(app: FastifyInstance) {
  route(
    app,
    { method: 'GET', url: OWNER_ORDER_BOARD_PATH, auth: 'owner', query: OrderBoardQuery },
    async ({ query, ownerSite }): Promise<OrderBoardResponse> => {
      const site = app.db
        .selectFrom('orders as o')
        .innerJoin('customers as c', (join) =>
          join.onRef('c.id', '=', 'o.customerId').onRef('c.siteId', '=', 'o.siteId'),
        )
        .where('o.siteId', '=', ownerSite.id)
      const page = query.page ?? 1
      const withCustomer = () =>
        site.selectAll('o').select(['c.countryCode', 'c.phoneNumber', 'c.name as customerName'])
      const [{ total }, pageRows, reported] = await Promise.all([
        site.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        withCustomer()
          .orderBy('o.createdAt', 'desc')
          .orderBy('o.orderId', 'desc')
          .limit(ORDER_BOARD_PAGE_SIZE)
          .offset((page - 1) * ORDER_BOARD_PAGE_SIZE)
          .execute(),
        page === 1 ? ordersWithReports(app.db, ownerSite.id) : [],
      ])
      const onPage = new Set(pageRows.map((row) => row.id))
      const older = reported.filter((id) => !onPage.has(id))
      const rows =
        older.length === 0
          ? pageRows
          : [...pageRows, ...(await withCustomer().where('o.id', 'in', older).orderBy('o.createdAt', 'desc').execute())]
      const orders = await withReportedPayments(
        app.db,
        ownerSite.id,
        rows.map((row) => toWireOrder(fromRow(row))),
      )
      return {
        message: 'success',
        orders: orders.map((order, index) => ({
          ...order,
          customer: {
            customerId: rows[index]!.customerId,
            countryCode: rows[index]!.countryCode,
            phoneNumber: rows[index]!.phoneNumber,
            name: rows[index]!.customerName ?? shipToName(order),
          },
        })),
        hasMore: page * ORDER_BOARD_PAGE_SIZE < Number(total),
        total: Number(total),
      }
    },
  )
}

/** The name on the order's (first) delivery address, or null. */
function shipToName(order: Order): string | null {
  const name = order.shippingDetails[0]?.shipToAddress.fullName?.trim()
  return name ? name : null
}
