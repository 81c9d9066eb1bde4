import { describe, expect, it } from 'vitest'
import {
  CART_ADD_PATH,
  CART_CLEAR_PATH,
  CART_REMOVE_PATH,
  CART_SAVE_MERGED_PATH,
  GET_CART_PATH,
} from '../../../contract/cart.js'
import { testDatabases } from '../../test/databases.js'
import { signIn } from '../auth/test-helpers.js'
import { addSite } from '../../test/sites.js'
import { cartSuite } from './test-helpers.js'
import { errorPaths } from '../../test/answers.js'

/** Changing a cart: quantities, variants, packages, removing, clearing, merging a local one, per customer and site. */
describe.each(testDatabases)('server cart changes on $name', (kind) => {
  const { ctx, ids, customer, post, cartOf, getCart, add, update, lines, errorOf } = cartSuite(kind)

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
    expect(errorPaths(badCart)).toContain('body.cart.0._id')
  })

  it('keeps carts per customer and per site; a deleted catalogue item leaves the cart', async () => {
    const [alice, bob] = [customer(), customer()]
    await add(alice, { _id: ids['ker-sangri-achaar'] })
    await add(alice, { _id: ids['bharwan-lal-mirch'], quantity: 2 })
    expect(await getCart(bob)).toEqual([])
    expect(errorOf(await post(bob, CART_REMOVE_PATH, { index: 0 }))).toEqual([400, expect.any(String), ['body.index']])

    await addSite(ctx.database.db)
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
