import * as format from '../../contract/format'

/**
 * The customer's locale for `Intl`: the page's language (`<html lang>`, the
 * language its i18next instance renders; `localeOf` makes 'en' en-IN), en-IN
 * where there is no page (server rendering, tests).
 */
function locale(): string {
  return format.localeOf(typeof document === 'undefined' ? undefined : document.documentElement.lang)
}

/**
 * Money and dates for display: the shared formatters of `contract/format.ts`
 * (money always with its paise, dates as '26 Nov 2026'), in the customer's
 * locale, so the widget, the owner app and the server's messages write an
 * amount and a date the same way.
 *
 * @example
 * formatRupees(1039.5)      // '₹1,039.50'
 * formatDate('2026-11-26')  // '26 Nov 2026'
 */
export const formatRupees = (amount: number) => format.formatRupees(amount, locale())
/** Integer paise, as `formatRupees` writes their rupees. */
export const formatPaise = (paise: number) => format.formatPaise(paise, locale())
/** A date-only value or an instant (in the browser's zone) as a date. */
export const formatDate = (value: string | Date) => format.formatDate(value, locale())
/** An instant (in the browser's zone) as its date and time of day. */
export const formatDateTime = (value: string | Date) => format.formatDateTime(value, locale())
/** An instant's time of day (in the browser's zone): 6:05 pm, शाम 6:05. */
export const formatTime = (value: string | Date) => format.formatTime(value, locale())
