import { OWNER_CATALOGUE_PATH, type OwnerCatalogueResponse } from '../../../../contract/owner-catalogue'
import { OWNER_CATALOGUE_ITEMS_PATH } from '../../../../contract/owner-catalogue-items'
import type { OwnerItem } from '../../../../contract/owner-catalogue'
import { renderOwnerPanel } from '../../panel-kit/testing/render-owner'
import { CatalogueStudioStore } from '../catalogue-studio-store'
import { CatalogueView } from '../CatalogueView'
import { fakeItems, testItem } from './fake-items'

/** The text of the elements that describe `element` (its error, its help). Test code only. */
export const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim()

/** The tests' catalogue: one topic, one catalogue of products ('Pickles'). Test code only. */
export const testCatalogue: OwnerCatalogueResponse = {
  message: 'success',
  topics: [{ _id: 't', name: 'Shop', description: '', image: null }],
  dispatchPoints: [],
  categories: [{ _id: 'k1', name: 'Pickles', image: null, catalogueType: 'product', position: 0 }],
  catalogues: [
    {
      _id: 'cat-pickles',
      topicId: 't',
      categoryId: 'k1',
      catalogueType: 'product',
      name: 'Pickles',
      description: null,
      position: 0,
    },
  ],
}

/**
 * The Catalogue tab on a fake server with `testCatalogue` and the `stored` items (a test may change them: another
 * owner saved). Test code only.
 */
export function renderCatalogue(
  routes: Parameters<typeof renderOwnerPanel>[0] = {},
  stored: { items: OwnerItem[] } = { items: [testItem(1, 0), testItem(2, 3), testItem(3, 40)] },
) {
  return renderOwnerPanel(
    {
      [`GET ${OWNER_CATALOGUE_PATH}`]: { body: testCatalogue },
      [`GET ${OWNER_CATALOGUE_ITEMS_PATH}`]: fakeItems(() => stored.items),
      ...routes,
    },
    (api) => <CatalogueView store={new CatalogueStudioStore(api)} />,
  )
}
