import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  CART_ADD_PATH,
  CART_REMOVE_PATH,
  CART_SAVE_MERGED_PATH,
  CART_UPDATE_PATH,
  CART_UPDATED_EVENT,
  type CartItem,
  GET_CART_PATH,
} from '../../../contract/cart'
import type { CatalogueItem } from '../../../contract/catalogue'
import type { FakeRequest } from '../../client/testing/fake-transport'
import { createTestEngine } from '../../engine/testing/test-engine'
import { cataloguePlugin } from '../catalogue'
import { testItem } from '../../../contract/testing/test-item'
import { topicsPlugin } from '../topics'
import { CART_QUANTITY_DEBOUNCE_MS, cartPlugin } from './index'
import { lineKeyOf, toCartItem } from './cart-line'
import { LOCAL_CART_COUNT_KEY, LOCAL_CART_KEY } from './local-cart'

afterEach(() => {
  vi.useRealTimers()
})

const base = (overrides: Partial<CatalogueItem>) =>
  testItem({ category: { _id: 'k1', name: 'Spice blends' }, ...overrides })

const masala = base({
  _id: 'i1',
  productId: 'i1',
  name: 'Jaipuri Garam Masala',
  description: 'Stone-ground',
  slug: 'garam-masala',
  variantTitle: 'Jar',
  variants: [
    { _id: 'v100', name: '100 g', basePrice: 180, salePrice: 159, stock: 3 },
    { _id: 'v250', name: '250 g', basePrice: 400, salePrice: 360, stock: 0 },
    { _id: 'v500', name: '500 g', basePrice: 700, salePrice: 650, stock: 9 },
  ],
})
const pickle = base({
  _id: 'i2',
  productId: 'i2',
  name: 'Aam ka Achaar',
  description: 'Raw mango in mustard oil',
  category: { _id: 'k2', name: 'Pickles' },
  inventory: { totalQuantity: 20 },
})
const v100 = { variant: masala.variants[0]!, package: null }
const v500 = { variant: masala.variants[2]!, package: null }
const plain = { variant: null, package: null }
const catalogue = new Map([masala, pickle].map((item) => [item._id, item]))

/**
 * A server cart over the two items above, keeping the calls' shapes: lines by
 * index, names and prices from the catalogue. `fail` makes the next calls
 * answer 500 with a message.
 */
function fakeServerCart() {
  let lines: CartItem[] = []
  const state = { fail: false, lines: () => lines }
  const answer = () => ({ body: { message: 'success', data: lines } })
  const failure = { status: 500, body: { message: 'The cart is resting' } }
  const line = (input: { _id: string; selectedVariant: string | null; quantity?: unknown }) =>
    toCartItem(
      catalogue.get(input._id)!,
      { variant: input.selectedVariant ? { _id: input.selectedVariant } : null, package: null },
      Number(input.quantity ?? 1),
      '2026-11-22T10:00:00.000Z',
    )
  const put = (input: { _id: string; selectedVariant: string | null; quantity?: unknown }) => {
    const added = line(input)
    const key = lineKeyOf(added._id, added.selectedVariant?._id, null)
    const twin = lines.find((candidate) => lineKeyOf(candidate._id, candidate.selectedVariant?._id, null) === key)
    lines = twin
      ? lines.map((candidate) =>
          candidate === twin ? { ...twin, quantity: twin.quantity + added.quantity } : candidate,
        )
      : [...lines, added]
  }
  const guarded = (handle: (body: Record<string, never>) => void) => (request: FakeRequest) => {
    if (state.fail) return failure
    handle(request.body as Record<string, never>)
    return answer()
  }
  const routes = {
    [`GET ${GET_CART_PATH}`]: () => (state.fail ? failure : answer()),
    [`POST ${CART_ADD_PATH}`]: guarded((body) => put(body.item)),
    [`POST ${CART_SAVE_MERGED_PATH}`]: guarded((body) => (body.cart as never[]).forEach(put)),
    [`POST ${CART_REMOVE_PATH}`]: guarded((body) => {
      lines = lines.filter((_, index) => index !== body.index)
    }),
    [`POST ${CART_UPDATE_PATH}`]: guarded((body) => {
      lines = lines.map((candidate, index) =>
        index === body.index && body.field === 'quantity' ? { ...candidate, quantity: body.value } : candidate,
      )
    }),
  }
  return { state, routes, seed: (items: CartItem[]) => (lines = items) }
}

function setup() {
  const server = fakeServerCart()
  const harness = createTestEngine({ plugins: [topicsPlugin, cataloguePlugin, cartPlugin], routes: server.routes })
  return { ...harness, server, cart: harness.engine.plugin('cart') }
}

const stored = (storage: { getItem(key: string): string | null }) =>
  JSON.parse(storage.getItem(LOCAL_CART_KEY) ?? 'null') as CartItem[] | null

describe('the visitor cart (signed out)', () => {
  it('keeps added items in webCart (cart item shape, unit count); same choice adds quantity, capped', async () => {
    const { cart, storage, transport, engine } = setup()
    await cart.add(masala, v100)
    await cart.add(masala, v100)
    await cart.add(pickle, plain)
    expect(engine.snackbar.current).toMatchObject({ message: 'Added to your cart', severity: 'success' })
    expect(cart.lines.map((line) => [line.name, line.selectedVariant?.name ?? null, line.quantity])).toEqual([
      ['Jaipuri Garam Masala', '100 g', 2],
      ['Aam ka Achaar', null, 1],
    ])
    const webCart = stored(storage)!
    expect(webCart[0]).toMatchObject({
      _id: 'i1',
      slug: 'garam-masala',
      quantity: 2,
      selectedVariant: { _id: 'v100', basePrice: 180, salePrice: 159, discountPercentage: 12 },
    })
    expect(storage.getItem(LOCAL_CART_COUNT_KEY)).toBe('3')
    expect(cart.count).toBe(3)

    await cart.add(masala, v100)
    await cart.add(masala, v100)
    expect(cart.quantityOf(lineKeyOf('i1', 'v100', null))).toBe(3) // stock of the 100 g jar
    expect(transport.calls.filter((call) => call.path.includes('chat_widget_side_cart'))).toEqual([])
  })

  it('writes over what storage holds now, so what another tab added in the meantime is kept', async () => {
    const { cart, storage } = setup()
    await cart.add(masala, v100)
    // Another tab, which read the cart before this add, writes its own copy with the pickle.
    storage.setItem(LOCAL_CART_KEY, JSON.stringify([toCartItem(pickle, plain, 2, '2026-11-22T10:00:00.000Z')]))
    await cart.add(masala, v100)
    expect(stored(storage)!.map((line) => [line._id, line.quantity])).toEqual([
      ['i2', 2],
      ['i1', 1],
    ])
    cart.setQuantity(lineKeyOf('i2', null, null), 3)
    cart.remove(lineKeyOf('i1', 'v100', null))
    expect(stored(storage)!.map((line) => [line._id, line.quantity])).toEqual([['i2', 3]])
    expect(cart.lines.map((line) => line._id)).toEqual(['i2'])
    expect(storage.getItem(LOCAL_CART_COUNT_KEY)).toBe('3')
  })

  it("refuses a choice with no stock with 'Out of stock'", async () => {
    const { cart, engine } = setup()
    await cart.add(masala, { variant: masala.variants[1]!, package: null })
    expect(cart.lines).toEqual([])
    expect(engine.snackbar.current?.message).toBe('Out of stock')
  })

  it('steps quantities at once; below 1 removes the line; a new variant resets the quantity to 1', async () => {
    const { cart, storage, engine } = setup()
    await cart.add(masala, v500)
    const key = lineKeyOf('i1', 'v500', null)
    cart.setQuantity(key, 4)
    expect(stored(storage)![0]!.quantity).toBe(4)
    cart.setQuantity(key, Number.NaN)
    expect(cart.quantityOf(key)).toBe(1)

    cart.setQuantity(key, 5)
    await cart.changeChoice(key, 'selectedVariant', 'v250')
    expect(engine.snackbar.current?.message).toBe('Out of stock')
    expect(cart.quantityOf(key)).toBe(5)
    await cart.changeChoice(key, 'selectedVariant', 'v100')
    expect(cart.lines.map((line) => [line.selectedVariant?._id, line.quantity])).toEqual([['v100', 1]])
    expect(stored(storage)![0]!.selectedVariant).toMatchObject({ _id: 'v100', name: '100 g', salePrice: 159 })

    cart.setQuantity(lineKeyOf('i1', 'v100', null), 0)
    expect(cart.lines).toEqual([])
    expect(stored(storage)).toEqual([])
  })

  it('falls back to sessionStorage when localStorage refuses the write', async () => {
    const { cart, storage, sessionStorage } = setup()
    storage.failWrites = true
    await cart.add(pickle, plain)
    expect(storage.getItem(LOCAL_CART_KEY)).toBeNull()
    expect(stored(sessionStorage)).toHaveLength(1)
    expect(cart.lines).toHaveLength(1)
  })

  it('drops stored entries that are not cart items, and unparsable webCart data', async () => {
    const { cart, storage } = setup()
    const good = toCartItem(pickle, plain, 2, '2026-11-22T10:00:00.000Z')
    storage.setItem(LOCAL_CART_KEY, JSON.stringify([good, { _id: 'x', quantity: 1 }, 'junk']))
    await cart.load()
    expect(cart.lines).toEqual([good])
    storage.setItem(LOCAL_CART_KEY, '{not json')
    await cart.load()
    expect(cart.lines).toEqual([])
    expect(storage.getItem(LOCAL_CART_KEY)).toBeNull()
  })

  it('searches name, description and category name', async () => {
    const { cart } = setup()
    await cart.add(masala, v100)
    await cart.add(pickle, plain)
    const names = () => cart.visibleLines.map(({ line }) => line.name)
    cart.setSearch('stone')
    expect(names()).toEqual(['Jaipuri Garam Masala'])
    cart.setSearch('PICKLES')
    expect(names()).toEqual(['Aam ka Achaar'])
    cart.setSearch('  ')
    expect(names()).toHaveLength(2)
  })
})

describe('sign-in merges the local cart', () => {
  it('sends ids and quantities only, shows the merged server cart, and removes the local copy', async () => {
    const { cart, storage, transport, server, signIn } = setup()
    server.seed([toCartItem(masala, v100, 1, '2026-11-21T10:00:00.000Z')])
    await cart.add(masala, v100)
    await cart.add(pickle, plain)
    // A forged price in the stored cart never reaches the server.
    const forged = stored(storage)!.map((line) => ({
      ...line,
      pricing: { ...line.pricing, basePrice: 1, salePrice: 1 },
    }))
    storage.setItem(LOCAL_CART_KEY, JSON.stringify(forged))
    await signIn()
    const merge = transport.callsTo(CART_SAVE_MERGED_PATH)
    expect(merge).toHaveLength(1)
    expect(merge[0]!.body).toEqual({
      customerId: 'cust-1',
      subdomain: 'demo',
      cart: [
        { _id: 'i1', selectedVariant: 'v100', selectedPackage: null, quantity: 1 },
        { _id: 'i2', selectedVariant: null, selectedPackage: null, quantity: 1 },
      ],
    })
    expect(cart.lines.map((line) => [line._id, line.quantity])).toEqual([
      ['i1', 2],
      ['i2', 1],
    ])
    expect(storage.getItem(LOCAL_CART_KEY)).toBeNull()
    expect(storage.getItem(LOCAL_CART_COUNT_KEY)).toBeNull()
  })

  it('loads the server cart when there is nothing local', async () => {
    const { cart, transport, server, signIn } = setup()
    server.seed([toCartItem(pickle, plain, 4, '2026-11-21T10:00:00.000Z')])
    await signIn()
    expect(transport.callsTo(CART_SAVE_MERGED_PATH)).toHaveLength(0)
    expect(transport.callsTo(GET_CART_PATH)[0]!.query).toEqual({ customerId: 'cust-1', subdomain: 'demo' })
    expect(cart.count).toBe(4)
  })

  it('keeps the local cart when the merge fails, says so, and shows the server cart meanwhile', async () => {
    const { cart, storage, server, transport, signIn, engine } = setup()
    server.seed([toCartItem(masala, v500, 1, '2026-11-21T10:00:00.000Z')])
    await cart.add(pickle, plain)
    transport.route(`POST ${CART_SAVE_MERGED_PATH}`, { status: 500, body: { message: 'The merge is resting' } })
    await signIn()
    expect(engine.snackbar.current?.message).toBe('The merge is resting')
    expect(stored(storage)).toHaveLength(1)
    expect(cart.lines.map((line) => line._id)).toEqual(['i1'])
  })

  it('shows the local cart again after logout', async () => {
    const { cart, server, signIn, engine } = setup()
    server.seed([toCartItem(pickle, plain, 4, '2026-11-21T10:00:00.000Z')])
    await signIn()
    await engine.logout()
    expect(cart.lines).toEqual([])
  })
})

describe('the server cart (signed in)', () => {
  async function signedIn() {
    const harness = setup()
    harness.server.seed([
      toCartItem(masala, v500, 2, '2026-11-21T10:00:00.000Z'),
      toCartItem(pickle, plain, 1, '2026-11-21T10:00:00.000Z'),
    ])
    await harness.signIn()
    vi.useFakeTimers()
    return harness
  }
  const masalaKey = lineKeyOf('i1', 'v500', null)

  it('shows a change another tab or device made as soon as the server says so (cart-updated)', async () => {
    const { cart, server, sockets, transport } = await signedIn()
    await vi.advanceTimersByTimeAsync(0)
    const reads = transport.callsTo(GET_CART_PATH).length
    server.seed([toCartItem(pickle, plain, 4, '2026-11-21T10:00:00.000Z')])
    sockets.last!.serverEmit(CART_UPDATED_EVENT, { clientId: 'site-1' })
    await vi.advanceTimersByTimeAsync(0)
    expect(transport.callsTo(GET_CART_PATH)).toHaveLength(reads + 1)
    expect(cart.lines.map((line) => [line.name, line.quantity])).toEqual([['Aam ka Achaar', 4]])
  })

  it('adds through the server with ids only', async () => {
    const { cart, transport } = await signedIn()
    await cart.add(masala, v100, 2)
    expect(transport.callsTo(CART_ADD_PATH)[0]!.body).toEqual({
      item: { _id: 'i1', selectedVariant: 'v100', selectedPackage: null, quantity: 2 },
      customerId: 'cust-1',
      subdomain: 'demo',
    })
    expect(cart.lines).toHaveLength(3)
  })

  it('shows quantity changes at once and sends one update 300 ms after the last', async () => {
    const { cart, transport, server } = await signedIn()
    cart.setQuantity(masalaKey, 3)
    cart.setQuantity(masalaKey, 4)
    cart.setQuantity(masalaKey, 5)
    expect(cart.quantityOf(masalaKey)).toBe(5)
    await vi.advanceTimersByTimeAsync(CART_QUANTITY_DEBOUNCE_MS - 1)
    expect(transport.callsTo(CART_UPDATE_PATH)).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    await vi.waitFor(() => expect(transport.callsTo(CART_UPDATE_PATH)).toHaveLength(1))
    expect(transport.callsTo(CART_UPDATE_PATH)[0]!.body).toEqual({
      index: 0,
      field: 'quantity',
      value: 5,
      customerId: 'cust-1',
      subdomain: 'demo',
    })
    await vi.waitFor(() => expect(server.state.lines()[0]!.quantity).toBe(5))
    expect(cart.quantityOf(masalaKey)).toBe(5)
  })

  it('sends a waiting quantity at once when the page goes away', async () => {
    const { cart, transport } = await signedIn()
    cart.setQuantity(masalaKey, 4)
    cart.flushPending()
    // Well before the 300 ms debounce (vi.waitFor would advance the fake clock past it).
    await vi.advanceTimersByTimeAsync(1)
    expect(transport.callsTo(CART_UPDATE_PATH)).toHaveLength(1)
    expect(transport.callsTo(CART_UPDATE_PATH)[0]!.body).toMatchObject({ value: 4 })
    await vi.advanceTimersByTimeAsync(CART_QUANTITY_DEBOUNCE_MS)
    expect(transport.callsTo(CART_UPDATE_PATH)).toHaveLength(1)
  })

  it('caps a quantity at the stock before sending it', async () => {
    const { cart, transport } = await signedIn()
    cart.setQuantity(masalaKey, 50)
    expect(cart.quantityOf(masalaKey)).toBe(9)
    await vi.advanceTimersByTimeAsync(CART_QUANTITY_DEBOUNCE_MS)
    await vi.waitFor(() => expect(transport.callsTo(CART_UPDATE_PATH)[0]?.body).toMatchObject({ value: 9 }))
  })

  it('rolls a failed quantity change back, with the server message', async () => {
    const { cart, server, engine } = await signedIn()
    server.state.fail = true
    cart.setQuantity(masalaKey, 7)
    expect(cart.quantityOf(masalaKey)).toBe(7)
    await vi.advanceTimersByTimeAsync(CART_QUANTITY_DEBOUNCE_MS)
    await vi.waitFor(() => expect(cart.quantityOf(masalaKey)).toBe(2))
    expect(engine.snackbar.current?.message).toBe('The cart is resting')
  })

  it('removes a line when decreased from 1, and puts it back when the server refuses', async () => {
    const { cart, server, transport, engine } = await signedIn()
    const pickleKey = lineKeyOf('i2', null, null)
    server.state.fail = true
    cart.setQuantity(pickleKey, 0)
    expect(cart.quantityOf(pickleKey)).toBe(0)
    await vi.waitFor(() => expect(cart.quantityOf(pickleKey)).toBe(1))
    expect(engine.snackbar.current?.message).toBe('The cart is resting')

    server.state.fail = false
    cart.setQuantity(pickleKey, 0)
    await vi.waitFor(() => expect(server.state.lines()).toHaveLength(1))
    expect(transport.callsTo(CART_REMOVE_PATH).at(-1)!.body).toMatchObject({ index: 1 })
    expect(cart.lines.map((line) => line._id)).toEqual(['i1'])
  })

  it('names a line by its index in the latest answer, even after an earlier line went', async () => {
    const { cart, transport } = await signedIn()
    void cart.remove(masalaKey)
    cart.setQuantity(lineKeyOf('i2', null, null), 3)
    await vi.advanceTimersByTimeAsync(CART_QUANTITY_DEBOUNCE_MS)
    await vi.waitFor(() => expect(transport.callsTo(CART_UPDATE_PATH)).toHaveLength(1))
    expect(transport.callsTo(CART_UPDATE_PATH)[0]!.body).toMatchObject({ index: 0, value: 3 })
  })
})
