import { describe, expect, it } from 'vitest'
import { localeOf } from './format'

describe('localeOf', () => {
  it("makes i18next's bare language the Indian variant and keeps a full tag", () => {
    expect(localeOf('en')).toBe('en-IN')
    expect(localeOf('en-GB')).toBe('en-GB')
    expect(localeOf(undefined)).toBe('en-IN')
  })
})
