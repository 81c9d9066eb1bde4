import { describe, expect, it } from 'vitest'
import { acceptedLanguages, asLanguage, pickLanguage } from './language-choice'

describe('pickLanguage', () => {
  it('takes the saved choice first', () => {
    expect(pickLanguage({ saved: 'en', browser: ['hi-IN'], siteDefault: 'hi' })).toBe('en')
  })
  it('then the first offered browser language', () => {
    expect(pickLanguage({ saved: null, browser: ['ta-IN', 'hi-IN', 'en'], siteDefault: 'en' })).toBe('hi')
  })
  it("then the site's default, then English", () => {
    expect(pickLanguage({ saved: 'xx', browser: ['ta'], siteDefault: 'hi' })).toBe('hi')
    expect(pickLanguage({ saved: undefined, browser: [], siteDefault: null })).toBe('en')
  })
})

describe('acceptedLanguages', () => {
  it('orders by quality, keeping the order of equals', () => {
    expect(acceptedLanguages('en;q=0.5, hi-IN, hi;q=0.9, *;q=0.1')).toEqual(['hi-IN', 'hi', 'en'])
    expect(acceptedLanguages(undefined)).toEqual([])
  })
  it('reads a base language from a tag', () => {
    expect(asLanguage('HI_in')).toBe('hi')
    expect(asLanguage('fr')).toBeNull()
  })
})
