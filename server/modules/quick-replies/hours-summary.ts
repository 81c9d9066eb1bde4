import { formatTime, localeOf } from '../../../contract/format.js'
import type { Language } from '../../../contract/language.js'
import { type HoursBody, WEEKDAYS } from '../../../contract/settings.js'

/** A Monday (5 January 2026): the day names are read off the week that starts with it. */
const MONDAY = new Date(2026, 0, 5)

const dayName = (index: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(new Date(MONDAY.getTime() + index * 86_400_000))

/** `09:00` as the reader's language writes a time of day. */
const time = (hhmm: string, locale: string) => {
  const [hours, minutes] = hhmm.split(':').map(Number)
  return formatTime(new Date(2026, 0, 5, hours, minutes), locale)
}

/**
 * The shop's opening hours in one line of the owner's language, what a quick reply's `{hours}` becomes: days with the
 * same hours grouped, in week order. Null when the owner has not set hours (hours off: no hours were given).
 *
 * @example
 * hoursSummary(DEFAULT_HOURS with hoursEnabled, 'en') // 'Mon–Sat 9:00 am–6:00 pm'
 */
export function hoursSummary(hours: HoursBody, language: Language): string | null {
  if (!hours.hoursEnabled) return null
  const locale = localeOf(language)
  const spansOf = (index: number) =>
    (hours.week[WEEKDAYS[index]!] ?? []).map((span) => `${time(span.opens, locale)}–${time(span.closes, locale)}`)
  const groups: { first: number; last: number; spans: string }[] = []
  WEEKDAYS.forEach((_, index) => {
    const spans = spansOf(index).join(' & ')
    const previous = groups.at(-1)
    if (previous && previous.last === index - 1 && previous.spans === spans) previous.last = index
    else groups.push({ first: index, last: index, spans })
  })
  const open = groups.filter((group) => group.spans !== '')
  if (open.length === 0) return null
  const days = ({ first, last }: { first: number; last: number }) =>
    first === last ? dayName(first, locale) : `${dayName(first, locale)}–${dayName(last, locale)}`
  const list = new Intl.ListFormat(locale, { type: 'conjunction', style: 'long' })
  return list.format(open.map((group) => `${days(group)} ${group.spans}`))
}
