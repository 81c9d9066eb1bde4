import { describe, expect, it } from 'vitest'
import { formatDate, formatRupees, localeOf } from './format'

describe('localeOf', () => {
  it("makes i18next's bare language the Indian variant with Latin digits and keeps a full tag", () => {
    expect(localeOf('en')).toBe('en-IN-u-nu-latn')
    expect(localeOf('mr')).toBe('mr-IN-u-nu-latn')
    // Marathi's own default is Devanagari digits; an amount reads the same in every language.
    expect(formatRupees(1039.5, localeOf('mr'))).toBe('₹1,039.50')
    expect(formatRupees(123456.5, localeOf('mr'))).toBe('₹1,23,456.50')
    // Dates in Marathi words, with the same digits.
    expect(formatDate('2026-11-26', localeOf('mr'))).toMatch(/^26 [\u0900-\u097f]+, 2026$/)
    expect(localeOf('en-GB')).toBe('en-GB')
    expect(localeOf(undefined)).toBe('en-IN')
  })
})
