/*
 * The one way money and dates are shown, by the widget, the owner app and
 * the server's chat messages alike (docs/product.md, 'Business constants and limits', money and dates):
 *
 * - money always with its paise, two decimals, in the locale's grouping:
 *   ₹1,039.50 and ₹1,040.00 (never ₹1,040), so an amount reads the same in
 *   a card, a button and a message;
 * - a date as day, short month and year: 26 Nov 2026; a moment as that date
 *   and its time of day: 26 Nov 2026, 3:30 pm.
 *
 * Both through `Intl` in the customer's locale: `localeOf(i18next language)`,
 * en-IN, hi-IN, mr-IN (`contract/language.ts`), always with Latin digits
 * (₹1,039.50 in Marathi too, whose `Intl` default is Devanagari digits), as
 * Indian apps write amounts in every language.
 */
/** The locale of every formatter when none is given: Indian English. */
export const DEFAULT_LOCALE = 'en-IN'

/** Dates of the business (the server's messages, date-only values): Indian time. */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata'

/**
 * The `Intl` locale of an i18next language: a bare language is the Indian
 * variant of it (the businesses are Indian) with Latin digits, a full tag is kept.
 *
 * @example
 * localeOf('mr')    // 'mr-IN-u-nu-latn': मराठी words, 1,039.50
 * localeOf('en-GB') // 'en-GB'
 */
export function localeOf(language: string | undefined): string {
  if (!language || language === 'cimode') return DEFAULT_LOCALE
  return language.includes('-') ? language : `${language}-IN-u-nu-latn`
}

/**
 * How a time of day is written in `locale`: '6:05 pm' in English; in an Indian language by the part of the day, as
 * people say it ('शाम 6:05', 'संध्याकाळ ६:०५'), never a Latin 'pm' inside Devanagari.
 */
export const timeOfDayOptions = (locale: string): Intl.DateTimeFormatOptions =>
  locale.startsWith('en')
    ? { hour: 'numeric', minute: '2-digit' }
    : { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' }

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()

const rupees = (locale: string) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })

function money(locale: string): Intl.NumberFormat {
  const key = `money:${locale}`
  let format = cache.get(key) as Intl.NumberFormat | undefined
  if (!format) {
    format = rupees(locale)
    // An Indian language's amounts group the Indian way: one whose Latin digits group otherwise (Marathi's) writes them
    // as en-IN does. A full tag of the page's (en-US) keeps its own.
    if (locale.endsWith('latn') && !format.format(1e5).startsWith('₹1,00,000')) format = rupees(DEFAULT_LOCALE)
    cache.set(key, format)
  }
  return format
}

function dates(locale: string, timeZone: string | undefined, withTime: boolean): Intl.DateTimeFormat {
  const key = `date:${locale}:${timeZone ?? ''}:${withTime}`
  let format = cache.get(key) as Intl.DateTimeFormat | undefined
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(withTime ? timeOfDayOptions(locale) : {}),
      ...(timeZone ? { timeZone } : {}),
    })
    cache.set(key, format)
  }
  return format
}

/**
 * Rupees (the wire's amounts) as shown everywhere: two decimals.
 *
 * @example
 * formatRupees(1039.5) // '₹1,039.50'
 * formatRupees(1040)   // '₹1,040.00'
 */
export function formatRupees(amount: number, locale = DEFAULT_LOCALE): string {
  return money(locale).format(Math.round(amount * 100) / 100)
}

/**
 * Integer paise (the server's amounts) as shown everywhere.
 *
 * @example
 * formatPaise(103950) // '₹1,039.50'
 */
export function formatPaise(paise: number, locale = DEFAULT_LOCALE): string {
  return money(locale).format(Math.round(paise) / 100)
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * A date: a date-only value ('2026-11-26', a due date) is that calendar day
 * wherever it is read; an instant (ISO or Date) is its day in `timeZone`
 * (the browser's when absent). Text that is no date is answered as it is.
 *
 * @example
 * formatDate('2026-11-26')                                    // '26 Nov 2026'
 * formatDate('2026-11-25T20:00:00Z', 'en-IN', 'Asia/Kolkata') // '26 Nov 2026'
 */
export function formatDate(value: string | Date, locale = DEFAULT_LOCALE, timeZone?: string): string {
  const day = typeof value === 'string' ? DATE_ONLY.exec(value) : null
  if (day) {
    const utc = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))
    return dates(locale, 'UTC', false).format(utc)
  }
  const time = typeof value === 'string' ? new Date(value) : value
  return Number.isNaN(time.getTime()) ? String(value) : dates(locale, timeZone, false).format(time)
}

/**
 * A moment: its date as `formatDate` writes it and its time of day.
 *
 * @example
 * formatDateTime('2026-11-22T10:00:00.000Z', 'en-IN', 'Asia/Kolkata') // '22 Nov 2026, 3:30 pm'
 */
export function formatDateTime(value: string | Date, locale = DEFAULT_LOCALE, timeZone?: string): string {
  const time = typeof value === 'string' ? new Date(value) : value
  return Number.isNaN(time.getTime()) ? String(value) : dates(locale, timeZone, true).format(time)
}

/**
 * A moment's time of day, as `timeOfDayOptions` writes it in `locale` (in the browser's zone).
 *
 * @example
 * formatTime(new Date(2026, 11, 7, 18, 5), 'hi-IN') // 'शाम 6:05'
 */
export function formatTime(value: string | Date, locale = DEFAULT_LOCALE): string {
  const key = `time:${locale}`
  let format = cache.get(key) as Intl.DateTimeFormat | undefined
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(locale, timeOfDayOptions(locale))))
  return format.format(typeof value === 'string' ? new Date(value) : value)
}
