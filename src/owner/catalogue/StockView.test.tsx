// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { OWNER_CATALOGUE_PATH, type OwnerItem } from '../../../contract/owner-catalogue'
import { OWNER_CATALOGUE_ITEMS_PATH, OWNER_ITEMS_PAGE } from '../../../contract/owner-catalogue-items'
import { renderOwnerPanel } from '../panel-kit/testing/render-owner'
import { fakeItems, testItem } from './testing/fake-items'
import { CatalogueStudioStore } from './catalogue-studio-store'
import { StockView } from './StockView'

afterEach(cleanup)

const ITEMS = 5_000

const item = (index: number): OwnerItem =>
  testItem(index, 0, { catalogueId: 'cat', variants: [], inventoryTotal: index % 30, button: null })

describe('the stock table of a 5,000-item shop', () => {
  it('mounts only a window of its rows, and asks for the next page once scrolled near the end', async () => {
    const catalogue = { message: 'success', topics: [], dispatchPoints: [], categories: [], catalogues: [] }
    const items = Array.from({ length: ITEMS }, (_, index) => item(index))
    let store: CatalogueStudioStore
    const { view, server } = renderOwnerPanel(
      {
        [`GET ${OWNER_CATALOGUE_PATH}`]: { body: catalogue },
        [`GET ${OWNER_CATALOGUE_ITEMS_PATH}`]: fakeItems(() => items),
      },
      (api) => {
        store = new CatalogueStudioStore(api)
        store.setView('stock')
        return <StockView store={store} />
      },
    )
    expect(await screen.findByRole('textbox', { name: 'Stock of Pickle 0' })).toBeTruthy()
    // One page, not the shop: the rest come as the owner scrolls.
    expect(store!.stock).toHaveLength(OWNER_ITEMS_PAGE)
    expect(store!.stockList.list.hasMore).toBe(true)
    const mounted = () => screen.getAllByRole('textbox').length
    expect(mounted()).toBeGreaterThan(0)
    expect(mounted()).toBeLessThan(50)
    expect(screen.queryByRole('textbox', { name: `Stock of Pickle ${OWNER_ITEMS_PAGE - 1}` })).toBeNull()

    const scroller = view.container.querySelector<HTMLElement>('.ow-studio-stock__scroll')!
    await act(async () => {
      scroller.scrollTop = 64 * (OWNER_ITEMS_PAGE - 5)
      fireEvent.scroll(scroller)
    })
    expect(await screen.findByRole('textbox', { name: `Stock of Pickle ${OWNER_ITEMS_PAGE - 1}` })).toBeTruthy()
    await waitFor(() => expect(store!.stock).toHaveLength(2 * OWNER_ITEMS_PAGE))
    expect(server.callsTo(OWNER_CATALOGUE_ITEMS_PATH)[1]!.query.after).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: 'Stock of Pickle 0' })).toBeNull()
    expect(mounted()).toBeLessThan(50)
  })
})
