import { formatTime, localeOf } from '../../contract/format'
import { localDate } from '../client/messages/day-groups'

const WEEK_MS = 6 * 24 * 60 * 60_000

/** The formats of this file by name; each made once per locale. */
const OPTIONS = {
  weekday: { weekday: 'short' },
  date: { day: 'numeric', month: 'short' },
  dateWithYear: { day: 'numeric', month: 'short', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>
const formats = new Map<string, Intl.DateTimeFormat>()

/**
 * `time` as `kind` says, through `Intl` in the reader's locale (the page's language, `<html lang>`, as `localeOf` makes
 * it: en-IN, hi-IN, mr-IN).
 */
function format(kind: keyof typeof OPTIONS | 'time', time: number): string {
  const locale = localeOf(document.documentElement.lang)
  if (kind === 'time') return formatTime(new Date(time), locale)
  const key = `${kind}:${locale}`
  let formatter = formats.get(key)
  if (!formatter) formats.set(key, (formatter = new Intl.DateTimeFormat(locale, OPTIONS[kind])))
  return formatter.format(time)
}

/** A message's time of day, in the reader's locale: `4:05 pm`, `शाम 4:05`. */
export function timeOfDay(iso: string): string {
  return format('time', Date.parse(iso))
}

/**
 * When a conversation was last active, as inbox lists say it, in the reader's locale: the time today, the weekday
 * within the week, else the date (with the year when it is not this year's).
 *
 * @example
 * listTime('2026-11-22T06:00:00.000Z', Date.parse('2026-11-22T09:00:00.000Z')) // '11:30 am' (in IST)
 */
export function listTime(iso: string, now: number): string {
  const time = Date.parse(iso)
  if (localDate(time) === localDate(now)) return format('time', time)
  if (now - time < WEEK_MS && time < now) return format('weekday', time)
  return format(new Date(time).getFullYear() === new Date(now).getFullYear() ? 'date' : 'dateWithYear', time)
}
