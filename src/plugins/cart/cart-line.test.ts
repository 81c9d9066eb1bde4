import { describe, expect, it } from 'vitest'
import type { CartItem } from '../../../contract/cart'
import { cartTotals, lineKey, lineQuantity, matchesCartSearch, toCartInput, toCartItem, unitPrices } from './cart-line'

const NOW = '2026-11-22T10:00:00.000Z'
const item = {
  _id: 'i1',
  productId: 'i1',
  name: 'Jaipuri Garam Masala',
  description: 'Stone-ground',
  images: [],
  video: null,
  itemType: 'product' as const,
  slug: 'garam-masala',
  variantTitle: 'Jar',
  variants: [
    { _id: 'v100', name: '100 g', basePrice: 180, salePrice: 159, stock: 64 },
    { _id: 'v500', name: '500 g', basePrice: 720, salePrice: 0, stock: 2 },
  ],
  packages: [
    { _id: 'p25', name: 'Up to 25 guests', price: 18500, discountPercentage: 0, stock: null },
    { _id: 'p50', name: 'Up to 50 guests', price: 35000, discountPercentage: 5, stock: 3 },
  ],
  pricing: { basePrice: 200, salePrice: 150, priceVisible: true, taxApplicable: true, taxRate: 5 },
  priceVisible: true,
  taxApplicable: true,
  taxRate: 5,
  inventory: { totalQuantity: 7 },
  shipping: { available: true, weight: 1, dimensions: { length: 1, width: 1, height: 1 } },
  dispatchPoints: [],
  button: null,
  category: { _id: 'k1', name: 'Spice blends' },
}
const line = (variant: string | null, pack: string | null, quantity: number): CartItem =>
  toCartItem(item, { variant: variant ? { _id: variant } : null, package: pack ? { _id: pack } : null }, quantity, NOW)

describe('unitPrices (paise)', () => {
  it.each([
    ['a variant sale price', line('v100', null, 1), { base: 18000, sale: 15900 }],
    ['a variant without a sale price falls back to base', line('v500', null, 1), { base: 72000, sale: 72000 }],
    ['a package without discount', line(null, 'p25', 1), { base: 1850000, sale: 1850000 }],
    ['a package with 5% off', line(null, 'p50', 1), { base: 3500000, sale: 3325000 }],
    ['the item price without a choice', line(null, null, 1), { base: 20000, sale: 15000 }],
  ])('%s', (_, cartLine, expected) => {
    expect(unitPrices(cartLine)).toEqual(expected)
  })
})

describe('lineQuantity', () => {
  it.each([
    ['a variant caps at its stock', line('v500', null, 1), 5, 2],
    ['a package without stock is unlimited', line(null, 'p25', 1), 40, 40],
    ['a package caps at its stock', line(null, 'p50', 1), 9, 3],
    ['no choice: the first variant’s stock', line(null, null, 1), 100, 64],
    ['a non-number becomes 1', line('v100', null, 1), 'lots', 1],
    ['at least 1', line('v100', null, 1), -3, 1],
  ])('%s', (_, cartLine, value, expected) => {
    expect(lineQuantity(cartLine, value)).toBe(expected)
  })

  it('toCartItem applies the rule to the quantity it is given', () => {
    expect(line('v500', null, 9).quantity).toBe(2)
  })
})

describe('cartTotals', () => {
  it.each([
    ['empty', [], { subtotal: 0, totalDiscount: 0, totalGst: 0, finalAmount: 0 }],
    // 2 × 180 = 360; discount 2 × 21 = 42; GST 5% of 318 = 15.90.
    [
      'two jars on sale, with GST',
      [line('v100', null, 2)],
      { subtotal: 360, totalDiscount: 42, totalGst: 15.9, finalAmount: 333.9 },
    ],
    // 35,000 − 5% = 33,250; GST 1,662.50.
    [
      'a discounted package',
      [line(null, 'p50', 1)],
      { subtotal: 35000, totalDiscount: 1750, totalGst: 1662.5, finalAmount: 34912.5 },
    ],
    [
      'lines add up',
      [line('v100', null, 1), { ...line('v500', null, 1), pricing: { ...item.pricing, taxApplicable: false } }],
      { subtotal: 900, totalDiscount: 21, totalGst: 7.95, finalAmount: 886.95 },
    ],
  ])('%s', (_, lines, expected) => {
    expect(cartTotals(lines)).toEqual(expected)
  })
})

describe('line identity and wire shape', () => {
  it('keys by item, variant and package', () => {
    expect(lineKey(line('v100', null, 1))).toBe('i1|v100|')
    expect(lineKey(line(null, 'p50', 1))).toBe('i1||p50')
  })

  it('sends ids and the quantity only, never a price', () => {
    const forged = { ...line('v100', null, 2), pricing: { ...item.pricing, basePrice: 1 } }
    expect(toCartInput(forged)).toEqual({ _id: 'i1', selectedVariant: 'v100', selectedPackage: null, quantity: 2 })
  })

  it('searches name, description and category name', () => {
    const cartLine = line('v100', null, 1)
    expect(['garam', 'STONE', 'spice blends', ''].map((text) => matchesCartSearch(cartLine, text))).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect(matchesCartSearch(cartLine, 'pickle')).toBe(false)
  })
})
