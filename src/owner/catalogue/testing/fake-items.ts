import type { OwnerItem } from '../../../../contract/owner-catalogue'
import {
  itemCursor,
  ItemCursorText,
  LOW_STOCK,
  OWNER_ITEMS_PAGE,
  type OwnerItemsResponse,
} from '../../../../contract/owner-catalogue-items'
import type { FakeRequest } from '../../../client/testing/fake-transport'

const figures = (item: OwnerItem): (number | null)[] =>
  item.variants.length > 0
    ? item.variants.map((variant) => variant.stock)
    : item.packages.length > 0
      ? item.packages.map((pack) => pack.stock)
      : [item.inventoryTotal]

const texts = (item: OwnerItem) => [
  item.name,
  item.slug,
  ...item.variants.flatMap((variant) => [variant.name, variant.sku]),
  ...item.packages.map((pack) => pack.name),
]

const after = (item: OwnerItem, cursor: { catalogueId: string; position: number; id: string }) =>
  item.catalogueId !== cursor.catalogueId
    ? item.catalogueId > cursor.catalogueId
    : item.position !== cursor.position
      ? item.position > cursor.position
      : item._id > cursor.id

/**
 * The owner's items call as the server answers it, over `items()` (a test may change them): searched, filtered,
 * one item, a page after the cursor. Test code only.
 *
 * @example
 * renderOwnerPanel({ [`GET ${OWNER_CATALOGUE_ITEMS_PATH}`]: fakeItems(() => stored.items) }, ...)
 */
export function fakeItems(items: () => readonly OwnerItem[]) {
  return (request: FakeRequest): { body: OwnerItemsResponse } => {
    const { search = '', stock, itemId, limit } = request.query
    const needle = search.trim().toLowerCase()
    const cursor = request.query.after === undefined ? null : ItemCursorText.decode(request.query.after)
    const matching = items().filter(
      (item) =>
        (itemId === undefined || item._id === itemId) &&
        (needle === '' || texts(item).some((text) => text.toLowerCase().includes(needle))) &&
        (stock === undefined ||
          figures(item).some((figure) => figure !== null && (stock === 'out' ? figure === 0 : figure <= LOW_STOCK))),
    )
    const rest = cursor?._tag === 'Right' ? matching.filter((item) => after(item, cursor.right)) : matching
    const size = limit ? Number(limit) : OWNER_ITEMS_PAGE
    const page = rest.slice(0, size)
    const hasMore = rest.length > size
    const last = page.at(-1)
    return {
      body: {
        message: 'success',
        items: page,
        hasMore,
        next:
          hasMore && last ? itemCursor({ catalogueId: last.catalogueId, position: last.position, id: last._id }) : null,
      },
    }
  }
}

/** An item of the tests: 'Pickle <index>' in 'cat-pickles', one variant ('250 g', SKU 'P<index>') with `stock`. */
export const testItem = (index: number, stock: number, overrides: Partial<OwnerItem> = {}): OwnerItem => ({
  _id: `item-${index}`,
  version: 1,
  archived: false,
  position: index,
  catalogueId: 'cat-pickles',
  itemType: 'product',
  name: `Pickle ${index}`,
  description: '',
  images: [],
  video: null,
  slug: `pickle-${index}`,
  variantTitle: null,
  variants: [
    {
      _id: `v-${index}`,
      name: '250 g',
      basePrice: 100,
      salePrice: null,
      stock,
      sku: `P${index}`,
      weight: null,
      isDefault: true,
    },
  ],
  packages: [],
  pricing: { basePrice: 100, salePrice: null, priceVisible: true, taxApplicable: false, taxRate: 0 },
  inventoryTotal: stock,
  shipping: { available: true, weight: 0, dimensions: { length: 0, width: 0, height: 0 } },
  dispatchPointIds: [],
  button: 'Chat',
  hidden: false,
  ...overrides,
})
