// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { CART_ADD_PATH, GET_CART_PATH } from '../../../contract/cart'
import { CATALOGUE_ITEMS_PATH } from '../../../contract/catalogue'
import { CATALOGUE_SEARCH_PATH } from '../../../contract/catalogue-search'
import { LANGUAGE_HEADER } from '../../../contract/auth'
import { GET_ORDERS_PATH } from '../../../contract/orders'
import { testItem } from '../../../contract/testing/test-item'
import type { FakeRequest } from '../../client/testing/fake-transport'
import { createTestEngine, TEST_SITE_ID, testOrder } from '../../engine/testing'
import { fakeLayout, type FakeLayout } from '../../ui/testing/fake-layout'
import { showWidget } from '../../widget/components/testing'
import { switchLanguage } from '../../widget/language'
import { widgetPlugins } from '../../widget/plugins'
import { prepareMotion } from '../../widget/ui/motion/testing'
import { toCartItem } from '../cart'

let layout: FakeLayout
beforeAll(async () => {
  layout = fakeLayout({ scroller: '.vw-messages', viewport: 480, rowHeight: () => 64 })
  await prepareMotion({ skipAnimations: true })
})
afterAll(() => layout.restore())
afterEach(cleanup)

/*
 * The owner's words reach a reader in the language the widget shows: every call names it (`x-vitrine-lang`), and
 * the server answers an item's `name@hi` in its place (server/modules/catalogue/translations.test.ts). This fake
 * server answers as that one does, by the header; the widget shows what it is answered.
 */
const pickle = (hindi: boolean) =>
  testItem({
    _id: 'lime',
    productId: 'lime',
    slug: 'lime-pickle',
    name: hindi ? 'नींबू का अचार' : 'Lime pickle',
    variants: [{ _id: 'v250', name: '250 g', basePrice: 180, salePrice: 160, stock: 5 }],
  })
const readsHindi = (request: FakeRequest) => request.headers[LANGUAGE_HEADER] === 'hi'
const cartOf = (request: FakeRequest) => [
  toCartItem(pickle(readsHindi(request)), { variant: { _id: 'v250' }, package: null }, 1, '2026-11-22T10:00:00.000Z'),
]

async function setup() {
  const test = createTestEngine({
    site: { clientId: TEST_SITE_ID },
    plugins: widgetPlugins,
    settings: { headerTitle: 'Kesar Kitchen' },
    routes: {
      [`GET ${CATALOGUE_SEARCH_PATH}`]: (request) => {
        const found = request.query.q === 'नींबू' && readsHindi(request) ? [pickle(true)] : []
        return { body: { message: 'success', data: found, page: 1, total: found.length, hasMore: false } }
      },
      [`GET ${CATALOGUE_ITEMS_PATH}`]: (request) => ({
        body: { message: 'success', data: [pickle(readsHindi(request))] },
      }),
      [`GET ${GET_CART_PATH}`]: (request) => ({ body: { message: 'success', data: cartOf(request) } }),
      [`POST ${CART_ADD_PATH}`]: (request) => ({ body: { message: 'success', data: cartOf(request) } }),
      [`GET ${GET_ORDERS_PATH}`]: (request) => {
        const name = pickle(readsHindi(request)).name
        const order = testOrder({ title: name, items: [{ ...testOrder().items[0]!, name, description: name }] })
        return { body: { message: 'success', orders: [order], size: 1, total: 1 } }
      },
    },
  })
  // The reader switches the widget to Hindi (signed out: their account learns it at sign-in).
  await switchLanguage(test.engine, 'hi')
  await test.signIn()
  act(() => test.engine.ui.open())
  showWidget(test)
  return test
}

describe('a reader of Hindi', () => {
  it("sees the owner's Hindi item name in the shop's search, the cart and the order", async () => {
    const { engine, transport } = await setup()
    act(() => engine.plugin('catalogue').browse())
    fireEvent.change(await screen.findByRole('searchbox', {}, { timeout: 5000 }), { target: { value: 'नींबू' } })
    expect(await screen.findByRole('article', { name: 'नींबू का अचार' })).toBeTruthy()

    engine.registry.source('add_to_cart')?.linkItem?.(engine, 'lime-pickle')
    await act(() => engine.openSource('add_to_cart'))
    expect(engine.ui.panel).toBe('cartSummary')
    await screen.findByRole('heading', { name: 'नींबू का अचार' }, { timeout: 5000 })
    expect(screen.queryByText('Lime pickle')).toBeNull()

    act(() => engine.ui.closePanel())
    act(() => engine.ui.setTab('history'))
    expect(await screen.findByText('नींबू का अचार', {}, { timeout: 5000 })).toBeTruthy()

    // Every call named the language the widget shows.
    const calls = [CATALOGUE_SEARCH_PATH, CATALOGUE_ITEMS_PATH, CART_ADD_PATH, GET_ORDERS_PATH]
    for (const path of calls)
      expect(transport.callsTo(path).map((call) => call.headers[LANGUAGE_HEADER])).toContain('hi')
    expect(transport.calls.every((call) => call.headers[LANGUAGE_HEADER] === 'hi')).toBe(true)
  })
})
