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
import { decodeOrThrow } from '../../http/validate.js'
import { assertSameCustomer } from '../../plugins/auth.js'
import { CartService } from './cart-service.js'

const answer = (data: CartItem[]): CartResponse => ({ message: 'success', data })

/**
 * The `chat_widget_side_cart/*` calls of §7 (delivery addresses and totals
 * belong to later issues). Each needs the token; the `customerId` of the
 * query or body must be the token's (403 otherwise). Needs the `auth` plugin.
 */
export default async function cartRoutes(app: FastifyInstance) {
  const cart = new CartService(app.db)
  const signedIn = { preHandler: app.requireCustomer }

  app.get(GET_CART_PATH, signedIn, async (request) => {
    const query = decodeOrThrow(GetCartQuery, request.query, 'query')
    return answer(await cart.get(assertSameCustomer(request, query.customerId)))
  })

  app.post(CART_ADD_PATH, signedIn, async (request) => {
    const body = decodeOrThrow(CartAddBody, request.body, 'body')
    return answer(await cart.add(assertSameCustomer(request, body.customerId), body.item))
  })

  app.post(CART_REMOVE_PATH, signedIn, async (request) => {
    const body = decodeOrThrow(CartRemoveBody, request.body, 'body')
    return answer(await cart.remove(assertSameCustomer(request, body.customerId), body.index))
  })

  app.post(CART_UPDATE_PATH, signedIn, async (request) => {
    const body = decodeOrThrow(CartUpdateBody, request.body, 'body')
    return answer(await cart.update(assertSameCustomer(request, body.customerId), body.index, body.field, body.value))
  })

  app.post(CART_CLEAR_PATH, signedIn, async (request) => {
    const body = decodeOrThrow(CartClearBody, request.body, 'body')
    return answer(await cart.clear(assertSameCustomer(request, body.customerId)))
  })

  app.post(CART_SAVE_MERGED_PATH, signedIn, async (request) => {
    const body = decodeOrThrow(SaveMergedCartBody, request.body, 'body')
    return answer(await cart.saveMerged(assertSameCustomer(request, body.customerId), body.cart))
  })
}
