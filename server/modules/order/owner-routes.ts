import type { FastifyInstance } from 'fastify'
import * as t from 'io-ts'
import {
  OWNER_ORDERS_PATH,
  OWNER_ORDER_ACTION_PATH,
  OwnerOrderActionBody,
  OwnerOrdersQuery,
  type OwnerOrderActionResponse,
  type OwnerOrdersResponse,
} from '../../../contract/orders.js'
import { ownerPost, route } from '../../http/route.js'
import type { OrderChanges } from './order-changes.js'
import { toWireOrder } from './order-details.js'
import { OrderRepository, pageCount } from './order-repository.js'

type OwnerOrdersAnswer = t.TypeOf<typeof OwnerOrdersResponse>

/**
 * The owner's order calls (owner key, like the other owner calls):
 * `GET /business_website/owner/orders` lists the site's orders with the
 * History filters (and `customerId`), each with whose it is;
 * `POST /business_website/owner/orders/action` advances, completes or
 * cancels one (409 when the state machine does not allow it). Each change
 * reaches the customer's widget live.
 */
export default async function ownerOrderRoutes(app: FastifyInstance, { changes }: { changes: OrderChanges }) {
  route(
    app,
    { method: 'GET', url: OWNER_ORDERS_PATH, auth: 'owner', query: OwnerOrdersQuery },
    async ({ query, ownerSite }): Promise<OwnerOrdersAnswer> => {
      const { orders, total } = await new OrderRepository(app.db).list({ ...query, siteId: ownerSite.id })
      return {
        message: 'success',
        orders: orders.map((order) => ({
          ...toWireOrder(order),
          customerId: order.customerId,
          customerPhone: order.customerPhone,
        })),
        size: pageCount(total),
        total,
      }
    },
  )

  ownerPost(
    app,
    OWNER_ORDER_ACTION_PATH,
    OwnerOrderActionBody,
    async ({ body, ownerSite }): Promise<t.TypeOf<typeof OwnerOrderActionResponse>> => ({
      message: 'success',
      data: await changes.byOwner(ownerSite, body.orderId, body.action),
    }),
  )
}
