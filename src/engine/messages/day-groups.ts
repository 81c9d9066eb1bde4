/** `today`, `yesterday`, or the local calendar date `YYYY-MM-DD` ("Today, Yesterday, or a full date"). */
export type DayKey = 'today' | 'yesterday' | (string & {})

export interface DayGroup<M> {
  day: DayKey
  /** Local calendar date of the group, `YYYY-MM-DD`, whatever `day` says. */
  date: string
  messages: M[]
}

/** Local calendar date of an epoch-ms time, `YYYY-MM-DD`. */
export function localDate(ms: number): string {
  const date = new Date(ms)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/**
 * Groups messages (already sorted) into consecutive local days, naming the
 * day of `now` `today` and the one before `yesterday`.
 *
 * @example
 * groupByDay(sorted, (m) => Date.parse(m.createdAt), Date.now()) // [{ day: '2026-11-20', ... }, { day: 'today', ... }]
 */
export function groupByDay<M>(messages: readonly M[], timeOf: (message: M) => number, now: number): DayGroup<M>[] {
  const today = localDate(now)
  const current = new Date(now)
  const yesterday = localDate(new Date(current.getFullYear(), current.getMonth(), current.getDate() - 1).getTime())
  const groups: DayGroup<M>[] = []
  // Messages are sorted: a new day starts only when a message passes the current day's end, so
  // calendar work is done once per day, not once per message (10,000 messages, a few days).
  let dayEnd = -Infinity
  for (const message of messages) {
    const time = timeOf(message)
    let group = groups[groups.length - 1]
    if (!group || time >= dayEnd) {
      const date = localDate(time)
      if (!group || group.date !== date) {
        group = { day: date === today ? 'today' : date === yesterday ? 'yesterday' : date, date, messages: [] }
        groups.push(group)
      }
      const start = new Date(time)
      dayEnd = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1).getTime()
    }
    group.messages.push(message)
  }
  return groups
}
