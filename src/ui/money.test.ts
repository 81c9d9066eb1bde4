import { describe, expect, it } from 'vitest'
import { formatRupees, formatWholeRupees } from './money'

describe('formatRupees', () => {
  it.each([
    [159, '₹159.00'],
    [1234.5, '₹1,234.50'],
    [123456.789, '₹1,23,456.79'],
    [0, '₹0.00'],
  ])('formats %s as %s (en-IN, 2 decimals)', (amount, expected) => {
    expect(formatRupees(amount)).toBe(expected)
  })
})

describe('formatWholeRupees', () => {
  it.each([
    [1234.5, '₹1,235'],
    [123456.4, '₹1,23,456'],
    [0, '₹0'],
  ])('formats %s as %s (en-IN, 0 decimals, for the order history)', (amount, expected) => {
    expect(formatWholeRupees(amount)).toBe(expected)
  })
})
