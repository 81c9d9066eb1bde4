import { describe, expect, it } from 'vitest'
import { discountPercentage, lineDiscount, packagePrice, salePriceOf, taxOf, unitPrices, withTax } from './pricing.js'
import { toRupees } from './item-wire.js'

describe('price maths (paise)', () => {
  it.each([
    [18000, 15900, 15900],
    [18000, null, 18000],
    [18000, undefined, 18000],
    [18000, 0, 18000],
  ])('sale price of base %i and sale %s is %i', (base, sale, expected) => {
    expect(salePriceOf(base, sale)).toBe(expected)
  })

  it.each([
    [15900, true, 5, 16695, 795],
    [10000, true, 18, 11800, 1800],
    [999, true, 5, 1049, 50],
    [10000, true, 2.5, 10250, 250],
    [10000, false, 18, 10000, 0],
    [10000, true, 0, 10000, 0],
  ])('price %i with tax applicable %s at %i%% is %i (tax %i)', (price, taxApplicable, taxRate, total, tax) => {
    expect(withTax(price, { taxApplicable, taxRate })).toBe(total)
    expect(taxOf(price, { taxApplicable, taxRate })).toBe(tax)
  })

  it.each([
    [3500000, 5, 3325000],
    [18500, 0, 18500],
    [18500, undefined, 18500],
    [1800000, 10, 1620000],
    [999, 33, 669],
    [1000, 150, 0],
    [1000, -5, 1000],
  ])('package price %i less %s%% is %i', (price, percent, expected) => {
    expect(packagePrice(price, percent)).toBe(expected)
  })

  it.each([
    [18000, 15900, 1, 2100],
    [18000, 15900, 3, 6300],
    [18000, null, 2, 0],
    [15000, 18000, 1, 0],
  ])('line discount of base %i, sale %s, quantity %i is %i', (base, sale, quantity, expected) => {
    expect(lineDiscount(base, sale, quantity)).toBe(expected)
  })

  it.each([
    [18000, 15900, 12],
    [72000, 72000, 0],
    [0, 0, 0],
    [39000, null, 0],
  ])('discount percentage of %i → %s is %i', (base, sale, expected) => {
    expect(discountPercentage(base, sale)).toBe(expected)
  })

  it('unit prices come from the package, else the variant (else the first), else the item', () => {
    const pricing = { basePrice: 22000, salePrice: 19900 }
    const variants = [
      { _id: 'v1', name: '100 g', basePrice: 18000, salePrice: 15900, stock: 5 },
      { _id: 'v2', name: '250 g', basePrice: 39000, salePrice: 35000, stock: 5 },
    ]
    const packages = [{ _id: 'p1', name: 'Up to 50', price: 3500000, discountPercentage: 5, stock: null }]
    expect(unitPrices({ variants, packages: [], pricing }, 'v2', null)).toEqual({ basePrice: 39000, salePrice: 35000 })
    expect(unitPrices({ variants, packages: [], pricing }, null, null)).toEqual({ basePrice: 18000, salePrice: 15900 })
    expect(unitPrices({ variants: [], packages, pricing }, null, 'p1')).toEqual({
      basePrice: 3500000,
      salePrice: 3325000,
    })
    expect(unitPrices({ variants: [], packages: [], pricing }, null, null)).toEqual({
      basePrice: 22000,
      salePrice: 19900,
    })
  })

  it.each([
    [15900, 159],
    [15950, 159.5],
    [16695, 166.95],
    [1, 0.01],
    [0, 0],
  ])('%i paise go on the wire as %s rupees', (paise, rupees) => {
    expect(toRupees(paise)).toBe(rupees)
  })
})
