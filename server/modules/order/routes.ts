import type { FastifyInstance } from 'fastify'
import {
  CANCEL_ORDER_PATH,
  CREATE_ORDER_PATH,
  CancelOrderBody,
  CreateOrderBody,
  GET_ORDERS_PATH,
  GetOrdersQuery,
  TOTALS_PATH,
  TotalsBody,
  type CreateOrderResponse,
  type OrdersResponse,
  type TotalsResponse,
} from '../../../contract/orders.js'
import { HttpError } from '../../http/errors.js'
import { route } from '../../http/route.js'
import { serverText } from '../../text/server-text.js'
import { ordersPaused } from '../settings/index.js'
import { idempotencyKeyOf } from './idempotency.js'
import { OrderChanges } from './order-changes.js'
import { toWireOrder } from './order-details.js'
import { OrderRepository, pageCount } from './order-repository.js'
import { OrderService } from './order-service.js'
import ownerOrderRoutes from './owner-routes.js'

/**
 * The customer's totals and order calls, and the owner's order calls.
 * Each customer call needs the token, and the payload's `customerId` must
 * be the token's (403); an order of another customer is 404. Needs the
 * `auth` and `events` plugins (orders record `order.created` and
 * `order.changed`; the realtime subscriber tells the widget and the inbox).
 */
export default async function orderRoutes(app: FastifyInstance) {
  const orders = new OrderService({ db: app.db, events: app.events })
  const changes = new OrderChanges({ events: app.events })
  const owned = { auth: 'customer', sameCustomer: 'body' } as const

  route(
    app,
    { method: 'POST', url: TOTALS_PATH, ...owned, body: TotalsBody },
    async ({ body, customer }): Promise<TotalsResponse> => ({
      message: 'success',
      data: await orders.totals(customer, body.products, body.deliveryAddress, body.discountCode),
    }),
  )

  route(
    app,
    { method: 'POST', url: CREATE_ORDER_PATH, ...owned, body: CreateOrderBody },
    async ({ body, customer, request, reply }): Promise<CreateOrderResponse> => {
      const busy = () => serverText('siteBusy.orders')
      await app.siteLimits.take(customer.siteId, 'order', reply, busy)
      // The owner paused new orders (chat goes on): checkout says the owner's message.
      const site = await app.tenancy.siteBySubdomain(customer.subdomain)
      const paused = site ? ordersPaused(site) : null
      if (paused !== null) throw new HttpError(409, paused, 'ORDERS_PAUSED')
      // One of the site's places in this process while the order is written (`app.siteBulkhead`).
      const created = await app.siteBulkhead.run(customer.siteId, reply, busy, () =>
        orders.create(customer, body.orderData, idempotencyKeyOf(request)),
      )
      return { message: 'success', data: created }
    },
  )

  route(
    app,
    { method: 'GET', url: GET_ORDERS_PATH, auth: 'customer', query: GetOrdersQuery, sameCustomer: 'query' },
    async ({ query, customer }): Promise<OrdersResponse> => {
      const { orders: found, total } = await new OrderRepository(app.db).list({
        ...query,
        siteId: customer.siteId,
        customerId: customer.id,
      })
      return { message: 'success', orders: found.map(toWireOrder), size: pageCount(total), total }
    },
  )

  route(
    app,
    { method: 'POST', url: CANCEL_ORDER_PATH, ...owned, body: CancelOrderBody },
    async ({ body, customer }) => ({
      message: 'success',
      data: [await changes.cancelByCustomer(customer, body.orderId)],
    }),
  )

  await app.register(ownerOrderRoutes, { changes })
}
