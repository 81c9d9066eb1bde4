// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { OWNER_CATALOGUE_PATH, type OwnerItem } from '../../../contract/owner-catalogue'
import { renderOwnerPanel } from '../panel-kit/testing/render-owner'
import { CatalogueStudioStore } from './catalogue-studio-store'
import { StockView } from './StockView'

afterEach(cleanup)

const ITEMS = 5_000

const item = (index: number): OwnerItem => ({
  _id: `item-${index}`,
  version: 1,
  archived: false,
  position: index,
  catalogueId: 'cat',
  itemType: 'product',
  name: `Pickle ${index}`,
  description: '',
  images: [],
  video: null,
  slug: `pickle-${index}`,
  variantTitle: null,
  variants: [],
  packages: [],
  pricing: { basePrice: 100, salePrice: null, priceVisible: true, taxApplicable: false, taxRate: 0 },
  inventoryTotal: index % 30,
  shipping: { available: false, weight: 0, dimensions: { length: 0, width: 0, height: 0 } },
  dispatchPointIds: [],
  button: null,
  hidden: false,
})

describe('the stock table of a 5,000-item shop', () => {
  it('mounts only a window of its rows, and the rows further down once scrolled to', async () => {
    const answer = {
      message: 'success',
      topics: [],
      dispatchPoints: [],
      categories: [],
      catalogues: [],
      items: Array.from({ length: ITEMS }, (_, index) => item(index)),
    }
    let store: CatalogueStudioStore
    const { view } = renderOwnerPanel({ [`GET ${OWNER_CATALOGUE_PATH}`]: { body: answer } }, (api) => {
      store = new CatalogueStudioStore(api)
      void store.load()
      return <StockView store={store} />
    })
    expect(await screen.findByRole('textbox', { name: 'Stock of Pickle 0' })).toBeTruthy()
    expect(store!.stock).toHaveLength(ITEMS)
    const mounted = () => screen.getAllByRole('textbox').length
    expect(mounted()).toBeGreaterThan(0)
    expect(mounted()).toBeLessThan(50)
    expect(screen.queryByRole('textbox', { name: `Stock of Pickle ${ITEMS - 1}` })).toBeNull()

    const scroller = view.container.querySelector<HTMLElement>('.ow-studio-stock__scroll')!
    await act(async () => {
      scroller.scrollTop = 64 * (ITEMS - 5)
      fireEvent.scroll(scroller)
    })
    expect(await screen.findByRole('textbox', { name: `Stock of Pickle ${ITEMS - 1}` })).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: 'Stock of Pickle 0' })).toBeNull()
    expect(mounted()).toBeLessThan(50)
  })
})
