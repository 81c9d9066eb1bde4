const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})
const date = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })

/**
 * A wire time (ISO) for the owner's panels, en-IN, in the browser's zone.
 *
 * @example
 * formatDateTime('2026-11-22T10:00:00.000Z') // '22 Nov 2026, 3:30 pm' (in IST)
 */
export function formatDateTime(iso: string): string {
  const time = new Date(iso)
  return Number.isNaN(time.getTime()) ? iso : dateTime.format(time)
}

/** A wire time or date as a day ('22 Nov 2026'). */
export function formatDate(iso: string): string {
  const time = new Date(iso)
  return Number.isNaN(time.getTime()) ? iso : date.format(time)
}
