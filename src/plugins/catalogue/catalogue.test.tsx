// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Catalogue, CATALOGUE_ITEMS_PATH, CATALOGUE_PATH } from '../../../contract/catalogue'
import type { Topic } from '../../../contract/page'
import { PanelOutlet } from '../../engine/outlets'
import { EngineProvider } from '../../engine/react'
import type { FakeRoutes } from '../../client/testing/fake-transport'
import { createTestEngine } from '../../engine/testing/test-engine'
import { CART_ADD_PATH, GET_CART_PATH } from '../../../contract/cart'
import type { AnyPlugin } from '../../engine/plugin'
import { cartPlugin, toCartItem } from '../cart'
import { enquiryPlugin } from '../enquiry'
import { cataloguePlugin, ITEM_DATA_KEYS } from './index'
import { testItem } from '../../../contract/testing/test-item'

afterEach(cleanup)

const topics: Topic[] = [{ _id: 't1', name: 'Spices' }]

const category = (id: string, name: string, type: 'product' | 'service', totalItems: number) => ({
  _id: id,
  name,
  image: `/demo/categories/${id}.svg`,
  totalItems,
  type,
  catalogueType: type,
})
const pickles: Catalogue = {
  _id: 'c1',
  type: 'product',
  catalogueType: 'product',
  name: 'Pickles',
  description: 'Sun-cured',
  categoryId: category('k1', 'Pickles', 'product', 2),
}
const catering: Catalogue = {
  _id: 'c2',
  type: 'service',
  catalogueType: 'service',
  name: 'Catering',
  description: null,
  categoryId: category('k2', 'Events', 'service', 1),
}

const item = testItem
const mango = item({
  _id: 'i1',
  productId: 'i1',
  name: 'Mango Pickle',
  description: 'Tangy raw mango in mustard oil',
  images: ['/demo/mango.jpg'],
  variantTitle: 'Jar size',
  variants: [
    { _id: 'v1', name: '250 g', basePrice: 200, salePrice: 180, stock: 0 },
    { _id: 'v2', name: '500 g', basePrice: 380, salePrice: 340, stock: 12 },
    { _id: 'v3', name: '1 kg', basePrice: 700, salePrice: 700, stock: 3 },
  ],
})
const lime = item({
  _id: 'i2',
  productId: 'i2',
  name: 'Lime Pickle',
  description: 'Sweet and sour',
  pricing: { basePrice: 150, salePrice: 0, priceVisible: true, taxApplicable: false, taxRate: 0 },
})
const thali = item({
  _id: 's1',
  productId: 's1',
  name: 'Wedding thali',
  itemType: 'service',
  priceVisible: false,
  pricing: { basePrice: 0, salePrice: 0, priceVisible: false, taxApplicable: true, taxRate: 18 },
})

const routes: FakeRoutes = {
  [`POST ${CATALOGUE_PATH}`]: { body: { message: 'success', data: [pickles, catering] } },
  [`GET ${CATALOGUE_ITEMS_PATH}`]: (request) => ({
    body: { message: 'success', data: request.query.catalogueId === 'c2' ? [thali] : [mango, lime] },
  }),
}

function setup(extraRoutes: FakeRoutes = {}, plugins: readonly AnyPlugin[] = []) {
  const harness = createTestEngine({
    plugins: [cataloguePlugin, ...plugins],
    settings: { topics },
    routes: { ...routes, ...extraRoutes },
  })
  // The panels are lazy: wait for the open one to arrive.
  const view = async () => {
    const result = render(
      <EngineProvider engine={harness.engine}>
        <PanelOutlet />
      </EngineProvider>,
    )
    await waitFor(() => expect(document.querySelector('.vw-outlet-loading')).toBeNull())
    return result
  }
  return { ...harness, catalogue: harness.engine.plugin('catalogue'), view }
}

describe('catalogue store', () => {
  it('openCatalogue loads its items by id and type and opens the panel of its catalogueType', async () => {
    const { engine, transport, catalogue } = setup()
    await catalogue.openCatalogue(pickles)
    expect(engine.ui.panel).toBe('catalogueProductItem')
    expect(transport.callsTo(CATALOGUE_ITEMS_PATH)[0]?.query).toMatchObject({ catalogueId: 'c1', type: 'product' })
    expect([...catalogue.items.keys()]).toEqual(['i1', 'i2'])
    await catalogue.openCatalogue(catering)
    expect(engine.ui.panel).toBe('catalogueServiceItem')
    expect(transport.callsTo(CATALOGUE_ITEMS_PATH)[1]?.query).toMatchObject({ catalogueId: 'c2', type: 'service' })
    expect(catalogue.selectedCatalogue?._id).toBe('c2')
    expect([...catalogue.items.keys()]).toEqual(['s1'])
  })

  it('filters items by name or description, case-insensitively', async () => {
    const { catalogue } = setup()
    await catalogue.openCatalogue(pickles)
    catalogue.setSearch('MANGO')
    expect(catalogue.filteredItems.map((i) => i.name)).toEqual(['Mango Pickle'])
    catalogue.setSearch('sour')
    expect(catalogue.filteredItems.map((i) => i.name)).toEqual(['Lime Pickle'])
    catalogue.setSearch('  ')
    expect(catalogue.filteredItems).toHaveLength(2)
  })

  it('keeps the server message on a failed load, and retry loads again', async () => {
    const { catalogue, transport } = setup({
      [`GET ${CATALOGUE_ITEMS_PATH}`]: { status: 500, body: { message: 'Catalogue not found' } },
    })
    await catalogue.openCatalogue(pickles)
    expect(catalogue.error).toBe('Catalogue not found')
    expect(catalogue.loading).toBe(false)
    transport.setRoutes({ [`GET ${CATALOGUE_ITEMS_PATH}`]: { body: { message: 'success', data: [lime] } } })
    await catalogue.retry()
    expect(catalogue.error).toBeNull()
    expect([...catalogue.items.keys()]).toEqual(['i2'])
  })

  it('refuses an answer that does not match the contract', async () => {
    const { catalogue } = setup({
      [`GET ${CATALOGUE_ITEMS_PATH}`]: { body: { message: 'success', data: [{ _id: 'i1' }] } },
    })
    await catalogue.openCatalogue(pickles)
    expect(catalogue.error).toBeTruthy()
    expect(catalogue.items.size).toBe(0)
  })
})

describe('catalogue panels', () => {
  it("lists the categories under 'Categories' and opens a catalogue's products", async () => {
    const { engine, catalogue, view } = setup()
    act(() => catalogue.browse())
    await view()
    expect(await screen.findByRole('button', { name: /Pickles.*2 items/ })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Categories' })).toBeTruthy()
    expect(screen.getByRole('button', { name: /Pickles.*2 items/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: /Events.*Catering.*1 item$/ })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /Pickles/ }))
    expect(await screen.findByRole('heading', { name: 'Mango Pickle' })).toBeTruthy()
    expect(engine.ui.panel).toBe('catalogueProductItem')
    expect(screen.getByRole('heading', { name: 'Products' })).toBeTruthy()
  })

  it('loads the catalogues of the topic chosen in the topic panel', async () => {
    const { engine, transport, view } = setup()
    engine.ui.openPanel('topic')
    await view()
    fireEvent.click(screen.getByRole('button', { name: /Spices/ }))
    expect(await screen.findByRole('button', { name: /Pickles.*2 items/ })).toBeTruthy()
    expect(transport.callsTo(CATALOGUE_PATH)).toHaveLength(1)
    act(() => engine.ui.back())
    expect(engine.ui.panel).toBe('topic')
  })

  it("searches products and shows 'No products found'", async () => {
    const { catalogue, view } = setup()
    await catalogue.openCatalogue(pickles)
    await view()
    const search = screen.getByRole('searchbox', { name: 'Search products...' })
    expect(search.getAttribute('placeholder')).toBe('Search products...')
    fireEvent.change(search, { target: { value: 'mustard' } })
    expect(screen.getByRole('heading', { name: 'Mango Pickle' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Lime Pickle' })).toBeNull()
    fireEvent.change(search, { target: { value: 'chutney' } })
    expect(screen.getByText('No products found')).toBeTruthy()
  })

  it("titles services 'Services' with 'Search services...' and 'No services found'", async () => {
    const { catalogue, view } = setup()
    await catalogue.openCatalogue(catering)
    await view()
    expect(screen.getByRole('heading', { name: 'Services' })).toBeTruthy()
    fireEvent.change(screen.getByPlaceholderText('Search services...'), { target: { value: 'zzz' } })
    expect(screen.getByText('No services found')).toBeTruthy()
  })

  it('defaults the variant to the first in stock, refuses a sold-out one, and shows its prices', async () => {
    const { engine, catalogue, view } = setup()
    await catalogue.openCatalogue(pickles)
    await view()
    const card = screen.getByRole('article', { name: 'Mango Pickle' })
    const select = within(card).getByRole('combobox', { name: 'Jar size' }) as HTMLSelectElement
    expect(select.value).toBe('v2')
    expect(within(select).getByRole('option', { name: '250 g (Out of stock)' })).toBeTruthy()
    expect(within(card).getByText('₹340.00')).toBeTruthy()
    // Picking the sold-out size is refused with the 'Out of stock' snackbar.
    fireEvent.change(select, { target: { value: 'v1' } })
    expect(engine.snackbar.current?.message).toBe('Out of stock')
    expect(select.value).toBe('v2')
    expect(within(card).getByText('₹340.00')).toBeTruthy()
    expect(within(card).getByText('₹380.00').tagName).toBe('S')
    fireEvent.change(select, { target: { value: 'v3' } })
    expect(within(card).getByText('₹700.00')).toBeTruthy()
    expect(card.querySelector('s')).toBeNull()
    // Sale 0 falls back to base; no variants means no select.
    const lime = screen.getByRole('article', { name: 'Lime Pickle' })
    expect(within(lime).getByText('₹150.00')).toBeTruthy()
    expect(within(lime).queryByRole('combobox')).toBeNull()
  })

  it("labels the select 'Option' without a variantTitle", async () => {
    const { catalogue, view } = setup({
      [`GET ${CATALOGUE_ITEMS_PATH}`]: { body: { message: 'success', data: [{ ...mango, variantTitle: null }] } },
    })
    await catalogue.openCatalogue(pickles)
    await view()
    expect((screen.getByRole('combobox', { name: 'Option' }) as HTMLSelectElement).value).toBe('v2')
  })

  it('shows no buttons while no plugin adds item-card actions', async () => {
    const { catalogue, view } = setup()
    await catalogue.openCatalogue(pickles)
    await view()
    expect(screen.getByRole('article', { name: 'Mango Pickle' })).toBeDefined()
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Send Enquiry Request' })).toBeNull()
  })

  it("shows other plugins' actions: Add to Cart (then a stepper) if priced, else Send Enquiry Request", async () => {
    let added!: () => void
    const { engine, catalogue, view, signIn, transport } = setup(
      {
        [`POST ${CART_ADD_PATH}`]: async (request) => {
          await new Promise<void>((resolve) => (added = resolve))
          const { item: input } = request.body as { item: { _id: string; quantity: number } }
          return {
            body: {
              message: 'success',
              data: [
                {
                  ...toCartItem(
                    mango,
                    { variant: mango.variants[1]!, package: null },
                    input.quantity,
                    '2026-11-22T10:00:00.000Z',
                  ),
                },
              ],
            },
          }
        },
        [`GET ${GET_CART_PATH}`]: { body: { message: 'success', data: [] } },
      },
      [cartPlugin, enquiryPlugin],
    )
    await signIn()
    await catalogue.openCatalogue(pickles)
    await view()
    const mangoCard = screen.getByRole('article', { name: 'Mango Pickle' })
    const addButton = within(mangoCard).getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement
    fireEvent.click(addButton)
    // No second add while the first is on its way.
    expect(addButton.disabled).toBe(true)
    await vi.waitFor(() => expect(transport.callsTo(CART_ADD_PATH)).toHaveLength(1))
    expect(transport.callsTo(CART_ADD_PATH)[0]!.body).toMatchObject({
      item: { _id: 'i1', selectedVariant: 'v2', quantity: 1 },
    })
    await act(async () => added())
    await vi.waitFor(() =>
      expect(within(mangoCard).getByRole('group', { name: 'Quantity of Mango Pickle' })).toBeDefined(),
    )
    expect(within(mangoCard).queryByRole('button', { name: 'Add to Cart' })).toBeNull()
    fireEvent.click(within(mangoCard).getByRole('button', { name: 'Increase quantity of Mango Pickle' }))
    expect(engine.plugin('cart').quantityOfItem(mango, { variant: mango.variants[1]!, package: null })).toBe(2)
    expect(screen.queryByRole('button', { name: 'Send Enquiry Request' })).toBeNull()

    await act(() => catalogue.openCatalogue(catering))
    const thaliCard = await screen.findByRole('article', { name: 'Wedding thali' })
    expect(within(thaliCard).queryByText(/₹/)).toBeNull()
    expect(within(thaliCard).queryByRole('button', { name: 'Add to Cart' })).toBeNull()
    fireEvent.click(within(thaliCard).getByRole('button', { name: 'Send Enquiry Request' }))
    await vi.waitFor(() => expect(engine.state).toBe('send-enquiry-request'))
    expect(JSON.parse(engine.storage.getItem(ITEM_DATA_KEYS.enquiry)!)).toEqual([{ productId: 's1', slug: thali.slug }])
  })

  it('mounts only the cards in view and those scrolled to; one scrolled away keeps its choice', async () => {
    const many = Array.from({ length: 500 }, (_, index) =>
      item({
        _id: `p${index}`,
        productId: `p${index}`,
        name: `Pickle ${index}`,
        slug: `pickle-${index}`,
        ...(index === 0 && { variantTitle: 'Jar size', variants: mango.variants }),
      }),
    )
    const { catalogue, view } = setup({ [`GET ${CATALOGUE_ITEMS_PATH}`]: { body: { message: 'success', data: many } } })
    // jsdom has no layout: give the scrolling panel a 600 px viewport (cards keep their 150 px estimate).
    const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')!
    Object.defineProperty(Element.prototype, 'clientHeight', {
      configurable: true,
      get(this: Element) {
        return this.classList.contains('vw-catalogue') ? 600 : 0
      },
    })
    try {
      await catalogue.openCatalogue(pickles)
      await view()
      const cards = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))
      expect(cards()).toHaveLength(8) // 4 in view + 4 overscan
      expect(cards()[0]).toBe('Pickle 0')
      expect(screen.getAllByRole('listitem')[0]!.getAttribute('aria-setsize')).toBe('500')
      const jarSize = () =>
        within(screen.getByRole('article', { name: 'Pickle 0' })).getByRole('combobox', {
          name: 'Jar size',
        }) as HTMLSelectElement
      fireEvent.change(jarSize(), { target: { value: 'v3' } })
      const panel = document.querySelector<HTMLElement>('.vw-catalogue')!
      panel.scrollTop = 300 * 150
      fireEvent.scroll(panel)
      await waitFor(() => expect(screen.getByRole('article', { name: 'Pickle 300' })).toBeTruthy())
      expect(screen.queryByRole('article', { name: 'Pickle 0' })).toBeNull()
      expect(cards().length).toBeLessThan(20)
      panel.scrollTop = 0
      fireEvent.scroll(panel)
      await waitFor(() => expect(screen.getByRole('article', { name: 'Pickle 0' })).toBeTruthy())
      expect(jarSize().value).toBe('v3')
    } finally {
      Object.defineProperty(Element.prototype, 'clientHeight', clientHeight)
    }
  })

  it('Back from items goes to the catalogue panel, and from there to the topic panel', async () => {
    const { engine, catalogue, view } = setup()
    await catalogue.openCatalogue(catering)
    await view()
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(engine.ui.panel).toBe('catalogue')
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Categories' })).toBeTruthy())
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(engine.ui.panel).toBe('topic')
  })
})
