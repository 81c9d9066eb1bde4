import { PERIOD_DAYS, type InsightPeriod } from '../../../contract/owner-insights.js'

const formatters = new Map<string, Intl.DateTimeFormat>()

/**
 * The shop's date (`YYYY-MM-DD`) of an instant in `timeZone`.
 *
 * @example
 * localDay(new Date('2026-12-06T19:00:00Z'), 'Asia/Kolkata') // '2026-12-07' (00:30 in India)
 */
export function localDay(at: Date | number, timeZone: string): string {
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    formatters.set(timeZone, format)
  }
  return format.format(at)
}

/** `day` moved by `count` days (`YYYY-MM-DD`). */
export function addDays(day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, date + count)).toISOString().slice(0, 10)
}

/** The instant the shop's `day` starts in `timeZone` (its local midnight; a day that starts later starts then). */
export function startOfLocalDay(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const midnightUtc = Date.UTC(year, month - 1, date)
  // The zone's offset near that midnight, twice: a change of offset that day moves the start once more.
  let start = midnightUtc - offsetMs(midnightUtc, timeZone)
  start = midnightUtc - offsetMs(start, timeZone)
  return new Date(start)
}

/** How far `timeZone`'s clock is ahead of UTC at `at`. */
function offsetMs(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at)
  const part = (type: string) => Number(parts.find((each) => each.type === type)!.value)
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'))
  return asUtc - Math.floor(at / 1000) * 1000
}

/** A run of the shop's days, first and last included. */
export interface DayRange {
  from: string
  to: string
}

/**
 * The period asked for, ending today (the shop's day of `now`), and the period of as many days before it.
 *
 * @example
 * periods('7d', new Date('2026-12-07T10:00:00Z'), 'Asia/Kolkata')
 * // { current: { from: '2026-12-01', to: '2026-12-07' }, previous: { from: '2026-11-24', to: '2026-11-30' } }
 */
export function periods(period: InsightPeriod, now: Date, timeZone: string): { current: DayRange; previous: DayRange } {
  const today = localDay(now, timeZone)
  const days = PERIOD_DAYS[period]
  return {
    current: { from: addDays(today, 1 - days), to: today },
    previous: { from: addDays(today, 1 - 2 * days), to: addDays(today, -days) },
  }
}

/** Every day of a range, oldest first. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = []
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day)
  return days
}
