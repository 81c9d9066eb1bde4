import { describe, expect, it } from 'vitest'
import { clampQuantity, MAX_LINE_QUANTITY, stockFor } from './quantity.js'

describe('quantity rules', () => {
  it.each([
    [3, 10, 3],
    [0, 10, 1],
    [-4, 10, 1],
    ['abc', 10, 1],
    [undefined, 10, 1],
    [null, 10, 1],
    [{}, 10, 1],
    [Number.NaN, 10, 1],
    [Number.POSITIVE_INFINITY, 10, 1],
    [2.7, 10, 2],
    ['3', 10, 3],
    ['', 10, 1],
    [12, 10, 10],
    [12, null, 12],
    [5, 0, 1],
    [10 ** 9, null, MAX_LINE_QUANTITY],
  ])('%s with stock %s becomes %i', (value, stock, expected) => {
    expect(clampQuantity(value, stock)).toBe(expected)
  })

  const variants = [
    { _id: 'v1', name: '100 g', basePrice: 100, salePrice: 100, stock: 7 },
    { _id: 'v2', name: '250 g', basePrice: 200, salePrice: 200, stock: 3 },
  ]
  const packages = [
    { _id: 'p-limited', name: 'Two seats', price: 100, discountPercentage: 0, stock: 4 },
    { _id: 'p-unlimited', name: 'Catering', price: 100, discountPercentage: 0, stock: null },
    { _id: 'p-absent', name: 'Trial', price: 100 },
  ]
  it.each([
    ['the selected variant', { variants, packages: [], inventoryTotal: 10 }, 'v2', null, 3],
    ['the first variant when none is selected', { variants, packages: [], inventoryTotal: 10 }, null, null, 7],
    [
      'the first variant when the selected one is gone',
      { variants, packages: [], inventoryTotal: 10 },
      'gone',
      null,
      7,
    ],
    ['the inventory total without variants', { variants: [], packages: [], inventoryTotal: 35 }, null, null, 35],
    ['unlimited when inventory is not tracked', { variants: [], packages: [], inventoryTotal: null }, null, null, null],
    ['the package stock', { variants: [], packages, inventoryTotal: null }, null, 'p-limited', 4],
    [
      'unlimited for a package without stock',
      { variants: [], packages, inventoryTotal: null },
      null,
      'p-unlimited',
      null,
    ],
    [
      'unlimited for a package with no stock field',
      { variants: [], packages, inventoryTotal: null },
      null,
      'p-absent',
      null,
    ],
  ])('stock is %s', (_name, item, variantId, packageId, expected) => {
    expect(stockFor(item, variantId, packageId)).toBe(expected)
  })

  it('caps at the selected variant, the first variant, the inventory total and the package stock', () => {
    expect(clampQuantity(50, stockFor({ variants, packages: [], inventoryTotal: null }, 'v2', null))).toBe(3)
    expect(clampQuantity(50, stockFor({ variants, packages: [], inventoryTotal: null }, null, null))).toBe(7)
    expect(clampQuantity(50, stockFor({ variants: [], packages: [], inventoryTotal: 35 }, null, null))).toBe(35)
    expect(clampQuantity(50, stockFor({ variants: [], packages, inventoryTotal: null }, null, 'p-limited'))).toBe(4)
    expect(clampQuantity(50, stockFor({ variants: [], packages, inventoryTotal: null }, null, 'p-unlimited'))).toBe(50)
  })
})
