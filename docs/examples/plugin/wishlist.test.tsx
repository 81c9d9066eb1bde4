// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { CATALOGUE_ITEMS_PATH, CATALOGUE_PATH, type Catalogue } from '../../../contract/catalogue'
import { EngineProvider } from '../../../src/engine/react'
import { createTestEngine, testItem } from '../../../src/engine/testing'
import { PluginRegistry } from '../../../src/engine/plugin-registry'
import { definePlugin } from '../../../src/engine/plugin'
import { prepareMotion } from '../../../src/widget/ui/motion/testing'
import { Widget } from '../../../src/widget/components/Widget'
import { examplePlugins } from './plugins'
import { wishlistPlugin } from './wishlist'
import { WISHLIST_STORAGE_KEY } from './wishlist/wishlist-store'

beforeAll(async () => {
  // The widget animates (src/ui/motion); this test is about the plugin, so its views swap at once.
  await prepareMotion({ skipAnimations: true })
  // jsdom has no layout: give scrolling views a size so the virtual lists have rows to show.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 600 })
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => 380 })
  Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 600 })
  Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => 380 })
})
afterEach(cleanup)

const pickles: Catalogue = {
  _id: 'c1',
  type: 'product',
  catalogueType: 'product',
  name: 'Pickles',
  description: null,
  categoryId: { _id: 'k1', name: 'Pickles', image: null, totalItems: 1, type: 'product', catalogueType: 'product' },
}
const mango = testItem({ _id: 'i1', productId: 'i1', slug: 'mango-pickle', name: 'Mango Pickle' })

function widgetWith(plugins: typeof examplePlugins) {
  const harness = createTestEngine({
    plugins,
    settings: { topics: [{ _id: 't1', name: 'Pickles' }] },
    routes: {
      [`POST ${CATALOGUE_PATH}`]: { body: { message: 'success', data: [pickles] } },
      [`GET ${CATALOGUE_ITEMS_PATH}`]: { body: { message: 'success', data: [mango] } },
    },
  })
  render(
    <EngineProvider engine={harness.engine}>
      <Widget fullPage />
    </EngineProvider>,
  )
  return harness
}

describe('docs/writing-a-plugin.md: the wishlist example', () => {
  it('adds an item-card action to the catalogue and its own panel, whose Back leads to its target', async () => {
    const { engine, storage } = widgetWith(examplePlugins)
    await act(() => engine.start())
    await act(() => engine.plugin('catalogue').openCatalogue(pickles))
    const card = await screen.findByRole('article', { name: 'Mango Pickle' })
    // The cart's action and the wishlist's sit side by side; the catalogue knows neither.
    expect(within(card).getByRole('button', { name: 'Add to Cart' })).toBeTruthy()
    fireEvent.click(within(card).getByRole('button', { name: 'Save for later' }))
    // The virtual list may re-render its rows (measuring): look the card up again.
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Mango Pickle' }))
          .getByRole('button', { name: 'Saved' })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    )
    expect(JSON.parse(storage.getItem(WISHLIST_STORAGE_KEY)!)).toEqual([{ _id: 'i1', name: 'Mango Pickle' }])

    fireEvent.click(screen.getByRole('button', { name: 'Saved items' }))
    const panel = screen.getByRole('region', { name: 'Saved for later (1)' })
    expect(within(panel).getByText(/Mango Pickle/)).toBeTruthy()
    fireEvent.click(within(panel).getByRole('button', { name: 'Back' }))
    expect(engine.ui.panel).toBe('catalogue')
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Categories' })).toBeTruthy())
  })

  it('handles its own source: signed out, ?source=wishlist shows its state in place of the chat', async () => {
    const { engine } = widgetWith([wishlistPlugin]) // the catalogue and topics come with it (dependsOn)
    engine.plugin('wishlist').save(mango)
    await act(() => engine.start({ source: 'wishlist' }))
    expect(engine.state).toBe('wishlist-review')
    expect(screen.getByRole('heading', { name: 'Your saved items' })).toBeTruthy()
    expect(screen.queryByRole('log')).toBeNull() // fills the tab: no message list
    fireEvent.click(screen.getByRole('button', { name: 'Remove Mango Pickle' }))
    expect(screen.getByText('Nothing saved yet')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Back to chat' }))
    expect(engine.state).toBe('phone-entry')
  })

  it('owns its names: a second plugin drawing the wishlist panel is refused, naming both', () => {
    const copycat = definePlugin({
      id: 'copycat',
      setup: () => null,
      panels: { wishlist: { component: () => null, back: null } },
    })
    expect(() => new PluginRegistry([...examplePlugins, copycat])).toThrow(
      'Panel "wishlist" is claimed twice: by plugin "wishlist" and by plugin "copycat"',
    )
  })
})
