import { localDate } from '../client/messages/day-groups'

const TIME = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' })
const WEEKDAY = new Intl.DateTimeFormat('en-IN', { weekday: 'short' })
const DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' })
const DATE_WITH_YEAR = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })
const WEEK_MS = 6 * 24 * 60 * 60_000

/** A message's time of day: `4:05 pm`. */
export function timeOfDay(iso: string): string {
  return TIME.format(new Date(iso))
}

/**
 * When a conversation was last active, as inbox lists say it: the time
 * today, the weekday within the week, else the date (with the year when it
 * is not this year's).
 *
 * @example
 * listTime('2026-11-22T06:00:00.000Z', Date.parse('2026-11-22T09:00:00.000Z')) // '11:30 am' (in IST)
 */
export function listTime(iso: string, now: number): string {
  const time = Date.parse(iso)
  if (localDate(time) === localDate(now)) return TIME.format(time)
  if (now - time < WEEK_MS && time < now) return WEEKDAY.format(time)
  return new Date(time).getFullYear() === new Date(now).getFullYear() ? DATE.format(time) : DATE_WITH_YEAR.format(time)
}
