import { beforeAll, describe, expect, it } from 'vitest'
import {
  CART_ADD_PATH,
  CART_CLEAR_PATH,
  CART_REMOVE_PATH,
  CART_SAVE_MERGED_PATH,
  CART_UPDATE_PATH,
  CartResponse,
  GET_CART_PATH,
  type CartItem,
} from '../../../contract/cart.js'
import { decode } from '../../../contract/decode.js'
import { json } from '../../db/schema.js'
import { useTestApp, type TestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { signIn, TEST_NUMBERS_ENV, type SignedIn } from '../auth/test-helpers.js'

type Reply = Awaited<ReturnType<TestApp['inject']>>

describe.each(testDatabases)('server cart on $name', (kind) => {
  let ids: Record<string, string>
  let customers: SignedIn[]
  let next = 0
  /** A fresh signed-in customer with an empty cart. */
  const customer = () => customers[next++]!

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

  const ctx = useTestApp(kind, { env: TEST_NUMBERS_ENV })
  beforeAll(async () => {
    const rows = await ctx.database.db.selectFrom('catalogueItems').select(['id', 'slug']).execute()
    ids = Object.fromEntries(rows.map((row) => [row.slug, row.id]))
    customers = []
    for (let index = 1; index <= 15; index++) customers.push(await signIn(ctx.app, index))
  })

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
    expect(noId.json().errors.map((error: { path: string }) => error.path)).toContain('body.item._id')
    expect(await getCart(alice)).toEqual([])
  })

  it('updates a quantity by the quantity rules', async () => {
    const alice = customer()
    await add(alice, { _id: ids['chai-masala'], selectedVariant: { _id: 'var-chai-masala-100g' }, quantity: 3 })
    for (const [value, expected] of [
      ['abc', 1],
      [2.7, 2],
      [0, 1],
      [-3, 1],
      [999, 45],
      ['7', 7],
    ] as const) {
      const cart = await cartOf(await update(alice, 0, 'quantity', value))
      expect([value, cart[0]!.quantity]).toEqual([value, expected])
    }
  })

  it('changes a variant: quantity back to 1, refuses one out of stock, joins a line that has it', async () => {
    const alice = customer()
    await add(alice, { _id: ids['kashmiri-mirch'], selectedVariant: { _id: 'var-kashmiri-mirch-100g' }, quantity: 4 })
    await add(alice, { _id: ids['aam-ka-achaar'], selectedVariant: { _id: 'var-aam-ka-achaar-500g' }, quantity: 2 })
    const switched = await cartOf(await update(alice, 0, 'selectedVariant', 'var-kashmiri-mirch-250g'))
    expect(lines(switched)).toEqual([
      ['kashmiri-mirch', 'var-kashmiri-mirch-250g', 1],
      ['aam-ka-achaar', 'var-aam-ka-achaar-500g', 2],
    ])
    expect(switched[0]!.selectedVariant).toMatchObject({ name: '250 g', basePrice: 320, salePrice: 290, stock: 22 })
    const soldOut = await update(alice, 0, 'selectedVariant', { _id: 'var-kashmiri-mirch-500g' })
    expect([soldOut.statusCode, soldOut.json().message]).toEqual([400, 'Out of stock'])
    expect(errorOf(await update(alice, 0, 'selectedVariant', 'var-nope'))).toEqual([
      400,
      expect.any(String),
      ['body.value'],
    ])
    expect(errorOf(await update(alice, 0, 'selectedPackage', 'pkg-catering-25'))).toEqual([
      400,
      expect.any(String),
      ['body.value'],
    ])
    expect(errorOf(await update(alice, 0, 'name', 'Cheap'))).toEqual([400, expect.any(String), ['body.field']])
    expect(errorOf(await update(alice, 2, 'quantity', 3))).toEqual([400, expect.any(String), ['body.index']])
    expect(errorOf(await update(alice, 0.5, 'quantity', 3))).toEqual([400, expect.any(String), ['body.index']])
    // Switching the pickle to a variant a line already has: one line, its quantity + 1.
    await add(alice, { _id: ids['aam-ka-achaar'], selectedVariant: { _id: 'var-aam-ka-achaar-250g' }, quantity: 3 })
    expect(lines(await cartOf(await update(alice, 1, 'selectedVariant', 'var-aam-ka-achaar-250g')))).toEqual([
      ['kashmiri-mirch', 'var-kashmiri-mirch-250g', 1],
      ['aam-ka-achaar', 'var-aam-ka-achaar-250g', 4],
    ])
  })

  it('keeps packages: limited stock caps, unlimited does not; changing a package resets to 1', async () => {
    const alice = customer()
    const added = await cartOf(
      await add(alice, {
        _id: ids['rajasthani-thali-workshop'],
        selectedPackage: { _id: 'pkg-workshop-2-seats', price: 1 },
        quantity: 9,
      }),
    )
    expect(added[0]).toMatchObject({
      quantity: 4,
      selectedVariant: null,
      selectedPackage: { _id: 'pkg-workshop-2-seats', name: 'Two seats', price: 4800, discountPercentage: 4 },
    })
    await add(alice, { _id: ids['home-style-catering'], selectedPackage: 'pkg-catering-50', quantity: 300 })
    const changed = await cartOf(await update(alice, 0, 'selectedPackage', 'pkg-workshop-private-8'))
    expect(lines(changed)).toEqual([
      ['rajasthani-thali-workshop', 'pkg-workshop-private-8', 1],
      ['home-style-catering', 'pkg-catering-50', 300],
    ])
  })

  it('removes by index keeping the order, and clears', async () => {
    const alice = customer()
    for (const slug of ['ghevar', 'mawa-kachori', 'besan-ladoo', 'methi-mathri']) await add(alice, { _id: ids[slug] })
    expect(lines(await cartOf(await post(alice, CART_REMOVE_PATH, { index: 1 }))).map(([slug]) => slug)).toEqual([
      'ghevar',
      'besan-ladoo',
      'methi-mathri',
    ])
    await add(alice, { _id: ids['mawa-kachori'] })
    expect((await getCart(alice)).map((item) => item.slug)).toEqual([
      'ghevar',
      'besan-ladoo',
      'methi-mathri',
      'mawa-kachori',
    ])
    expect(errorOf(await post(alice, CART_REMOVE_PATH, { index: 4 }))).toEqual([
      400,
      expect.any(String),
      ['body.index'],
    ])
    expect(errorOf(await post(alice, CART_REMOVE_PATH, { index: -1 }))).toEqual([
      400,
      expect.any(String),
      ['body.index'],
    ])
    expect(errorOf(await post(alice, CART_REMOVE_PATH, { index: '0' }))).toEqual([
      400,
      expect.any(String),
      ['body.index'],
    ])
    expect(await cartOf(await post(alice, CART_CLEAR_PATH, {}))).toEqual([])
    expect(await getCart(alice)).toEqual([])
  })

  it('merges a local cart: same item + variant + package add quantities (re-capped), others apart', async () => {
    const alice = customer()
    await add(alice, { _id: ids['garam-masala'], selectedVariant: { _id: 'var-garam-masala-100g' }, quantity: 2 })
    await add(alice, { _id: ids['kesar'], selectedVariant: { _id: 'var-kesar-2g' }, quantity: 10 })
    const merged = await cartOf(
      await post(alice, CART_SAVE_MERGED_PATH, {
        cart: [
          { _id: ids['garam-masala'], selectedVariant: { _id: 'var-garam-masala-100g', salePrice: 1 }, quantity: 3 },
          { _id: ids['garam-masala'], selectedVariant: { _id: 'var-garam-masala-500g' }, quantity: 1 },
          { _id: ids['kesar'], selectedVariant: { _id: 'var-kesar-2g' }, quantity: 5 },
          { _id: 'deleted-item', quantity: 1 },
          { _id: ids['kashmiri-mirch'], selectedVariant: { _id: 'var-kashmiri-mirch-500g' }, quantity: 1 },
          { productId: ids['online-pickle-masterclass'], selectedPackage: { _id: 'pkg-masterclass-kit' }, quantity: 2 },
          {
            productId: ids['online-pickle-masterclass'],
            selectedPackage: { _id: 'pkg-masterclass-kit' },
            quantity: 'x',
          },
        ],
      }),
    )
    expect(lines(merged)).toEqual([
      ['garam-masala', 'var-garam-masala-100g', 5],
      ['kesar', 'var-kesar-2g', 12],
      ['garam-masala', 'var-garam-masala-500g', 1],
      ['online-pickle-masterclass', 'pkg-masterclass-kit', 3],
    ])
    expect(merged[0]!.selectedVariant!.salePrice).toBe(159)
    const badCart = await post(alice, CART_SAVE_MERGED_PATH, { cart: [{ quantity: 1 }] })
    expect(badCart.json().errors.map((error: { path: string }) => error.path)).toContain('body.cart.0._id')
  })

  it('keeps carts per customer and per site; a deleted catalogue item leaves the cart', async () => {
    const [alice, bob] = [customer(), customer()]
    await add(alice, { _id: ids['ker-sangri-achaar'] })
    await add(alice, { _id: ids['bharwan-lal-mirch'], quantity: 2 })
    expect(await getCart(bob)).toEqual([])
    expect(errorOf(await post(bob, CART_REMOVE_PATH, { index: 0 }))).toEqual([400, expect.any(String), ['body.index']])

    await ctx.database.db
      .insertInto('sites')
      .values({
        subdomain: 'acme',
        templateSlug: 'product-v1',
        colorPalette: json({}),
        widgetSettings: null,
        paymentSettings: json({}),
      })
      .execute()
    const carol = await signIn(ctx.app, 30, 'acme')
    const fromOtherSite = await post(
      carol,
      CART_ADD_PATH,
      { item: { _id: ids['ker-sangri-achaar'] } },
      'acme.localhost',
    )
    expect(fromOtherSite.statusCode).toBe(404)
    expect(await getCart(carol, 'acme.localhost')).toEqual([])
    // Alice's token is for the demo site only.
    const elsewhere = await ctx.app.inject({
      url: `${GET_CART_PATH}?customerId=${alice.customerId}`,
      headers: { authorization: alice.authorization, host: 'acme.localhost' },
    })
    expect(elsewhere.statusCode).toBe(401)

    await ctx.database.db.deleteFrom('catalogueItems').where('id', '=', ids['ker-sangri-achaar']!).execute()
    expect(lines(await getCart(alice))).toEqual([['bharwan-lal-mirch', null, 2]])
  })
})
