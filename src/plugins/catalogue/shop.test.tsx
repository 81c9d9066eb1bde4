// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Catalogue, CATALOGUE_PATH } from '../../../contract/catalogue'
import { CATALOGUE_SEARCH_PATH } from '../../../contract/catalogue-search'
import type { Topic } from '../../../contract/page'
import type { FakeRoutes } from '../../client/testing/fake-transport'
import { testItem } from '../../../contract/testing/test-item'
import { PanelOutlet } from '../../engine/outlets'
import { type AnyPlugin, definePlugin } from '../../engine/plugin'
import { EngineProvider } from '../../engine/react'
import { createTestEngine } from '../../engine/testing/test-engine'
import { BrowseButton } from './components/BrowseButton'
import { shareUrlOf } from './components/ShareButton'
import { cataloguePlugin, ITEM_DATA_KEYS } from './index'

afterEach(cleanup)

const topics: Topic[] = [
  { _id: 'shop', name: 'Shop spices' },
  { _id: 'chat', name: 'Just a question' },
  { _id: 'events', name: 'Events' },
]
const category = (id: string, name: string, type: 'product' | 'service') => ({
  _id: id,
  name,
  image: null,
  totalItems: 2,
  type,
  catalogueType: type,
})
const catalogueOf = (id: string, name: string, type: 'product' | 'service' = 'product'): Catalogue => ({
  _id: id,
  type,
  catalogueType: type,
  name,
  description: null,
  categoryId: category(`k-${id}`, name, type),
})
const cataloguesByTopic: Record<string, Catalogue[]> = {
  shop: [catalogueOf('c1', 'Pickles'), catalogueOf('c2', 'Spice blends')],
  chat: [],
  events: [catalogueOf('c3', 'Catering', 'service')],
}
const mango = testItem({
  _id: 'i1',
  productId: 'i1',
  slug: 'mango-pickle',
  name: 'Mango Pickle',
  description: 'Tangy raw mango in mustard oil',
  images: ['/demo/mango-1.jpg', '/demo/mango-2.jpg'],
  variantTitle: 'Jar size',
  variants: [
    { _id: 'v1', name: '250 g', basePrice: 200, salePrice: 180, stock: 5 },
    { _id: 'v2', name: '500 g', basePrice: 380, salePrice: 340, stock: 12 },
  ],
})
const named = (index: number) =>
  testItem({ _id: `m${index}`, productId: `m${index}`, slug: `masala-${index}`, name: `Masala ${index}` })

const routes: FakeRoutes = {
  [`POST ${CATALOGUE_PATH}`]: (request) => ({
    body: { message: 'success', data: cataloguesByTopic[(request.body as { selectedTopic: string }).selectedTopic] },
  }),
  [`GET ${CATALOGUE_SEARCH_PATH}`]: (request) => {
    const { q, page } = request.query as { q: string; page: string }
    if (q === 'mango') return { body: { message: 'success', data: [mango], page: 1, total: 1, hasMore: false } }
    if (q === 'masala') {
      const data = page === '1' ? [named(1), named(2)] : [named(3)]
      return { body: { message: 'success', data, page: Number(page), total: 3, hasMore: page === '1' } }
    }
    return { body: { message: 'success', data: [], page: 1, total: 0, hasMore: false } }
  },
}

function setup(plugins: readonly AnyPlugin[] = []) {
  const harness = createTestEngine({ plugins: [cataloguePlugin, ...plugins], settings: { topics }, routes })
  const view = async () => {
    render(
      <EngineProvider engine={harness.engine}>
        <BrowseButton />
        <PanelOutlet />
      </EngineProvider>,
    )
    await waitFor(() => expect(document.querySelector('.vw-outlet-loading')).toBeNull())
  }
  return { ...harness, view }
}

/** The categories of each topic group, by the group's heading. */
const groups = () =>
  screen
    .getAllByRole('region')
    .filter((region) => region.classList.contains('vw-catalogue__group'))
    .map((region) => [
      within(region).getByRole('heading').textContent,
      within(region)
        .getAllByRole('button')
        .map((button) => button.querySelector('.vw-catalogue__category-name')!.textContent),
    ])

describe('the shop icon', () => {
  it("opens 'Categories' with the categories of every topic at once; Back goes to the topic list", async () => {
    const { engine, transport, view } = setup()
    await view()
    fireEvent.click(screen.getByRole('button', { name: 'Browse the catalogue' }))
    expect(engine.ui.panel).toBe('catalogue')
    // The panel is lazy: it arrives once its chunk has loaded.
    expect(await screen.findByRole('heading', { name: 'Categories' }, { timeout: 5000 })).toBeTruthy()
    await waitFor(() => expect(groups()).toHaveLength(2))
    expect(groups()).toEqual([
      ['Shop spices', ['Pickles', 'Spice blends']],
      ['Events', ['Catering']],
    ])
    expect(transport.callsTo(CATALOGUE_PATH).map((call) => call.body)).toEqual(
      topics.map((topic) => ({ selectedTopic: topic._id, subdomain: 'demo' })),
    )
    fireEvent.click(screen.getByRole('button', { name: /Catering/ }))
    expect(engine.ui.panel).toBe('catalogueServiceItem')
    act(() => engine.ui.back())
    act(() => engine.ui.back())
    expect(engine.ui.panel).toBe('topic')
  })

  it("puts the chosen topic's categories first", async () => {
    const { engine, view } = setup()
    act(() => engine.plugin('topics').chooseInPanel(topics[2]!))
    await view()
    await waitFor(() => expect(groups()).toHaveLength(2))
    expect(groups().map(([topic]) => topic)).toEqual(['Events', 'Shop spices'])
  })
})

describe('the search over every item', () => {
  it('asks the server once typing pauses and shows item cards, 20 a page, or none found', async () => {
    const { engine, transport, view } = setup()
    act(() => engine.plugin('catalogue').browse())
    await view()
    const search = screen.getByRole('searchbox', { name: 'Search all products and services...' })
    fireEvent.change(search, { target: { value: 'ma' } })
    fireEvent.change(search, { target: { value: 'masala' } })
    expect(await screen.findByText('3 items found')).toBeTruthy()
    // Only the text typing stopped at was asked for.
    expect(transport.callsTo(CATALOGUE_SEARCH_PATH).map((call) => call.query)).toEqual([
      { q: 'masala', page: '1', subdomain: 'demo' },
    ])
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Masala 1',
      'Masala 2',
    ])
    expect(screen.queryByRole('heading', { name: 'Shop spices' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3))
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
    fireEvent.change(search, { target: { value: 'chutney' } })
    expect(await screen.findByText('No items found')).toBeTruthy()
    fireEvent.change(search, { target: { value: '' } })
    expect(screen.getByRole('heading', { name: 'Shop spices' })).toBeTruthy()
    expect(screen.queryByRole('article')).toBeNull()
  })
})

describe('the item detail', () => {
  const openMango = async (plugins: readonly AnyPlugin[] = []) => {
    const harness = setup(plugins)
    act(() => harness.engine.plugin('catalogue').browse())
    await harness.view()
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'mango' } })
    const opener = within(await screen.findByRole('article', { name: 'Mango Pickle' })).getByRole('button', {
      name: 'View details of Mango Pickle',
    })
    opener.focus()
    fireEvent.click(opener)
    const detail = await screen.findByRole('region', { name: 'Mango Pickle' })
    return { ...harness, opener, detail }
  }

  it('shows the photos, description and choice; a photo opens full screen to zoom; Back returns', async () => {
    const { opener, detail } = await openMango()
    expect(document.activeElement).toBe(within(detail).getByRole('button', { name: 'Back' }))
    expect(within(detail).getByText('Tangy raw mango in mustard oil')).toBeTruthy()
    expect(within(detail).getByText('₹180.00')).toBeTruthy()
    const thumbs = within(detail).getAllByRole('button', { name: /^Photo \d of 2$/ })
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-pressed'))).toEqual(['true', 'false'])
    fireEvent.click(thumbs[1]!)
    const zoomButton = within(detail).getByRole('button', { name: 'Open photo 2 of 2 full screen' })
    expect(zoomButton.querySelector('img')!.getAttribute('src')).toBe('/demo/mango-2.jpg')
    // The choice is the card's: changing it here changes the price here.
    fireEvent.change(within(detail).getByRole('combobox', { name: 'Jar size' }), { target: { value: 'v2' } })
    expect(within(detail).getByText('₹340.00')).toBeTruthy()

    zoomButton.focus()
    fireEvent.click(zoomButton)
    const viewer = screen.getByRole('dialog', { name: 'Photo 2 of 2: Mango Pickle' })
    expect(document.activeElement).toBe(within(viewer).getByRole('button', { name: 'Close photo' }))
    const stage = viewer.querySelector('.vw-zoom__stage')!
    expect(stage.getAttribute('data-zoom')).toBe('1')
    fireEvent.click(within(viewer).getByRole('button', { name: 'Zoom in' }))
    expect(stage.getAttribute('data-zoom')).toBe('1.5')
    fireEvent.click(within(viewer).getByRole('img', { name: 'Photo 2 of 2' }))
    expect(stage.getAttribute('data-zoom')).toBe('1')
    fireEvent.click(within(viewer).getByRole('img', { name: 'Photo 2 of 2' }))
    expect(stage.getAttribute('data-zoom')).toBe('2.5')
    fireEvent.keyDown(viewer, { key: 'ArrowRight' })
    expect(screen.getByRole('dialog', { name: 'Photo 1 of 2: Mango Pickle' })).toBeTruthy()
    fireEvent.keyDown(viewer, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(within(detail).getByRole('button', { name: 'Open photo 1 of 2 full screen' }))

    fireEvent.click(within(detail).getByRole('button', { name: 'Back' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Mango Pickle' })).toBeNull())
    expect(document.activeElement).toBe(opener)
  })

  it('copies the share link without the Web Share API, and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } })
    try {
      const { detail } = await openMango()
      fireEvent.click(within(detail).getByRole('button', { name: 'Share a link to Mango Pickle' }))
      expect(await within(detail).findByText('Link copied')).toBeTruthy()
      expect(writeText).toHaveBeenCalledWith(`${location.origin}/products/mango-pickle`)
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard')
    }
    expect(shareUrlOf(mango, { origin: 'https://kesar.example' })).toBe('https://kesar.example/products/mango-pickle')
  })

  it("shares through the device's share sheet when it has one, and says nothing when it is closed", async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('closed', 'AbortError')))
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'share', { configurable: true, value: share })
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } })
    try {
      const { detail } = await openMango()
      fireEvent.click(within(detail).getByRole('button', { name: 'Share a link to Mango Pickle' }))
      await waitFor(() => expect(share).toHaveBeenCalledTimes(1))
      expect(share).toHaveBeenCalledWith({
        title: 'Mango Pickle',
        url: `${location.origin}/products/mango-pickle`,
      })
      await act(async () => {})
      expect(writeText).not.toHaveBeenCalled()
      expect(within(detail).queryByText('Link copied')).toBeNull()
    } finally {
      Reflect.deleteProperty(navigator, 'share')
      Reflect.deleteProperty(navigator, 'clipboard')
    }
  })

  it('Buy now hands the item with its choice to the single-item order', async () => {
    const run = vi.fn()
    const directBuy = definePlugin({
      id: 'directBuy',
      setup: () => null,
      sources: { direct_buy: { loggedOut: 'phone-entry', run } },
    })
    const { engine, detail, storage } = await openMango([directBuy])
    fireEvent.change(within(detail).getByRole('combobox', { name: 'Jar size' }), { target: { value: 'v2' } })
    fireEvent.click(within(detail).getByRole('button', { name: 'Buy now' }))
    expect(JSON.parse(storage.getItem(ITEM_DATA_KEYS.directBuy)!)).toEqual({
      slug: 'mango-pickle',
      productId: 'i1',
      selectedVariant: 'v2',
    })
    expect(engine.ui.panel).toBeNull()
    // Signed out, the source waits for sign-in.
    expect(engine.state).toBe('phone-entry')
  })

  it('offers no Buy now without a plugin for the single-item order', async () => {
    const { detail } = await openMango()
    expect(within(detail).queryByRole('button', { name: 'Buy now' })).toBeNull()
  })
})
