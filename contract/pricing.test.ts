import { describe, expect, it } from 'vitest'
import { rupees } from './pricing'

describe('price maths in rupees', () => {
  it.each([
    [180, 159, 159],
    [180, null, 180],
    [180, undefined, 180],
    [180, 0, 180],
    [180, Number.NaN, 180],
    [99.5, 89.99, 89.99],
  ])('sale price of base %s and sale %s is %s', (base, sale, expected) => {
    expect(rupees.salePrice(base, sale)).toBe(expected)
  })

  it.each([
    [100, true, 18, 118],
    [100, false, 18, 100],
    [159, true, 5, 166.95],
    [99.99, true, 12, 111.99],
    [250, true, 0, 250],
  ])('price %s with tax applicable %s at %s%% is %s', (price, taxApplicable, taxRate, expected) => {
    expect(rupees.withTax(price, { taxApplicable, taxRate })).toBe(expected)
  })

  it.each([
    [100, true, 18, 18],
    [159, true, 5, 7.95],
    [159, false, 5, 0],
  ])('tax of %s (applicable %s) at %s%% is %s', (price, taxApplicable, taxRate, expected) => {
    expect(rupees.taxOf(price, { taxApplicable, taxRate })).toBe(expected)
  })

  it.each([
    [1000, 10, 900],
    [999, 15, 849.15],
    [500, 0, 500],
    [500, 100, 0],
    [500, 150, 0],
    [500, -5, 500],
  ])('package of %s with %s%% off costs %s', (price, percent, expected) => {
    expect(rupees.packagePrice(price, percent)).toBe(expected)
  })

  it.each([
    [180, 159, 21],
    [180, null, 0],
    [100.1, 99.9, 0.2],
    [100, 120, 0],
  ])('line discount of base %s and sale %s is %s', (base, sale, expected) => {
    expect(rupees.lineDiscount(base, sale)).toBe(expected)
  })

  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [-1.005, -1.01],
  ])('rounds %s to %s', (amount, expected) => {
    expect(rupees.round(amount)).toBe(expected)
  })
})
