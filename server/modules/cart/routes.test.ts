import { describe, expect, it } from 'vitest'
import {
  CART_ADD_PATH,
  CART_CLEAR_PATH,
  CART_REMOVE_PATH,
  CART_SAVE_MERGED_PATH,
  CART_UPDATE_PATH,
  GET_CART_PATH,
} from '../../../contract/cart.js'
import { testDatabases } from '../../test/databases.js'
import { cartSuite } from './test-helpers.js'
import { errorPaths } from '../../test/answers.js'

describe.each(testDatabases)('server cart on $name', (kind) => {
  const { ctx, ids, customer, cartOf, getCart, add, lines, errorOf } = cartSuite(kind)

  it('needs the token (401 NO_TOKEN) and the token’s own customerId (403)', async () => {
    const [alice, bob] = [customer(), customer()]
    const noToken = await ctx.app.inject({ url: `${GET_CART_PATH}?customerId=${alice.customerId}` })
    expect([noToken.statusCode, noToken.json().code]).toEqual([401, 'NO_TOKEN'])
    for (const url of [CART_ADD_PATH, CART_REMOVE_PATH, CART_UPDATE_PATH, CART_CLEAR_PATH, CART_SAVE_MERGED_PATH]) {
      const response = await ctx.app.inject({ method: 'POST', url, payload: { customerId: alice.customerId } })
      expect([url, response.statusCode, response.json().code]).toEqual([url, 401, 'NO_TOKEN'])
    }
    const forged = await ctx.app.inject({
      url: `${GET_CART_PATH}?customerId=${bob.customerId}`,
      headers: { authorization: alice.authorization },
    })
    expect([forged.statusCode, forged.json().code]).toEqual([403, 'FORBIDDEN'])
    const forgedAdd = await ctx.app.inject({
      method: 'POST',
      url: CART_ADD_PATH,
      headers: { authorization: alice.authorization },
      payload: { customerId: bob.customerId, item: { _id: ids['garam-masala'] } },
    })
    expect([forgedAdd.statusCode, forgedAdd.json().code]).toEqual([403, 'FORBIDDEN'])
    expect(await getCart(bob)).toEqual([])
  })

  it('adds with catalogue names and prices: a forged price never reaches the cart', async () => {
    const alice = customer()
    expect(await getCart(alice)).toEqual([])
    const cart = await cartOf(
      await add(alice, {
        _id: ids['garam-masala'],
        name: 'Free masala',
        pricing: { basePrice: 1, salePrice: 0.01 },
        selectedVariant: { _id: 'var-garam-masala-250g', basePrice: 1, salePrice: 0.01, stock: 9999 },
        variants: [{ _id: 'var-garam-masala-250g', basePrice: 1, salePrice: 0.01, stock: 9999 }],
        quantity: 2,
      }),
    )
    expect(cart).toHaveLength(1)
    expect(cart[0]).toMatchObject({
      _id: ids['garam-masala'],
      productId: ids['garam-masala'],
      name: 'Jaipuri Garam Masala',
      quantity: 2,
      selectedVariant: {
        _id: 'var-garam-masala-250g',
        name: '250 g',
        basePrice: 390,
        salePrice: 350,
        stock: 40,
        discountPercentage: 10,
      },
      selectedPackage: null,
      pricing: { basePrice: 180, salePrice: 159 },
      category: { name: 'Spice blends' },
    })
    expect(cart[0]!.variants.map((variant) => variant.salePrice)).toEqual([159, 350, 720])
    expect(new Date(cart[0]!.addedAt).toISOString()).toBe(cart[0]!.addedAt)
    expect(await getCart(alice)).toEqual(cart)
  })

  it('adds the same item + variant + package to its line, capped at stock; others get their own', async () => {
    const alice = customer()
    await add(alice, { _id: ids['garam-masala'], selectedVariant: { _id: 'var-garam-masala-250g' }, quantity: 2 })
    expect(
      lines(
        await cartOf(
          await add(alice, { _id: ids['garam-masala'], selectedVariant: 'var-garam-masala-250g', quantity: 3 }),
        ),
      ),
    ).toEqual([['garam-masala', 'var-garam-masala-250g', 5]])
    // Named by productId only, no quantity, no variant: 1 of the first variant in stock.
    expect(lines(await cartOf(await add(alice, { productId: ids['garam-masala'] })))).toEqual([
      ['garam-masala', 'var-garam-masala-250g', 5],
      ['garam-masala', 'var-garam-masala-100g', 1],
    ])
    expect(
      lines(
        await cartOf(
          await add(alice, {
            _id: ids['garam-masala'],
            selectedVariant: { _id: 'var-garam-masala-250g' },
            quantity: 500,
          }),
        ),
      )[0],
    ).toEqual(['garam-masala', 'var-garam-masala-250g', 40])
    // Without variants: capped at the inventory total; 'abc' counts as 1.
    await add(alice, { _id: ids['laal-maas-masala'], quantity: 'abc' })
    const cart = await cartOf(await add(alice, { _id: ids['laal-maas-masala'], quantity: 99 }))
    expect(lines(cart)[2]).toEqual(['laal-maas-masala', null, 35])
  })

  it('makes one line of parallel adds of the same item (writes are serialised per customer)', async () => {
    const alice = customer()
    const item = { _id: ids['methi-mathri'], quantity: 2 }
    const answers = await Promise.all(Array.from({ length: 5 }, () => add(alice, item)))
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200])
    expect(lines(await getCart(alice))).toEqual([['methi-mathri', null, 10]])
  })

  it('refuses an unknown item (404), a sold-out or unknown variant (400), on-request items, a bad body', async () => {
    const alice = customer()
    const unknown = await add(alice, { _id: 'no-such-item' })
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NOT_FOUND'])
    const soldOut = await add(alice, {
      _id: ids['kashmiri-mirch'],
      selectedVariant: { _id: 'var-kashmiri-mirch-500g' },
    })
    expect([soldOut.statusCode, soldOut.json().message, soldOut.json().code]).toEqual([
      400,
      'Out of stock',
      'OUT_OF_STOCK',
    ])
    expect(errorOf(await add(alice, { _id: ids['kashmiri-mirch'], selectedVariant: { _id: 'var-nope' } }))).toEqual([
      400,
      expect.any(String),
      ['body.item.selectedVariant._id'],
    ])
    const onRequest = await add(alice, { _id: ids['wholesale-masala-tins'] })
    expect([onRequest.statusCode, onRequest.json().code]).toEqual([400, 'PRICE_ON_REQUEST'])
    const noId = await add(alice, { name: 'Jaipuri Garam Masala' })
    expect(noId.statusCode).toBe(400)
    expect(errorPaths(noId)).toContain('body.item._id')
    expect(await getCart(alice)).toEqual([])
  })
})
