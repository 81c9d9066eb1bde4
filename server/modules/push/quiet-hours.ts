import type { OwnerPushSettings } from '../../../contract/push.js'

/**
 * Whether `now` falls in the quiet hours (clock times in `timeZone`; `from`
 * later than `to` spans midnight, `from` equal to `to` is never quiet).
 *
 * @example
 * inQuietHours({ from: '22:00', to: '07:00' }, new Date('2026-01-01T18:00:00Z'), 'Asia/Kolkata') // true (23:30)
 */
export function inQuietHours(quiet: OwnerPushSettings['quietHours'], now: Date, timeZone: string): boolean {
  if (quiet === null || quiet.from === quiet.to) return false
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now)
  return quiet.from < quiet.to ? clock >= quiet.from && clock < quiet.to : clock >= quiet.from || clock < quiet.to
}
