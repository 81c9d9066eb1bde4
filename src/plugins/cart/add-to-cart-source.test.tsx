// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { CART_ADD_PATH, GET_CART_PATH } from '../../../contract/cart'
import { CATALOGUE_ITEMS_PATH } from '../../../contract/catalogue'
import { testItem } from '../../../contract/testing/test-item'
import { createTestEngine } from '../../engine/testing/test-engine'
import { EngineProvider } from '../../engine/react'
import { prepareMotion } from '../../widget/ui/motion/testing'
import { ChatTab } from '../../widget/components/ChatTab'
import { authPlugin } from '../auth'
import { cataloguePlugin } from '../catalogue'
import { topicsPlugin } from '../topics'
import { CART_SKELETON_MS } from './components/CartSummary'
import { cartPlugin } from './index'
import { LINKED_ITEM_KEY } from './linked-item-key'
import { LOCAL_CART_KEY } from './local-cart'

beforeAll(() => prepareMotion({ skipAnimations: true }))
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const masala = testItem({
  name: 'Jaipuri Garam Masala',
  slug: 'garam-masala',
  variants: [
    { _id: 'v250', name: '250 g', basePrice: 400, salePrice: 360, stock: 0 },
    { _id: 'v100', name: '100 g', basePrice: 180, salePrice: 159, stock: 5 },
  ],
})

function setup() {
  const harness = createTestEngine({
    plugins: [authPlugin, topicsPlugin, cataloguePlugin, cartPlugin],
    routes: {
      [`GET ${CATALOGUE_ITEMS_PATH}`]: (request) => ({
        body: { message: 'success', data: request.query.slug === masala.slug ? [masala] : [] },
      }),
      [`GET ${GET_CART_PATH}`]: () => ({ body: { message: 'success', data: [] } }),
      [`POST ${CART_ADD_PATH}`]: () => ({ body: { message: 'success', data: [] } }),
    },
  })
  const view = () =>
    render(
      <EngineProvider engine={harness.engine}>
        <ChatTab />
      </EngineProvider>,
    )
  return { ...harness, view }
}

describe('?source=add_to_cart (a product page’s Add to Cart)', () => {
  it('signed out puts the linked item, on its first option in stock, into the local cart it shows', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { engine, storage, view } = setup()
    await engine.start({ source: 'add_to_cart', item: 'garam-masala' })
    expect(engine.state).toBe('without-login-cart-summary')
    view()
    await act(() => vi.advanceTimersByTimeAsync(CART_SKELETON_MS))
    expect(await screen.findByRole('article', { name: 'Jaipuri Garam Masala' })).toBeTruthy()
    expect(JSON.parse(storage.getItem(LOCAL_CART_KEY)!)).toMatchObject([{ slug: 'garam-masala', quantity: 1 }])
    expect(JSON.parse(storage.getItem(LOCAL_CART_KEY)!)[0].selectedVariant._id).toBe('v100')
    // Taken once: the link is forgotten.
    expect(storage.getItem(LINKED_ITEM_KEY)).toBeNull()
  })

  it("signed in adds it to the customer's cart and opens the cart", async () => {
    const { engine, transport, signIn, view } = setup()
    await signIn()
    engine.registry.source('add_to_cart')?.linkItem?.(engine, 'garam-masala')
    await engine.openSource('add_to_cart')
    expect(engine.ui.panel).toBe('cartSummary')
    view()
    await vi.waitFor(() => expect(transport.callsTo(CART_ADD_PATH)).toHaveLength(1))
    expect(transport.callsTo(CART_ADD_PATH)[0]!.body).toMatchObject({
      item: { _id: masala._id, selectedVariant: 'v100', quantity: 1 },
    })
  })

  it('adds nothing for a slug the catalogue does not have', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { engine, storage, view } = setup()
    await engine.start({ source: 'add_to_cart', item: 'no-such-item' })
    view()
    await act(() => vi.advanceTimersByTimeAsync(CART_SKELETON_MS))
    expect(await screen.findByText('Your cart is empty')).toBeTruthy()
    expect(storage.getItem(LOCAL_CART_KEY) ?? '[]').toBe('[]')
  })
})
