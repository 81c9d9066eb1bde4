import { WEEKDAYS, type HoursBody } from '../../../contract/settings.js'

/** What the widget's header says: open, or away with when replies come ('9:00', 'Mon 9:00'; null: not known). */
export interface Availability {
  open: boolean
  reopens: string | null
}

const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const
/** How far ahead the next opening is looked for (two weeks: holidays in a row included). */
const LOOK_AHEAD_DAYS = 14

/**
 * Open or away at `now`, from the weekly hours in the site's time zone and
 * the holidays (closed all day). Hours turned off: always open. Away: the
 * next opening, as the time alone when it is today, else with its weekday.
 *
 * @example
 * availability({ ...hours, hoursEnabled: true }, new Date('2026-11-25T02:00:00Z')) // { open: false, reopens: '9:00' }
 */
export function availability(hours: HoursBody, now: Date): Availability {
  if (!hours.hoursEnabled) return { open: true, reopens: null }
  const local = localParts(now, hours.timeZone)
  const holidays = new Set(hours.holidays)
  const spansOf = (date: Date) =>
    holidays.has(date.toISOString().slice(0, 10)) ? [] : (hours.week[WEEKDAYS[(date.getUTCDay() + 6) % 7]!] ?? [])
  const today = new Date(Date.UTC(local.year, local.month - 1, local.day))
  const open = spansOf(today).some((span) => span.opens <= local.clock && local.clock < span.closes)
  if (open) return { open: true, reopens: null }
  for (let offset = 0; offset < LOOK_AHEAD_DAYS; offset++) {
    const date = new Date(today.getTime() + offset * 86_400_000)
    const next = spansOf(date)
      .map((span) => span.opens)
      .filter((opens) => offset > 0 || opens > local.clock)
      .sort()[0]
    if (next === undefined) continue
    const time = next.replace(/^0(\d)/, '$1')
    return { open: false, reopens: offset === 0 ? time : `${WEEKDAY_NAMES[date.getUTCDay()]} ${time}` }
  }
  return { open: false, reopens: null }
}

/** The date and `HH:MM` clock of `now` in `timeZone`. */
function localParts(now: Date, timeZone: string): { year: number; month: number; day: number; clock: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '0'
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    clock: `${part('hour')}:${part('minute')}`,
  }
}
