import { describe, expect, it } from 'vitest'
import { DEFAULT_HOURS } from '../../../contract/settings.js'
import { hoursSummary } from './hours-summary.js'

const open = { ...DEFAULT_HOURS, hoursEnabled: true }

describe('hoursSummary', () => {
  it('groups the days that keep the same hours, in week order', () => {
    expect(hoursSummary(open, 'en')).toBe('Mon–Sat 9:00 am–6:00 pm')
    const saturdayShort = { ...open, week: { ...open.week, sat: [{ opens: '10:00', closes: '14:00' }] } }
    expect(hoursSummary(saturdayShort, 'en')).toBe('Mon–Fri 9:00 am–6:00 pm and Sat 10:00 am–2:00 pm')
  })

  it('lists a day with two spans once, with both', () => {
    const lunch = [
      { opens: '09:00', closes: '13:00' },
      { opens: '16:00', closes: '20:00' },
    ]
    const week = { ...open.week, mon: [], tue: lunch }
    expect(hoursSummary({ ...open, week }, 'en')).toBe(
      'Tue 9:00 am–1:00 pm & 4:00 pm–8:00 pm and Wed–Sat 9:00 am–6:00 pm',
    )
  })

  it("writes the days and times in the owner's language", () => {
    expect(hoursSummary(open, 'hi')).toMatch(/^सोम–शनि .*9:00.*6:00/)
  })

  it('is null when the owner has not set hours, or no day is open', () => {
    expect(hoursSummary(DEFAULT_HOURS, 'en')).toBeNull()
    const closed = Object.fromEntries(Object.keys(open.week).map((day) => [day, []])) as typeof open.week
    expect(hoursSummary({ ...open, week: closed }, 'en')).toBeNull()
  })
})
