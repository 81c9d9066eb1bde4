import { beforeAll, expect } from 'vitest'
import { CART_ADD_PATH, CART_UPDATE_PATH, CartResponse, GET_CART_PATH, type CartItem } from '../../../contract/cart.js'
import { decode } from '../../../contract/decode.js'
import { useTestApp, type TestApp } from '../../test/app.js'
import type { TestDatabase } from '../../test/databases.js'
import { signIn, TEST_NUMBERS_ENV, type SignedIn } from '../auth/test-helpers.js'
import { demoItemIds } from '../../test/sites.js'

type Reply = Awaited<ReturnType<TestApp['inject']>>

/**
 * The server cart suites' app on `kind`: the demo's item ids by slug, 15 signed-in customers (`customer()` hands out
 * one with an empty cart), and the cart calls, each answer checked against its codec.
 *
 * @example
 * const { customer, add, getCart } = cartSuite(kind)
 * it('adds', async () => { const who = customer(); await add(who, { _id: ids['kesar'] }); await getCart(who) })
 */
export function cartSuite(kind: TestDatabase) {
  const ids: Record<string, string> = {}
  const customers: SignedIn[] = []
  let next = 0
  const ctx = useTestApp(kind, { env: TEST_NUMBERS_ENV })
  beforeAll(async () => {
    Object.assign(ids, await demoItemIds(ctx.app))
    for (let index = 1; index <= 15; index++) customers.push(await signIn(ctx.app, index))
  })
  const post = (who: SignedIn, url: string, body: Record<string, unknown>, host = 'demo.localhost') =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { authorization: who.authorization, host },
      payload: { customerId: who.customerId, ...body },
    })
  const cartOf = async (response: Reply): Promise<CartItem[]> => {
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().message).toBe('success')
    const decoded = decode(CartResponse, response.json(), 'body')
    expect(decoded.ok ? [] : decoded.errors).toEqual([])
    return response.json().data
  }
  const getCart = async (who: SignedIn, host = 'demo.localhost') =>
    cartOf(
      await ctx.app.inject({
        url: `${GET_CART_PATH}?customerId=${who.customerId}`,
        headers: { authorization: who.authorization, host },
      }),
    )
  const add = (who: SignedIn, item: Record<string, unknown>) => post(who, CART_ADD_PATH, { item })
  const update = (who: SignedIn, index: number, field: string, value: unknown) =>
    post(who, CART_UPDATE_PATH, { index, field, value })
  const lines = (cart: CartItem[]) =>
    cart.map((item) => [item.slug, item.selectedVariant?._id ?? item.selectedPackage?._id ?? null, item.quantity])
  const errorOf = (response: Reply) => [
    response.statusCode,
    response.json().message,
    response.json().errors?.map((error: { path: string }) => error.path),
  ]
  return {
    ctx,
    ids,
    /** A fresh signed-in customer with an empty cart. */
    customer: () => customers[next++]!,
    post,
    cartOf,
    getCart,
    add,
    update,
    lines,
    errorOf,
  }
}
