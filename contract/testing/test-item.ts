import type { CatalogueItem } from '../catalogue'
import type { ItemInput } from '../owner-catalogue'

/**
 * A catalogue item for widget tests: a ₹100 product with no variants,
 * packages or tax, unlimited stock, in the 'Pickles' category; `overrides`
 * change any field. Test code only.
 *
 * @example
 * testItem({ _id: 'i2', name: 'Lime Pickle', pricing: { ...testItem().pricing, salePrice: 90 } })
 */
export function testItem(overrides: Partial<CatalogueItem> = {}): CatalogueItem {
  return {
    _id: 'i1',
    productId: 'i1',
    name: 'Item',
    description: '',
    images: [],
    video: null,
    itemType: 'product',
    slug: 'item',
    variants: [],
    variantTitle: null,
    packages: [],
    pricing: { basePrice: 100, salePrice: 100, priceVisible: true, taxApplicable: false, taxRate: 0 },
    priceVisible: true,
    taxApplicable: false,
    taxRate: 0,
    inventory: { totalQuantity: null },
    shipping: { available: true, weight: 1, dimensions: { length: 1, width: 1, height: 1 } },
    dispatchPoints: [],
    button: null,
    category: { _id: 'k1', name: 'Pickles' },
    ...overrides,
  }
}

/**
 * A plain product as the owner's item form sends it (no variants, ₹500, shipped, from every dispatch point), for
 * tests; `overrides` change any field, and `pricing` only the prices they name.
 *
 * @example
 * await post(OWNER_ITEM_CREATE_PATH, { item: plainItem(catalogueId, { name: 'Linen shirt' }) })
 */
export const plainItem = (
  catalogueId: string,
  { pricing, ...overrides }: Omit<Partial<ItemInput>, 'pricing'> & { pricing?: Partial<ItemInput['pricing']> } = {},
): ItemInput => ({
  catalogueId,
  itemType: 'product',
  name: 'Chocolate truffle cake',
  description: '',
  images: [],
  video: null,
  slug: '',
  variantTitle: null,
  variants: [],
  packages: [],
  pricing: { basePrice: 500, salePrice: null, priceVisible: true, taxApplicable: false, taxRate: 0, ...pricing },
  inventoryTotal: null,
  shipping: { available: true, weight: 1, dimensions: { length: 0, width: 0, height: 0 } },
  dispatchPointIds: [],
  button: null,
  hidden: false,
  ...overrides,
})
