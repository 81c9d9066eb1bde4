import type { FastifyInstance } from 'fastify'
import {
  CART_ADD_PATH,
  CART_CLEAR_PATH,
  CART_REMOVE_PATH,
  CART_SAVE_MERGED_PATH,
  CART_UPDATE_PATH,
  CartAddBody,
  CartClearBody,
  CartRemoveBody,
  CartUpdateBody,
  GET_CART_PATH,
  GetCartQuery,
  SaveMergedCartBody,
  type CartItem,
  type CartResponse,
} from '../../../contract/cart.js'
import { route } from '../../http/route.js'
import { CartService } from './cart-service.js'

const answer = (data: CartItem[]): CartResponse => ({ message: 'success', data })

/**
 * The `chat_widget_side_cart/*` calls (delivery addresses and totals
 * belong to later issues). Each needs the token; the `customerId` of the
 * query or body must be the token's (403 otherwise). Needs the `auth` plugin.
 */
export default async function cartRoutes(app: FastifyInstance) {
  const cart = new CartService(app.db, app.events)
  // Every call: the token's customer, and the payload's `customerId` must be that customer.
  const owned = { auth: 'customer', sameCustomer: 'body' } as const

  route(
    app,
    { method: 'GET', url: GET_CART_PATH, auth: 'customer', query: GetCartQuery, sameCustomer: 'query' },
    async ({ customer }) => answer(await cart.get(customer)),
  )
  route(app, { method: 'POST', url: CART_ADD_PATH, ...owned, body: CartAddBody }, async ({ body, customer }) =>
    answer(await cart.add(customer, body.item)),
  )
  route(app, { method: 'POST', url: CART_REMOVE_PATH, ...owned, body: CartRemoveBody }, async ({ body, customer }) =>
    answer(await cart.remove(customer, body.index)),
  )
  route(app, { method: 'POST', url: CART_UPDATE_PATH, ...owned, body: CartUpdateBody }, async ({ body, customer }) =>
    answer(await cart.update(customer, body.index, body.field, body.value)),
  )
  route(app, { method: 'POST', url: CART_CLEAR_PATH, ...owned, body: CartClearBody }, async ({ customer }) =>
    answer(await cart.clear(customer)),
  )
  route(
    app,
    { method: 'POST', url: CART_SAVE_MERGED_PATH, ...owned, body: SaveMergedCartBody },
    async ({ body, customer }) => answer(await cart.saveMerged(customer, body.cart)),
  )
}
