import { describe, expect, it } from 'vitest'
import { DEFAULT_HOURS, type HoursBody } from '../../../contract/settings.js'
import { availability } from './availability.js'

// Monday to Saturday 09:00–18:00 in Asia/Kolkata (UTC+5:30); Sunday closed.
const hours: HoursBody = { ...DEFAULT_HOURS, hoursEnabled: true }
/** A moment given as Kolkata's wall clock (2026-11-23 is a Monday). */
const kolkata = (local: string) => new Date(`${local}+05:30`)

describe('availability', () => {
  it('is always open while the hours are off', () => {
    expect(availability(DEFAULT_HOURS, kolkata('2026-11-23T03:00:00'))).toEqual({ open: true, reopens: null })
  })

  it('is open within an opening, in the site time zone', () => {
    expect(availability(hours, kolkata('2026-11-23T09:00:00'))).toEqual({ open: true, reopens: null })
    expect(availability(hours, kolkata('2026-11-23T17:59:00'))).toEqual({ open: true, reopens: null })
  })

  it('before opening says the time alone; after closing the next day with its weekday', () => {
    expect(availability(hours, kolkata('2026-11-23T07:30:00'))).toEqual({ open: false, reopens: '9:00' })
    expect(availability(hours, kolkata('2026-11-23T18:00:00'))).toEqual({ open: false, reopens: 'Tue 9:00' })
    // Saturday evening: Sunday is closed, so Monday.
    expect(availability(hours, kolkata('2026-11-28T19:00:00'))).toEqual({ open: false, reopens: 'Mon 9:00' })
  })

  it('skips holidays, and reads the clock in the chosen zone', () => {
    const holiday = { ...hours, holidays: ['2026-11-23'] }
    expect(availability(holiday, kolkata('2026-11-23T10:00:00'))).toEqual({ open: false, reopens: 'Tue 9:00' })
    const london = { ...hours, timeZone: 'Europe/London' }
    // 10:00 in Kolkata is 04:30 in London.
    expect(availability(london, kolkata('2026-11-23T10:00:00'))).toEqual({ open: false, reopens: '9:00' })
  })

  it('with no opening at all, away without a time', () => {
    expect(availability({ ...hours, week: {} }, kolkata('2026-11-23T10:00:00'))).toEqual({ open: false, reopens: null })
  })
})
