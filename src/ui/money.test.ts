import { describe, expect, it, vi } from 'vitest'
import * as format from '../../contract/format'
import { formatDate, formatDateTime, formatPaise, formatRupees } from './money'

describe('formatRupees', () => {
  it.each([
    [159, '₹159.00'],
    [1039.5, '₹1,039.50'],
    [1040, '₹1,040.00'],
    [123456.789, '₹1,23,456.79'],
    [0, '₹0.00'],
  ])('formats %s as %s (en-IN, paise always kept)', (amount, expected) => {
    expect(formatRupees(amount)).toBe(expected)
  })

  it('writes paise the same way as their rupees', () => {
    expect(formatPaise(103950)).toBe(formatRupees(1039.5))
    expect(formatPaise(104000)).toBe('₹1,040.00')
  })

  it("follows the page's language", () => {
    vi.stubGlobal('document', { documentElement: { lang: 'en-US' } })
    try {
      expect(formatRupees(123456.5)).toBe('₹123,456.50')
    } finally {
      vi.unstubAllGlobals()
    }
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50')
  })
})

describe('formatDate', () => {
  it('writes a date-only value as that calendar day, whatever the zone', () => {
    expect(formatDate('2026-11-26')).toBe('26 Nov 2026')
  })

  it('writes an instant as its day in the given zone', () => {
    expect(format.formatDate('2026-11-25T20:00:00.000Z', 'en-IN', 'Asia/Kolkata')).toBe('26 Nov 2026')
    expect(format.formatDateTime('2026-11-22T10:00:00.000Z', 'en-IN', 'Asia/Kolkata')).toBe('22 Nov 2026, 3:30 pm')
    expect(formatDateTime(new Date(2026, 10, 22, 15, 30))).toBe('22 Nov 2026, 3:30 pm')
  })

  it('answers text that is no date as it is', () => {
    expect(formatDate('soon')).toBe('soon')
  })
})
