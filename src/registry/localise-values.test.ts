import { describe, expect, it } from 'vitest'
import { localiseValues } from './localise-values'

describe('localiseValues', () => {
  it("gives a Hindi reader the Hindi sibling of a text, and leaves the owner's where there is none", () => {
    const values = [
      { key: 'Title', value: 'Fresh masalas' },
      { key: 'Title@hi', value: 'ताज़े मसाले' },
      { key: 'Sub Title', value: 'Ground on Tuesday' },
    ]
    expect(localiseValues(values, 'hi')).toEqual([
      { key: 'Title', value: 'ताज़े मसाले' },
      { key: 'Sub Title', value: 'Ground on Tuesday' },
    ])
    expect(localiseValues(values, 'en')).toBe(values)
  })

  it('pairs the n-th translation with the n-th value of a list, skipping empty ones', () => {
    const values = [
      { key: 'Point', value: 'One' },
      { key: 'Point@hi', value: ' ' },
      { key: 'Point', value: 'Two' },
      { key: 'Point@hi', value: 'दो' },
    ]
    expect(localiseValues(values, 'hi').map((value) => value.value)).toEqual(['One', 'दो'])
  })
})
