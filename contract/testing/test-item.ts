import type { CatalogueItem } from '../catalogue'

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
