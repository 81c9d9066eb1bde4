// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { listTime, timeOfDay } from './format-time'

afterEach(() => document.documentElement.removeAttribute('lang'))

// Expected values through `Intl` itself, in the machine's time zone, so the test holds in any zone.
const expected = (locale: string, iso: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, options).format(Date.parse(iso))
const AT = '2026-11-22T04:18:00.000Z'
const NOW = Date.parse(AT)

describe("the owner's times in the reader's locale", () => {
  it.each([
    ['en', 'en-IN'],
    ['hi', 'hi-IN'],
    ['mr', 'mr-IN-u-nu-latn'],
  ])('writes a time of day, a weekday and a date for a page in %s through Intl in %s', (lang, locale) => {
    document.documentElement.lang = lang
    const dayPeriod = lang === 'en' ? {} : ({ dayPeriod: 'short' } as const)
    expect(timeOfDay(AT)).toBe(expected(locale, AT, { hour: 'numeric', minute: '2-digit', ...dayPeriod }))
    expect(listTime(AT, NOW + 60_000)).toBe(timeOfDay(AT))
    expect(listTime(AT, NOW + 3 * 24 * 60 * 60_000)).toBe(expected(locale, AT, { weekday: 'short' }))
    expect(listTime(AT, NOW + 30 * 24 * 60 * 60_000)).toBe(expected(locale, AT, { day: 'numeric', month: 'short' }))
    expect(listTime('2025-01-05T04:18:00.000Z', NOW)).toBe(
      expected(locale, '2025-01-05T04:18:00.000Z', { day: 'numeric', month: 'short', year: 'numeric' }),
    )
  })

  it('writes a Hindi time of day by the part of the day, with no Latin am or pm', () => {
    document.documentElement.lang = 'hi'
    expect(timeOfDay(AT)).toMatch(/^[\u0900-\u097F]+ \d{1,2}:\d{2}$/)
    document.documentElement.lang = 'en'
    expect(timeOfDay(AT)).toMatch(/^\d{1,2}:\d{2}\s[ap]m$/)
  })

  it('says the weekday and month in Hindi on a Hindi page, in English on an English one', () => {
    document.documentElement.lang = 'hi'
    const hindi = listTime(AT, NOW + 30 * 24 * 60 * 60_000)
    expect(hindi).toMatch(/[\u0900-\u097F]/)
    document.documentElement.lang = 'en'
    expect(listTime(AT, NOW + 30 * 24 * 60 * 60_000)).toMatch(/^\d+ Nov$/)
  })
})
