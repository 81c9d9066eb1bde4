// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { type Catalogue, CATALOGUE_ITEMS_PATH, CATALOGUE_PATH } from '../../../contract/catalogue'
import { CATALOGUE_CHANGED_EVENT } from '../../../contract/catalogue-live'
import { testItem } from '../../../contract/testing/test-item'
import { PanelOutlet } from '../../engine/outlets'
import { EngineProvider } from '../../engine/react'
import { createTestEngine } from '../../engine/testing/test-engine'
import { cataloguePlugin } from './index'

afterEach(cleanup)

const pickles: Catalogue = {
  _id: 'c1',
  type: 'product',
  catalogueType: 'product',
  name: 'Pickles',
  description: null,
  categoryId: { _id: 'k1', name: 'Pickles', image: null, totalItems: 1, type: 'product', catalogueType: 'product' },
}
const mango = (stock: number) =>
  testItem({
    _id: 'i1',
    productId: 'i1',
    name: 'Mango Pickle',
    variantTitle: 'Jar size',
    variants: [
      { _id: 'v1', name: '250 g', basePrice: 200, salePrice: 180, stock },
      { _id: 'v2', name: '500 g', basePrice: 380, salePrice: 340, stock },
    ],
  })

describe('an open item list and the owner’s catalogue changes', () => {
  it("shows a new item and 'Out of stock' when the site's catalogue changes, without a reload", async () => {
    let shelf = [mango(5)]
    const test = createTestEngine({
      plugins: [cataloguePlugin],
      settings: { topics: [{ _id: 't1', name: 'Spices' }] },
      routes: {
        [`POST ${CATALOGUE_PATH}`]: { body: { message: 'success', data: [pickles] } },
        [`GET ${CATALOGUE_ITEMS_PATH}`]: () => ({ body: { message: 'success', data: shelf } }),
      },
    })
    await test.signIn()
    const catalogue = test.engine.plugin('catalogue')
    await catalogue.openCatalogue(pickles)
    render(
      <EngineProvider engine={test.engine}>
        <PanelOutlet />
      </EngineProvider>,
    )
    const card = await screen.findByRole('article', { name: 'Mango Pickle' })
    expect(within(card).queryAllByRole('option', { name: /Out of stock/ })).toHaveLength(0)

    shelf = [mango(0), testItem({ _id: 'i2', productId: 'i2', name: 'Lime Pickle' })]
    act(() => test.sockets.last!.serverEmit(CATALOGUE_CHANGED_EVENT, { itemIds: ['i1', 'i2'] }))
    expect(await screen.findByRole('article', { name: 'Lime Pickle' })).toBeTruthy()
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Mango Pickle' })).getAllByRole('option', { name: /Out of stock/ }),
      ).toHaveLength(2),
    )
  })
})
